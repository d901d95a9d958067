import type { z } from 'zod';
import { businessOwnersFormSchema } from '../../../shared/contract/prospects';
import {
  businessInformationSchema,
  financialInformationSchema,
  LandlordInformationSchema,
  SupplierInformationSchema,
  type BusinessInformationInput,
  type FinancialInformationInput,
  type LandlordInformationInput,
  type OwnerInput,
  type SupplierInput,
} from '../../../shared/validation/application';
import type { SensitiveLocks } from './stepValues';

/**
 * Each step's form checks its values with the very schema the server re-checks. The schemas clear
 * the answers a No switches off in a preprocessing step, whose input TypeScript only knows as
 * `unknown`; this names the values the form edits, without changing the schema.
 */
function editing<Input>() {
  return <S extends z.ZodType>(schema: S) => schema as unknown as z.ZodType<z.output<S>, Input>;
}

/** Step 1: the FEIN is left out (and kept by the server) when the user may not change it. */
export function businessInformationForm(locks: SensitiveLocks) {
  return editing<BusinessInformationInput>()(businessInformationSchema({ sensitiveEditable: !locks.fein }));
}

/** Step 2: every owner's SSN is required except a stored one the user may not change. */
export function businessOwnersForm(locks: SensitiveLocks) {
  return editing<{ owners: OwnerInput[] }>()(businessOwnersFormSchema(locks.ownerSsn));
}

/** Step 3: the account number is left out when the user may not change it. */
export function financialInformationForm(locks: SensitiveLocks) {
  return editing<FinancialInformationInput>()(
    financialInformationSchema({ sensitiveEditable: !locks.accountNumber }),
  );
}

export const supplierInformationForm = editing<{ suppliers: SupplierInput[] }>()(SupplierInformationSchema);

export const landlordInformationForm = editing<LandlordInformationInput>()(LandlordInformationSchema);
