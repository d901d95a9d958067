import { lazy } from 'react';

/** The underwriting checklist (/clientchecklist). */
export const ClientChecklistPage = lazy(() =>
  import('./ClientChecklistPage').then((m) => ({ default: m.ClientChecklistPage })),
);
