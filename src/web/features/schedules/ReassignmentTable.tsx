import type { ScheduleInvoice, TargetOption } from '../../../../machines/scheduleDeletion.machine';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';
import { SelectField } from '../../kit/SelectField';

const W = messages.schedule.workflows;

function invoiceNoOf(invoice: ScheduleInvoice): string {
  return String(invoice.invoice_no ?? invoice.invoice_id);
}

export interface ReassignmentTableProps {
  invoices: readonly ScheduleInvoice[];
  /** The targets offered for an invoice (New Schedule first). */
  optionsFor: (invoiceId: number) => TargetOption[];
  /** The chosen target id of an invoice, if any. */
  targetOf: (invoiceId: number) => number | undefined;
  disabled: boolean;
  onAssign: (invoiceId: number, targetId: number) => void;
}

/** Each invoice of the schedule being deleted, with the schedule it moves to. */
export function ReassignmentTable({
  invoices,
  optionsFor,
  targetOf,
  disabled,
  onAssign,
}: ReassignmentTableProps) {
  const columns: readonly CompactColumn<ScheduleInvoice>[] = [
    { title: W.columns.invoiceNo, cell: invoiceNoOf },
    { title: W.columns.debtor, cell: (invoice) => invoice.legal_name ?? '' },
    {
      title: W.columns.invoiceAmount,
      cell: (invoice) => (invoice.invoice_amount === undefined ? '' : formatUsd(invoice.invoice_amount)),
    },
    {
      title: W.columns.target,
      cell: (invoice) => {
        const options = optionsFor(invoice.invoice_id);
        const chosen = targetOf(invoice.invoice_id);
        return (
          <SelectField<TargetOption>
            frameless
            ariaLabel={W.targetOf(invoiceNoOf(invoice))}
            placeholder={W.chooseTarget}
            items={options}
            value={options.find((option) => option.id === chosen) ?? null}
            onChange={(option) => onAssign(invoice.invoice_id, option.id)}
            itemLabel={(option) => option.label}
            itemKey={(option) => option.id}
            filterable={false}
            disabled={disabled}
          />
        );
      },
    },
  ];
  return (
    <CompactTable
      label={messages.schedule.delete}
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.invoice_id}
    />
  );
}
