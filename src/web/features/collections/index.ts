import { lazy } from 'react';

/** The collection screens, each its own chunk (the router imports these names). */
export const CollectionListPage = lazy(() =>
  import('./CollectionListPage').then((m) => ({ default: m.CollectionListPage })),
);
export const AddCollectionPage = lazy(() =>
  import('./AddCollectionPage').then((m) => ({ default: m.AddCollectionPage })),
);
