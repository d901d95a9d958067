import { lazy } from 'react';

/** The money approvals screen, its own chunk (the router imports this name). */
export const ApprovalsPage = lazy(() =>
  import('./ApprovalsPage').then((m) => ({ default: m.ApprovalsPage })),
);
