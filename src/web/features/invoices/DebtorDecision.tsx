import { Button, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { invoiceStatuses } from '../../../shared/constants';
import type { DebtorInvoice } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useChangeInvoiceStatusMutation } from './api';

export interface DebtorDecisionProps {
  invoice: DebtorInvoice;
}

/**
 * The debtor's Approve and Deny (spec part 2 §4 Invoices): only for an invoice not funded; Approve
 * is off once it is approved, Deny once denied. Either returns to /invoices when done.
 */
export function DebtorDecision({ invoice }: DebtorDecisionProps) {
  const navigate = useNavigate();
  const [changeStatus, { isLoading, originalArgs }] = useChangeInvoiceStatusMutation();
  const closed = invoice.is_funding || invoice.deleted;

  const decide = async (status: typeof invoiceStatuses.approved | typeof invoiceStatuses.denied) => {
    const toast = status === invoiceStatuses.approved ? messages.invoice.approved : messages.invoice.denied;
    try {
      await changeStatus({ ids: [invoice.id], status }).unwrap();
      void toastSuccess(toast.title, toast.message);
      navigate('/invoices');
    } catch (error) {
      void toastFromError(error, messages.titles.statusChangeFailed);
    }
  };

  return (
    <>
      <Button
        intent={Intent.SUCCESS}
        icon="tick"
        text={messages.invoice.approve}
        disabled={closed || invoice.status === invoiceStatuses.approved || isLoading}
        loading={isLoading && originalArgs?.status === invoiceStatuses.approved}
        onClick={() => void decide(invoiceStatuses.approved)}
      />
      <Button
        intent={Intent.DANGER}
        icon="cross"
        text={messages.invoice.deny}
        disabled={closed || invoice.status === invoiceStatuses.denied || isLoading}
        loading={isLoading && originalArgs?.status === invoiceStatuses.denied}
        onClick={() => void decide(invoiceStatuses.denied)}
      />
    </>
  );
}
