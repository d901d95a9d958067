/**
 * The application's step forms outside the wizard (not screens, so kept out of the router's
 * reach): a client's details cards edit the same steps by the same rules.
 */
export { BusinessInformationStep } from './steps/BusinessInformationStep';
export { BusinessOwnersStep } from './steps/BusinessOwnersStep';
export { FinancialInformationStep } from './steps/FinancialInformationStep';
export { SupplierInformationStep } from './steps/SupplierInformationStep';
export { LandlordInformationStep } from './steps/LandlordInformationStep';
export { sensitiveLocksOf } from './stepValues';
export type { StepProps, WizardStepContext } from './wizardStep';
