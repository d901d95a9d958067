import { lazy } from 'react';

/** The prospect page's Business Name Search tab. */
export const BusinessNameSearchTab = lazy(() =>
  import('./BusinessNameSearchTab').then((m) => ({ default: m.BusinessNameSearchTab })),
);
