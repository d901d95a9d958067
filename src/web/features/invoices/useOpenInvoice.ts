import { useOpenRecord } from '../../session/useOpenRecord';
import { editInvoiceState } from './navigationState';

/** Opens an invoice's form from a list, for holders of invoice_selection (undefined otherwise). */
export function useOpenInvoice(): ((row: { id: number }) => void) | undefined {
  return useOpenRecord(['invoice_selection'], '/addnewinvoice', (row: { id: number }) =>
    editInvoiceState(row.id),
  );
}
