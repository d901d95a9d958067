import { lazy } from 'react';

/** The invoice screens, each its own chunk (the router imports these names). */
export const InvoiceListPage = lazy(() =>
  import('./InvoiceListPage').then((m) => ({ default: m.InvoiceListPage })),
);
export const InvoiceFormPage = lazy(() =>
  import('./InvoiceFormPage').then((m) => ({ default: m.InvoiceFormPage })),
);
export { InvoiceDetailPanel } from './lazyInvoiceDetailPanel';
