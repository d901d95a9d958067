import { lazy } from 'react';

/** The unapplied cash screen, its own chunk (the router imports this name). */
export const UnappliedCashPage = lazy(() =>
  import('./UnappliedCashPage').then((m) => ({ default: m.UnappliedCashPage })),
);
