import { Checkbox, HTMLTable } from '@blueprintjs/core';
import type { ChargebackChoice } from '../../../../machines/scheduleVerification.machine';
import { settlementAmountOf } from '../../../shared/chargebackSettlement';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';

const W = messages.schedule.workflows;

export interface ChargebackChoiceTableProps {
  /** The choice as the machine describes it. */
  choice: ChargebackChoice;
  /** Whether the boxes take clicks (not while a call is out). */
  disabled: boolean;
  onToggle: (chargebackId: number) => void;
  onToggleAll: () => void;
}

/** The client's open chargebacks with a box each, and one that chooses them all. */
export function ChargebackChoiceTable({
  choice,
  disabled,
  onToggle,
  onToggleAll,
}: ChargebackChoiceTableProps) {
  const someChosen = choice.selectedIds.length > 0 && !choice.allSelected;
  return (
    <HTMLTable compact striped aria-label={messages.schedule.verify}>
      <thead>
        <tr>
          <th scope="col">
            <Checkbox
              aria-label={W.chooseAllChargebacks}
              checked={choice.allSelected}
              indeterminate={someChosen}
              disabled={disabled}
              onChange={onToggleAll}
            />
          </th>
          <th scope="col">{W.columns.invoiceNo}</th>
          <th scope="col">{W.columns.scheduleNo}</th>
          <th scope="col">{W.columns.chargeback}</th>
          <th scope="col">{W.columns.adjustedChargeback}</th>
        </tr>
      </thead>
      <tbody>
        {choice.chargebacks.map((row) => (
          <tr key={row.id}>
            <td>
              <Checkbox
                aria-label={W.chooseChargeback(String(row.invoice_no ?? row.id))}
                checked={choice.selectedIds.includes(row.id)}
                disabled={disabled}
                onChange={() => onToggle(row.id)}
              />
            </td>
            <td>{row.invoice_no ?? ''}</td>
            <td>{row.schedule_no ?? ''}</td>
            <td>{formatUsd(row.cb)}</td>
            <td>{formatUsd(settlementAmountOf(row))}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
