import { lazy } from 'react';

/** The Terms of Use, opened on demand (its own chunk). */
export const TermsOfUseDialog = lazy(() =>
  import('./TermsOfUseDialog').then((m) => ({ default: m.TermsOfUseDialog })),
);
