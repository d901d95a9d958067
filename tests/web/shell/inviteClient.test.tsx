import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteClientDialog } from '../../../src/web/features/broker-invite/InviteClientDialog';

afterEach(() => cleanup());

function openDialog() {
  const onClose = vi.fn();
  render(<InviteClientDialog isOpen onClose={onClose} />);
  return { onClose, page: within(document.body) };
}

describe('Invite Client dialog (Broker role)', () => {
  it('applies the spec’s rules: required, valid, at most 50 characters', async () => {
    const { page } = openDialog();
    await userEvent.click(page.getByRole('button', { name: 'Invite' }));
    expect(await page.findByText('Email To is required')).toBeInTheDocument();
    const field = page.getByLabelText(/Email To/);
    await userEvent.type(field, 'owner@');
    expect(await page.findByText('Invalid Email')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, `${'a'.repeat(60)}@acme.com`);
    expect((field as HTMLInputElement).value).toHaveLength(50);
  });

  it('says honestly that inviting is not available yet, and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { page } = openDialog();
    await userEvent.type(page.getByLabelText(/Email To/), 'owner@acme.com');
    await userEvent.click(page.getByRole('button', { name: 'Invite' }));
    expect(await page.findByText(/Inviting clients is not available yet/)).toHaveTextContent(
      'owner@acme.com',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('asks before closing a filled form', async () => {
    const { onClose, page } = openDialog();
    await userEvent.type(page.getByLabelText(/Email To/), 'owner@acme.com');
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(
      await page.findByText('Are you sure, you want to close the form without inviting client?'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
