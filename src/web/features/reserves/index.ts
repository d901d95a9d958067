import { lazy } from 'react';

/** The reserves screen, its own chunk (the router imports this name). */
export const ReservesPage = lazy(() => import('./ReservesPage').then((m) => ({ default: m.ReservesPage })));
// Lazy pages only: anything else imported here would join the sign-in page's download.
export { CreateRrBatchPage } from './createBatch';
