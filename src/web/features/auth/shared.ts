/**
 * What other features' public pages share with sign-in's: the submit row and its submit-and-failure handling.
 * Kept out of index.ts, which the router imports: these load only with the screens that use them.
 */
export { PublicSubmit } from './PublicSubmit';
export { usePublicSubmit } from './usePublicSubmit';
