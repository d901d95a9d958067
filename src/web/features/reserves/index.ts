import { lazy } from 'react';

/** The reserves screen, its own chunk (the router imports this name). */
export const ReservesPage = lazy(() => import('./ReservesPage').then((m) => ({ default: m.ReservesPage })));
export { CreateRrBatchPage } from './createBatch';
