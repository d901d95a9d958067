import { lazy } from 'react';

/** The credit request screens, their own chunk (the router imports these names). */
export const ClientRequestPage = lazy(() =>
  import('./CreditRequestListPage').then((m) => ({ default: m.ClientRequestPage })),
);
export const DebtorRequestPage = lazy(() =>
  import('./CreditRequestListPage').then((m) => ({ default: m.DebtorRequestPage })),
);
export const AddCreditRequestPage = lazy(() =>
  import('./AddCreditRequestPage').then((m) => ({ default: m.AddCreditRequestPage })),
);
