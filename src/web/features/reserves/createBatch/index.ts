import { lazy } from 'react';

/** Create RR Batch, its own chunk (the router imports this name). */
export const CreateRrBatchPage = lazy(() =>
  import('./CreateRrBatchPage').then((m) => ({ default: m.CreateRrBatchPage })),
);
