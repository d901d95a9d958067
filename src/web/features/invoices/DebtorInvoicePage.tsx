import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { FormPage } from '../../kit/FormPage';
import { useGetDebtorInvoiceQuery } from './api';
import { DebtorDecision } from './DebtorDecision';
import { DebtorInvoiceForm } from './DebtorInvoiceForm';
import { invoiceIdFromState } from './navigationState';

/**
 * /addnewinvoice for a debtor user (spec part 2 §2, §4): one invoice it owes, with Approve and
 * Deny, its expected payment mode and note to keep up, and nothing of the client's terms (the
 * server does not send them). A debtor adds no invoices: without an id it goes back to /invoices.
 */
export function DebtorInvoicePage() {
  const location = useLocation();
  const held = useHeldRights();
  const id = invoiceIdFromState(location.state);
  const mayOpen = id !== null && held.has('invoice_selection');
  const { data: invoice, isLoading, isError } = useGetDebtorInvoiceQuery(mayOpen ? id : skipToken);

  if (!mayOpen) return <Navigate to="/invoices" replace />;

  return (
    <FormPage
      title={messages.invoice.edit}
      list={{ text: messages.invoice.invoices, to: '/invoices' }}
      actions={invoice && held.has('approval_denial') ? <DebtorDecision invoice={invoice} /> : undefined}
      loading={isLoading}
      failed={isError}
      missing={!invoice}
    >
      {invoice && <DebtorInvoiceForm key={invoice.id} invoice={invoice} />}
    </FormPage>
  );
}
