import { useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../session/currentUser';
import { useRecordPageAccess } from '../../session/useRecordPageAccess';
import { RecordFormPage } from '../../kit/RecordFormPage';
import { useGetInvoiceQuery } from './api';
import { InvoiceForm } from './InvoiceForm';
import { invoiceIdFromState } from './navigationState';
import type { ViewerKind } from '../../session/viewerKind';

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
  const user = useCurrentUser();
  const id = invoiceIdFromState(location.state);
  const { mayOpen, recordArg } = useRecordPageAccess(id, {
    add: 'add_new_invoice',
    open: 'invoice_selection',
  });
  const query = useGetInvoiceQuery(recordArg);
  const invoice = query.data;

  return (
    <RecordFormPage
      mayOpen={mayOpen}
      record={id === null ? null : query}
      title={id === null ? messages.invoice.addNew : messages.invoice.edit}
      list={{ text: messages.invoice.invoices, to: '/invoices' }}
    >
      <InvoiceForm
        key={invoice?.id ?? 'new'}
        invoice={invoice ?? null}
        viewer={viewer}
        companyId={viewer === 'client' ? user.company_id : null}
        canSave={mayOpen}
      />
    </RecordFormPage>
  );
}
