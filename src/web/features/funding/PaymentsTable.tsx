import type { ReactNode } from 'react';
import type { Payment } from '../../../shared/contract/funding';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { fundingClasses } from './fundingClasses';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';

const S = messages.funding.screens;
const C = S.paymentColumns;

const columns: readonly CompactColumn<Payment>[] = [
  { title: C.paymentType, cell: (payment) => payment.payment_type_text },
  { title: C.number, cell: (payment) => payment.transaction_number, className: fundingClasses.number },
  { title: C.paymentDate, cell: (payment) => formatUsDate(payment.check_date) },
  { title: C.depositDate, cell: (payment) => formatUsDate(payment.check_deposit_date) },
  { title: C.postingDate, cell: (payment) => formatUsDate(payment.posting_date) },
  { title: C.amount, cell: (payment) => formatUsd(payment.amount), numeric: true },
  { title: C.wireFee, cell: (payment) => formatUsd(payment.wire_fee), numeric: true },
  { title: C.paidAmount, cell: (payment) => formatUsd(payment.paid_amount), numeric: true },
  {
    title: C.reversed,
    cell: (payment) => (payment.reversed_at ? S.reversedOn(formatUsDate(payment.reversed_at)) : ''),
  },
];

export interface PaymentsTableProps<P extends Payment> {
  payments: readonly P[];
  /** What to show under a payment's row, across the table (Show Payment: its journal entries). */
  renderDetail?: (payment: P) => ReactNode;
}

/** The payments of a schedule, oldest first; a reversed one says when it was reversed. */
export function PaymentsTable<P extends Payment>({ payments, renderDetail }: PaymentsTableProps<P>) {
  if (payments.length === 0) return <p>{S.noPayments}</p>;
  return (
    <CompactTable<P>
      fill
      label={messages.funding.payments}
      columns={columns}
      rows={payments}
      rowKey={(payment) => payment.id}
      rowClassName={(payment) => (payment.reversed_at ? fundingClasses.reversed : undefined)}
      renderDetail={renderDetail}
    />
  );
}
