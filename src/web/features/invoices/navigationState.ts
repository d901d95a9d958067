import { navigationField, recordId } from '../../kit/navigationState';

/** The invoice opened on /addnewinvoice: `{ id }` in the navigation state (the list, a notification). */
export const { read: invoiceIdFromState, write: editInvoiceState } = navigationField('id', recordId);
