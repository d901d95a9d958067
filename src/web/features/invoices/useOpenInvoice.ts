import { useNavigate } from 'react-router-dom';
import { useHeldRights } from '../../session/currentUser';
import { editInvoiceState } from './navigationState';

/** Opens an invoice's form from a list, for holders of invoice_selection (undefined otherwise). */
export function useOpenInvoice(): ((row: { id: number }) => void) | undefined {
  const navigate = useNavigate();
  const held = useHeldRights();
  if (!held.has('invoice_selection')) return undefined;
  return (row) => navigate('/addnewinvoice', { state: editInvoiceState(row.id) });
}
