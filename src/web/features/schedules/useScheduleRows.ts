import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Intent } from '@blueprintjs/core';
import { maxInvoicesPerSchedule } from '../../../shared/constants';
import type { Schedule } from '../../../shared/contract/schedules';
import { messages } from '../../../shared/messages';
import type { DebtorPick } from '../../domain/DebtorSelect';
import { useZeroFundingOffer } from '../../invoiceRow/useZeroFundingOffer';
import { toastFromError, toastSuccess, toastWarning } from '../../kit/toast';
import { useConfirm } from '../../kit/useConfirm';
import type { ZodForm } from '../../kit/useZodForm';
import { useRemoveScheduleInvoicesMutation } from './api';
import {
  blankRow,
  type ScheduleFormValues,
  type ScheduleFormValuesSchema,
  type ScheduleRow,
} from './scheduleFormValues';
import type { RowHandlers } from './ScheduleInvoiceRow';

const S = messages.schedule.screens;

/**
 * The schedule form's rows: changing one, picking its debtor, checking its number, adding a row
 * (25 at most) and removing one (a saved invoice is taken out of the schedule on the server, after
 * a confirmation). `fill` changes values made for the user, which are no unsaved change of theirs.
 */
export function useScheduleRows(
  form: ZodForm<typeof ScheduleFormValuesSchema>,
  schedule: Schedule | null,
  fill: (patch: Partial<ScheduleFormValues>) => void,
) {
  const confirm = useConfirm();
  const [removeInvoices] = useRemoveScheduleInvoicesMutation();
  const [credits, setCredits] = useState<ReadonlyMap<number, string>>(new Map());
  const rows = form.values.invoices;
  const prospectId = typeof form.values.prospect_id === 'number' ? form.values.prospect_id : null;

  const setRows = (next: ScheduleRow[]) => form.setField('invoices', next);
  const updateRow = (index: number, change: (row: ScheduleRow) => ScheduleRow, touched?: string) => {
    setRows(rows.map((row, i) => (i === index ? change(row) : row)));
    if (touched) form.touch(`invoices.${index}.${touched}`);
  };

  const { numberLeft, offerDialog } = useZeroFundingOffer<number>((index, patch, lockNumber) =>
    updateRow(index, (row) => ({
      ...row,
      invoice: { ...row.invoice, ...patch },
      numberLocked: row.numberLocked || lockNumber,
    })),
  );

  const handleDebtor = (index: number, debtor: DebtorPick) =>
    updateRow(
      index,
      (row) => ({
        ...row,
        debtor,
        numberLocked: false,
        invoice: {
          ...row.invoice,
          debtor_id: debtor.id,
          debtor_contact: [],
          invoice_amount: '0.00',
          ...(row.invoice.id === undefined ? { invoice_no: '' } : {}),
        },
      }),
      'debtor_id',
    );

  const handleNumberLeft = (index: number) => {
    const row = rows[index];
    if (!row) return;
    const { invoice } = row;
    return numberLeft(index, {
      invoiceNo: String(invoice.invoice_no ?? ''),
      prospectId,
      debtorId: typeof invoice.debtor_id === 'number' ? invoice.debtor_id : null,
      stored: schedule?.invoices.find((stored) => stored.id === invoice.id) ?? null,
      locked: row.numberLocked,
    });
  };

  const addRow = () => {
    if (rows.length >= maxInvoicesPerSchedule) {
      void toastWarning(messages.titles.limit, messages.schedule.maxInvoices);
      return;
    }
    setRows([...rows, blankRow()]);
  };

  const handleRemoveRow = async (index: number) => {
    const id = rows[index]?.invoice.id;
    const others = rows.filter((_, i) => i !== index);
    if (id === undefined || id === null || !schedule) {
      setRows(others);
      return;
    }
    const confirmed = await confirm({
      title: S.removeRow(index + 1),
      message: messages.confirm.delete,
      intent: Intent.DANGER,
    });
    if (!confirmed) return;
    try {
      const answer = await removeInvoices({ schedule_id: [schedule.id], id: [Number(id)] }).unwrap();
      void toastSuccess(messages.crud.deleted('Invoice').title, answer.message);
      // The row is gone on the server too, so its removal is no unsaved change.
      fill({ invoices: others });
    } catch (error) {
      void toastFromError(error, messages.titles.deletionFailed);
    }
  };

  const handleCredit = useCallback((debtorId: number, available: string) => {
    setCredits((current) =>
      current.get(debtorId) === available ? current : new Map(current).set(debtorId, available),
    );
  }, []);

  // The rows get handlers that never change, reading the latest form through a ref, so a row
  // renders again only when its own values do.
  const latest = useRef({ updateRow, handleDebtor, handleNumberLeft, handleRemoveRow, form });
  useEffect(() => {
    latest.current = { updateRow, handleDebtor, handleNumberLeft, handleRemoveRow, form };
  });
  const handlers = useMemo<RowHandlers>(
    () => ({
      change: (index, patch, touched) =>
        latest.current.updateRow(
          index,
          (row) => ({ ...row, invoice: { ...row.invoice, ...patch } }),
          touched,
        ),
      touch: (index, field) => latest.current.form.touch(`invoices.${index}.${field}`),
      debtor: (index, debtor) => latest.current.handleDebtor(index, debtor),
      numberLeft: (index) => void latest.current.handleNumberLeft(index),
      remove: (index) => void latest.current.handleRemoveRow(index),
      credit: handleCredit,
    }),
    [handleCredit],
  );

  return { rows, prospectId, credits, handlers, addRow, offerDialog };
}
