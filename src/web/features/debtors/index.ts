import { lazy } from 'react';

/** The debtor screens, each its own chunk (the router imports these names). */
export const DebtorListPage = lazy(() =>
  import('./DebtorListPage').then((m) => ({ default: m.DebtorListPage })),
);
export const DebtorFormPage = lazy(() =>
  import('./DebtorFormPage').then((m) => ({ default: m.DebtorFormPage })),
);
export { DebtorDetailPanel } from './lazyDebtorDetailPanel';
/** The debtor import dialog, also the client list's Import (docs/decisions/0026-clients.md). */
export const DebtorImportDialog = lazy(() =>
  import('./ImportDialog').then((m) => ({ default: m.ImportDialog })),
);
