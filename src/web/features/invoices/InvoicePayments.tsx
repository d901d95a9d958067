import type { Payment } from '../../../shared/contract/funding';
import { formatUsDate } from '../../../shared/dates';
import { formatUsd } from '../../../shared/money';
import { workspaceMessages as W } from '../../../shared/workspaceMessages';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';

const C = W.columns;

const columns: readonly CompactColumn<Payment>[] = [
  { title: C.date, cell: (payment) => formatUsDate(payment.check_date) },
  { title: C.payment, cell: (payment) => `${payment.payment_type_text} ${payment.transaction_number}` },
  { title: C.amount, cell: (payment) => formatUsd(payment.amount), numeric: true },
  { title: C.reversed, cell: (payment) => formatUsDate(payment.reversed_at) },
];

/** The payments that bought an invoice (a reversed one keeps its row with the reversal date). */
export function InvoicePayments({ payments }: { payments: readonly Payment[] }) {
  return (
    <CompactTable
      columns={columns}
      rows={payments}
      rowKey={(payment) => payment.id}
      label={W.invoice.payments}
    />
  );
}
