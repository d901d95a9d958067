/** What other features show of home: the notices for a screen not built and an unknown address. */
export { NotAvailablePage } from './NotAvailablePage';
export { NotFoundPage } from './NotFoundPage';
