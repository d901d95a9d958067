import { lazy } from 'react';

/** The Edit Client page (/clientprofile): details, Documents, Client Users and contract documents. */
export const ClientProfilePage = lazy(() =>
  import('./ClientProfilePage').then((m) => ({ default: m.ClientProfilePage })),
);
