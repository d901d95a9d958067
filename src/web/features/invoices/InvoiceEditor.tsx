import { Button } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../app/currentUser';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { useGetInvoiceQuery } from './api';
import { InvoiceForm } from './InvoiceForm';
import { invoiceIdFromState } from './navigationState';
import type { ViewerKind } from './viewerKind';

export interface InvoiceEditorProps {
  viewer: Exclude<ViewerKind, 'debtor'>;
}

/**
 * /addnewinvoice for staff and client users (spec part 2 §2): Add New Invoice, or Edit Invoice for
 * the id in the navigation state. Adding needs add_new_invoice and opening one invoice_selection;
 * without them the user goes back to /invoices.
 */
export function InvoiceEditor({ viewer }: InvoiceEditorProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const held = useHeldRights();
  const id = invoiceIdFromState(location.state);
  const mayOpen = id === null ? held.has('add_new_invoice') : held.has('invoice_selection');
  const { data: invoice, isLoading, isError } = useGetInvoiceQuery(mayOpen && id !== null ? id : skipToken);

  if (!mayOpen) return <Navigate to="/invoices" replace />;

  const title = id === null ? messages.invoice.addNew : messages.invoice.edit;
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[{ text: messages.invoice.invoices, to: '/invoices' }, { text: title }]}
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
