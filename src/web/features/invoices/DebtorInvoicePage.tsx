import { Button } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../app/currentUser';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
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
  const navigate = useNavigate();
  const held = useHeldRights();
  const id = invoiceIdFromState(location.state);
  const mayOpen = id !== null && held.has('invoice_selection');
  const { data: invoice, isLoading, isError } = useGetDebtorInvoiceQuery(mayOpen ? id : skipToken);

  if (!mayOpen) return <Navigate to="/invoices" replace />;

  const title = messages.invoice.edit;
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[{ text: messages.invoice.invoices, to: '/invoices' }, { text: title }]}
      actions={invoice && held.has('approval_denial') ? <DebtorDecision invoice={invoice} /> : undefined}
    />
  );
  if (isLoading) {
    return (
      <>
        {header}
        <LoadingBlock />
      </>
    );
  }
  if (isError || !invoice) {
    return (
      <>
        {header}
        <EmptyState
          title={isError ? messages.generic.failure : messages.http.notFound}
          icon="error"
          action={<Button text={messages.common.back} onClick={() => navigate('/invoices')} />}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <DebtorInvoiceForm key={invoice.id} invoice={invoice} />
    </>
  );
}
