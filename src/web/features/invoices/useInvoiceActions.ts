import { useState } from 'react';
import { Intent } from '@blueprintjs/core';
import type { InvoiceRow } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { invoiceSelectionRefusal } from '../../../shared/validation/moveToSchedule';
import type { TableAction } from '../../kit/tableTypes';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useConfirm } from '../../kit/useConfirm';
import { useDeleteInvoicesMutation } from './api';

/** The selection rules read of a list row (the server applies the same to the stored invoices). */
function selectable(row: InvoiceRow) {
  return {
    prospect_id: row.prospect_id,
    funding_date: row.funding_date,
    schedule_id: row.schedule_id,
    deleted: row.deleted,
  };
}

/** Whether Move To Schedule and Delete Invoice may act on the selection (spec part 2 §4 Invoices). */
export function mayMoveOrDelete(selected: readonly InvoiceRow[]): boolean {
  return invoiceSelectionRefusal(selected.map(selectable)) === null;
}

/**
 * The /invoices kebab: Move To Schedule (opens its dialog on the selection) and Delete Invoice
 * (after a confirmation), each only with its right and enabled per the selection rules.
 */
export function useInvoiceActions(): {
  actions: TableAction<InvoiceRow>[];
  moving: readonly InvoiceRow[] | null;
  closeMove: () => void;
} {
  const confirm = useConfirm();
  const [deleteInvoices] = useDeleteInvoicesMutation();
  const [moving, setMoving] = useState<readonly InvoiceRow[] | null>(null);

  const handleDelete = async (selected: readonly InvoiceRow[]) => {
    const agreed = await confirm({
      title: messages.invoice.deleteInvoice,
      message: messages.confirm.delete,
      intent: Intent.DANGER,
    });
    if (!agreed) return;
    try {
      const answer = await deleteInvoices({ ids: selected.map((row) => row.id) }).unwrap();
      void toastSuccess(messages.crud.deleted('Invoice').title, answer.message);
    } catch (error) {
      void toastFromError(error, messages.titles.deletionFailed);
    }
  };

  return {
    moving,
    closeMove: () => setMoving(null),
    actions: [
      {
        id: 'move-to-schedule',
        label: messages.invoice.moveToSchedule,
        icon: 'calendar',
        right: 'move_to_schedule',
        enabled: mayMoveOrDelete,
        onSelect: (selected) => setMoving(selected),
      },
      {
        id: 'delete-invoice',
        label: messages.invoice.deleteInvoice,
        icon: 'trash',
        intent: Intent.DANGER,
        right: 'delete_invoice',
        enabled: mayMoveOrDelete,
        onSelect: (selected) => void handleDelete(selected),
      },
    ],
  };
}
