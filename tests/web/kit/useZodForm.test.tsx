import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '../../../src/web/kit/useZodForm';

const OwnerSchema = z.object({
  name: z.string().trim().min(1, 'Full Name is required'),
  email: z.string().min(1, 'Email is required').pipe(z.email('Invalid Email')),
  owners: z.array(z.object({ percent: z.string().min(1, 'Ownership Percentage is required') })),
});
const blank = { name: '', email: '', owners: [{ percent: '' }] };

describe('useZodForm', () => {
  it('knows every error but shows one only after the field is touched', () => {
    const { result } = renderHook(() => useZodForm(OwnerSchema, blank));
    expect(result.current.errors).toMatchObject({
      name: 'Full Name is required',
      email: 'Email is required',
    });
    expect(result.current.bind('name').error).toBeUndefined();
    act(() => result.current.touch('name'));
    expect(result.current.bind('name').error).toBe('Full Name is required');
    expect(result.current.bind('email').error).toBeUndefined();
  });

  it('keeps the first message per field and reports nested paths', () => {
    const { result } = renderHook(() => useZodForm(OwnerSchema, blank));
    act(() => result.current.setField('email', 'not-an-email', { touch: true }));
    expect(result.current.errorOf('email')).toBe('Invalid Email');
    expect(result.current.errors['owners.0.percent']).toBe('Ownership Percentage is required');
  });

  it('validateAll shows every error and returns parsed data once valid', () => {
    const { result } = renderHook(() => useZodForm(OwnerSchema, blank));
    let outcome: ReturnType<typeof result.current.validateAll> | undefined;
    act(() => {
      outcome = result.current.validateAll();
    });
    expect(outcome?.ok).toBe(false);
    expect(result.current.errorOf('owners.0.percent')).toBe('Ownership Percentage is required');
    act(() =>
      result.current.setFields({
        name: '  Jane Roe ',
        email: 'jane@example.com',
        owners: [{ percent: '60' }],
      }),
    );
    act(() => {
      outcome = result.current.validateAll();
    });
    expect(outcome).toEqual({
      ok: true,
      data: { name: 'Jane Roe', email: 'jane@example.com', owners: [{ percent: '60' }] },
    });
  });

  it('is dirty after a change, clean again when the change is undone or after reset', () => {
    const { result } = renderHook(() => useZodForm(OwnerSchema, blank));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.bind('name').onChange('Jane'));
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.setField('name', ''));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.setField('name', 'Jane'));
    act(() => result.current.reset(result.current.values));
    expect(result.current.isDirty).toBe(false);
    expect(result.current.values.name).toBe('Jane');
    expect(result.current.touched).toEqual({});
  });
});
