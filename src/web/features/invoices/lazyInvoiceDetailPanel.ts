import { lazy } from 'react';

/** The invoice's detail panel, for the workspace beside a list (its own chunk too). */
export const InvoiceDetailPanel = lazy(() =>
  import('./InvoiceDetailPanel').then((m) => ({ default: m.InvoiceDetailPanel })),
);
