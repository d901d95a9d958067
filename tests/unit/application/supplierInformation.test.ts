import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  canAddSupplier,
  dropBlankSuppliers,
  SupplierInformationSchema,
} from '../../../src/shared/validation/application';
import { messages } from '../../../src/shared/messages';

function errorsOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const supplier = { name: 'Steel Works', products_supplied: 'Steel beams', phone: '555-123-4567' };
const parse = (suppliers: unknown[]) => SupplierInformationSchema.safeParse({ suppliers });

describe('application step 4: Supplier Information', () => {
  it('accepts suppliers, none at all included', () => {
    expect(parse([supplier]).data?.suppliers[0]).toEqual({
      ...supplier,
      phone: '5551234567',
      country_phone_code: '+1',
    });
    expect(SupplierInformationSchema.safeParse({}).data).toEqual({ suppliers: [] });
  });

  it('takes names of letters and spaces (max 60), products max 60, a masked phone', () => {
    expect(errorsOf(parse([{ name: 'Steel 2' }]))['suppliers.0.name']).toBe('Supplier Name is required');
    expect(errorsOf(parse([{ name: 'a'.repeat(61) }]))['suppliers.0.name']).toBe(
      messages.form.maxLength('Supplier Name', 60),
    );
    expect(errorsOf(parse([{ products_supplied: 'a'.repeat(61) }]))['suppliers.0.products_supplied']).toBe(
      messages.form.maxLength('Products Supplied', 60),
    );
    expect(errorsOf(parse([{ name: 'Acme', phone: '555-12' }]))['suppliers.0.phone']).toBe(
      messages.form.phoneMask('Phone No'),
    );
  });

  it('drops empty rows on save', () => {
    const empty = { name: ' ', products_supplied: '', phone: '', country_phone_code: '+44' };
    expect(dropBlankSuppliers([empty, supplier, {}])).toEqual([supplier]);
    expect(parse([empty, supplier, empty]).data?.suppliers).toHaveLength(1);
  });

  it("refuses a sixth supplier with 'Maximum 5 alloweds.'", () => {
    const five = Array.from({ length: 5 }, () => supplier);
    expect(parse(five).success).toBe(true);
    expect(canAddSupplier(five)).toBe(false);
    expect(canAddSupplier(five.slice(1))).toBe(true);
    expect(errorsOf(parse([...five, supplier])).suppliers).toBe('Maximum 5 alloweds.');
  });
});
