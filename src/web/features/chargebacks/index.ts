import { lazy } from 'react';

/** The chargebacks screen, its own chunk (the router imports this name). */
export const ChargebacksPage = lazy(() =>
  import('./ChargebacksPage').then((m) => ({ default: m.ChargebacksPage })),
);
