import { lazy } from 'react';

/** Clients: the list (/ClientIndex), the client's details (/clientdetails) and its details panel. */
export const ClientListPage = lazy(() =>
  import('./ClientListPage').then((m) => ({ default: m.ClientListPage })),
);
export const ClientDetailsPage = lazy(() =>
  import('./ClientDetailsPage').then((m) => ({ default: m.ClientDetailsPage })),
);
/** The client's summary and editable cards, also the Edit Client page's details tab. */
export const ClientDetailsPanel = lazy(() =>
  import('./ClientDetailsPanel').then((m) => ({ default: m.ClientDetailsPanel })),
);
/** The client /clientdetails and the Edit Client page open: the one stored under 'param'. */
export { storedClientParam } from './clientParam';
