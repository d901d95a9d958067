import { lazy } from 'react';

/** The prospect list screen, its own chunk (the router imports this name). */
export const ProspectListPage = lazy(() =>
  import('./ProspectListPage').then((m) => ({ default: m.ProspectListPage })),
);
