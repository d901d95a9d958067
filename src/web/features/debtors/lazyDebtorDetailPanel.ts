import { lazy } from 'react';

/** The debtor's detail panel, for the workspace beside a list (its own chunk too). */
export const DebtorDetailPanel = lazy(() =>
  import('./DebtorDetailPanel').then((m) => ({ default: m.DebtorDetailPanel })),
);
