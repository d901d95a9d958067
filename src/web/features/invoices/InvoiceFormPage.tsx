import { Button } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../app/currentUser';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { useGetInvoiceQuery } from './api';
import { DebtorDecision } from './DebtorDecision';
import { InvoiceForm } from './InvoiceForm';
import { invoiceIdFromState } from './navigationState';
import { viewerKindOf } from './viewerKind';

/**
 * /addnewinvoice (spec part 2 §2): Add New Invoice, or Edit Invoice for the id in the navigation
 * state. Adding needs add_new_invoice and opening one invoice_selection; without them the user goes
 * back to /invoices. A debtor user gets Approve and Deny.
 */
export function InvoiceFormPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const held = useHeldRights();
  const viewer = viewerKindOf(user);
  const id = invoiceIdFromState(location.state);
  const mayOpen = id === null ? held.has('add_new_invoice') : held.has('invoice_selection');
  const { data: invoice, isLoading, isError } = useGetInvoiceQuery(mayOpen && id !== null ? id : skipToken);

  if (!mayOpen) return <Navigate to="/invoices" replace />;

  const title = id === null ? messages.invoice.addNew : messages.invoice.edit;
  const decision =
    invoice && viewer === 'debtor' && held.has('approval_denial') ? (
      <DebtorDecision invoice={invoice} />
    ) : undefined;
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[{ text: messages.invoice.invoices, to: '/invoices' }, { text: title }]}
      actions={decision}
    />
  );

  if (id !== null && isLoading) {
    return (
      <>
        {header}
        <LoadingBlock />
      </>
    );
  }
  if (id !== null && (isError || !invoice)) {
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
      <InvoiceForm
        key={invoice?.id ?? 'new'}
        invoice={invoice ?? null}
        viewer={viewer}
        companyId={viewer === 'client' ? user.company_id : null}
        canSave={id === null ? held.has('add_new_invoice') : held.has('invoice_selection')}
      />
    </>
  );
}
