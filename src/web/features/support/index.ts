import { lazy } from 'react';

/** The Support screen, its own chunk (the router imports this name). */
export const SupportPage = lazy(() => import('./SupportPage').then((m) => ({ default: m.SupportPage })));
