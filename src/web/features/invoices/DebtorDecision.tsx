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

/** The debtor's two answers: the status each sets, its button and its toast. */
const decisions = [
  {
    status: invoiceStatuses.approved,
    intent: Intent.SUCCESS,
    icon: 'tick',
    text: messages.invoice.approve,
    toast: messages.invoice.approved,
  },
  {
    status: invoiceStatuses.denied,
    intent: Intent.DANGER,
    icon: 'cross',
    text: messages.invoice.deny,
    toast: messages.invoice.denied,
  },
] as const;

type Decision = (typeof decisions)[number];

/**
 * The debtor's Approve and Deny (spec part 2 §4 Invoices): only for an invoice not funded; Approve
 * is off once it is approved, Deny once denied. Either returns to /invoices when done.
 */
export function DebtorDecision({ invoice }: DebtorDecisionProps) {
  const navigate = useNavigate();
  const [changeStatus, { isLoading, originalArgs }] = useChangeInvoiceStatusMutation();
  const closed = invoice.is_funding || invoice.deleted;

  const decide = async ({ status, toast }: Decision) => {
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
      {decisions.map((decision) => (
        <Button
          key={decision.status}
          intent={decision.intent}
          icon={decision.icon}
          text={decision.text}
          disabled={closed || invoice.status === decision.status || isLoading}
          loading={isLoading && originalArgs?.status === decision.status}
          onClick={() => void decide(decision)}
        />
      ))}
    </>
  );
}
