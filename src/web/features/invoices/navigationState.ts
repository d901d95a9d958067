/** The invoice opened on /addnewinvoice: `{ id }` in the navigation state (the list, a notification). */
export function invoiceIdFromState(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  const { id } = state;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The navigation state that opens an invoice on /addnewinvoice. */
export function editInvoiceState(id: number): { id: number } {
  return { id };
}
