import { Button, Checkbox } from '@blueprintjs/core';
import {
  escrowFits,
  figuresOf,
  type ReserveReleaseEvent,
  type ReserveReleaseSnapshot,
} from '../../../../../machines/reserveRelease.machine';
import type { HeldEscrowRow } from '../../../../shared/contract/reserves';
import { formatUsDate } from '../../../../shared/dates';
import { messages } from '../../../../shared/messages';
import { formatUsd } from '../../../../shared/money';
import { AppDialog } from '../../../kit/AppDialog';
import { CompactTable, type CompactColumn } from '../../../kit/CompactTable';
import { FactList } from '../../../kit/FactList';
import { createBatchClasses } from './createBatchClasses';

const R = messages.reserve;
const B = R.createBatch;

export interface ReserveBreakdownDialogProps {
  isOpen: boolean;
  snapshot: ReserveReleaseSnapshot;
  send: (event: ReserveReleaseEvent) => void;
  /** Whether the form takes edits (not while posting). */
  editable: boolean;
  onClose: () => void;
}

/**
 * Reserve Breakdown (spec part 2 §4; 0029, the escrow rule): the extra escrow reserves a release may
 * take, the invoice escrows chosen, each escrow of the client that still fits the extra, Clear
 * Selection and Auto Select.
 */
export function ReserveBreakdownDialog({
  isOpen,
  snapshot,
  send,
  editable,
  onClose,
}: ReserveBreakdownDialogProps) {
  const { context } = snapshot;
  const figures = figuresOf(context);
  const escrows = context.loaded?.escrows.escrows ?? [];
  const chosen = new Set(context.escrowIds);
  const columns: CompactColumn<HeldEscrowRow>[] = [
    {
      title: B.select,
      cell: (escrow) => {
        const fits = escrowFits(context, escrow.invoice_id);
        return (
          <Checkbox
            aria-label={`${B.select} ${B.escrow} ${escrow.invoice_no}`}
            checked={chosen.has(escrow.invoice_id)}
            disabled={!editable || !fits}
            title={fits ? undefined : B.escrowPassesExtra}
            onChange={(event) =>
              send({
                type: 'TOGGLE_ESCROW',
                invoiceId: escrow.invoice_id,
                selected: event.currentTarget.checked,
              })
            }
          />
        );
      },
    },
    { title: B.invoiceNo, cell: (escrow) => escrow.invoice_no },
    { title: B.fundingDate, cell: (escrow) => formatUsDate(escrow.funding_date) },
    { title: B.escrow, numeric: true, cell: (escrow) => formatUsd(escrow.amount) },
  ];
  return (
    <AppDialog isOpen={isOpen} title={R.reserveBreakdown} onClose={onClose} size="lg">
      <div className={createBatchClasses.breakdownFigures}>
        <FactList
          facts={[
            { label: B.extraEscrow, value: formatUsd(figures.extraEscrow) },
            { label: B.selectedEscrows, value: formatUsd(figures.escrows) },
            { label: B.batchTotal, value: formatUsd(figures.batchTotal) },
          ]}
        />
      </div>
      <CompactTable
        label={B.escrowsTable}
        fill
        columns={columns}
        rows={escrows}
        rowKey={(escrow) => escrow.invoice_id}
      />
      {escrows.length === 0 && <p>{messages.table.noRecord}</p>}
      <div className={createBatchClasses.breakdownActions}>
        <Button
          text={R.clearSelection}
          disabled={!editable}
          onClick={() => send({ type: 'CLEAR_ESCROWS' })}
        />
        <Button
          text={R.autoSelect}
          disabled={!editable}
          onClick={() => send({ type: 'AUTO_SELECT_ESCROWS' })}
        />
      </div>
    </AppDialog>
  );
}
