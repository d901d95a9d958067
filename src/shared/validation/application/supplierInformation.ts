import { z } from 'zod';
import { messages } from '../../messages';
import { maxSuppliers, textLimits } from '../../constants';
import { optionalText, PhoneCodeSchema } from '../userForm';
import {
  applicationLabels as L,
  optionalFiltered,
  lettersAndSpaces,
  optionalPhone,
  RowIdSchema,
} from './businessInformation';
import { isBlank } from '../blank';

/** Step 4, Supplier Information (spec part 1 §5): up to 5 suppliers, empty rows dropped on save. */
const supplierFields = z.strictObject({
  id: RowIdSchema,
  name: optionalFiltered(L.supplierName, textLimits.supplierName, lettersAndSpaces),
  products_supplied: optionalText(L.productsSupplied, textLimits.productsSupplied),
  country_phone_code: PhoneCodeSchema,
  phone: optionalPhone(L.phone),
});

export type SupplierInput = z.input<typeof supplierFields>;

/** Drops the rows with neither name, products nor phone (the phone code alone says nothing). */
export function dropBlankSuppliers<
  T extends { name?: unknown; products_supplied?: unknown; phone?: unknown },
>(suppliers: readonly T[]): T[] {
  return suppliers.filter((s) => !(isBlank(s.name) && isBlank(s.products_supplied) && isBlank(s.phone)));
}

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True when one more supplier row may be added. */
export function canAddSupplier(suppliers: readonly unknown[]): boolean {
  return suppliers.length < maxSuppliers;
}

export const SupplierInformationSchema = z.strictObject({
  suppliers: z.preprocess(
    // Only rows that are objects can be blank; any other row is left for the array's rule to refuse.
    (raw) => (Array.isArray(raw) && raw.every(isRow) ? dropBlankSuppliers(raw) : raw),
    z.array(supplierFields).max(maxSuppliers, messages.prospect.maxAllowed).default([]),
  ),
});
export type SupplierInformationInput = { suppliers?: SupplierInput[] };
export type SupplierInformation = z.output<typeof SupplierInformationSchema>;
