/**
 * The prospect application wizard's rules, one module per step (spec part 1 §5), in the order of
 * the steps. The browser form and the server parse the same schemas.
 */
export * from './businessInformation';
export * from './businessOwners';
export * from './financialInformation';
export * from './supplierInformation';
export * from './landlordInformation';

import { BusinessInformationSchema } from './businessInformation';
import { BusinessOwnersSchema } from './businessOwners';
import { FinancialInformationSchema } from './financialInformation';
import { SupplierInformationSchema } from './supplierInformation';
import { LandlordInformationSchema } from './landlordInformation';

/** The schema of each form step, by step number (step 6 is files: validation/documentChecklist.ts). */
export const applicationStepSchemas = {
  1: BusinessInformationSchema,
  2: BusinessOwnersSchema,
  3: FinancialInformationSchema,
  4: SupplierInformationSchema,
  5: LandlordInformationSchema,
} as const;
