import { HTMLTable } from '@blueprintjs/core';
import type { ScheduleInvoice, TargetOption } from '../../../../machines/scheduleDeletion.machine';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { SelectField } from '../../kit/SelectField';

const W = messages.schedule.workflows;

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
  return (
    <HTMLTable compact striped aria-label={messages.schedule.delete}>
      <thead>
        <tr>
          <th scope="col">{W.columns.invoiceNo}</th>
          <th scope="col">{W.columns.debtor}</th>
          <th scope="col">{W.columns.invoiceAmount}</th>
          <th scope="col">{W.columns.target}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => {
          const options = optionsFor(invoice.invoice_id);
          const chosen = targetOf(invoice.invoice_id);
          const invoiceNo = String(invoice.invoice_no ?? invoice.invoice_id);
          return (
            <tr key={invoice.invoice_id}>
              <td>{invoiceNo}</td>
              <td>{invoice.legal_name ?? ''}</td>
              <td>{invoice.invoice_amount === undefined ? '' : formatUsd(invoice.invoice_amount)}</td>
              <td>
                <SelectField<TargetOption>
                  frameless
                  ariaLabel={W.targetOf(invoiceNo)}
                  placeholder={W.chooseTarget}
                  items={options}
                  value={options.find((option) => option.id === chosen) ?? null}
                  onChange={(option) => onAssign(invoice.invoice_id, option.id)}
                  itemLabel={(option) => option.label}
                  itemKey={(option) => option.id}
                  filterable={false}
                  disabled={disabled}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
