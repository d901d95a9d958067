import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import { closedScheduleRefusal, type ScheduleStanding } from '../../../shared/closedSchedule';
import { maxInvoicesPerSchedule } from '../../../shared/constants';
import type { ClientChoice } from '../../../shared/contract/invoices';
import type { Schedule } from '../../../shared/contract/schedules';
import { messages } from '../../../shared/messages';
import { readMoneyText } from '../../../shared/contract/money';
import {
  creditRefusals,
  ScheduleFormSchema,
  type ScheduleFormInput,
  type ScheduleInvoiceRowInput,
} from '../../../shared/validation/scheduleForm';
import { FormActions } from '../../kit/FormActions';
import { TextField } from '../../kit/TextField';
import { toastError, toastFromError, toastSuccess, toastWarning } from '../../kit/toast';
import { useConfirm } from '../../kit/useConfirm';
import { useLeaveAfterSave } from '../../kit/useLeaveAfterSave';
import { useZodForm } from '../../kit/useZodForm';
import { formGrid } from '../users/formGrid';
import { saveFailureMessage } from '../users/saveFailure';
import { useClientTermsQuery, useInvoiceDropdownsQuery } from '../invoices/api';
import { ClientSelect } from '../invoices/ClientSelect';
import type { DebtorPick } from '../invoices/DebtorSelect';
import { useInvoiceNumberCheck, type NumberVerdict } from '../invoices/useInvoiceNumberCheck';
import { ZeroFundingDialog } from '../invoices/ZeroFundingDialog';
import {
  useNextScheduleNumberQuery,
  useRemoveScheduleInvoicesMutation,
  useSaveScheduleMutation,
} from './api';
import { scheduleClasses } from './scheduleClasses';
import {
  blankMeta,
  blankRow,
  rowsWithFigures,
  scheduleFormValues,
  scheduleRowMeta,
  type RowMeta,
} from './scheduleFormValues';
import { ScheduleInvoiceRowFields, type RowHandlers } from './ScheduleInvoiceRowFields';

const S = messages.schedule.screens;

export interface ScheduleFormProps {
  /** The schedule being edited or viewed; null adds a new one. */
  schedule: Schedule | null;
  /** A client user: its company chosen and locked, commitment date and payment mode not its to set. */
  forClientUser: boolean;
  companyId: number | null;
  /** add_new_schedule for a new schedule, schedule_selection for a saved one. */
  canSave: boolean;
}

type RowOffer = Extract<NumberVerdict, { kind: 'zeroFunding' }> & { index: number };

function standingOf(schedule: Schedule): ScheduleStanding {
  return {
    scheduleNo: schedule.schedule_no,
    deleted: schedule.deleted_at !== null,
    verified: schedule.verified_at !== null,
    funded: schedule.schedule_fund_date !== null,
    terminated: schedule.is_terminated,
  };
}

/**
 * The Add/Edit/View Schedule form (spec part 2 §4, §5): a client and its next schedule number, then
 * up to 25 invoice rows under the invoice rules; each debtor's rows together within its available
 * credit; a deleted schedule only viewed, a verified or funded one (or a terminated client's) edited
 * but given no new row.
 */
export function ScheduleForm({ schedule, forClientUser, companyId, canSave }: ScheduleFormProps) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const form = useZodForm(ScheduleFormSchema, scheduleFormValues(schedule, companyId));
  const [client, setClient] = useState<ClientChoice | null>(
    schedule ? { id: schedule.prospect_id, company_business_name: schedule.company_business_name } : null,
  );
  const [meta, setMeta] = useState<RowMeta[]>(() => scheduleRowMeta(schedule));
  const [credits, setCredits] = useState<ReadonlyMap<number, string>>(new Map());
  const [offer, setOffer] = useState<RowOffer | null>(null);
  const [saveSchedule, { isLoading: saving }] = useSaveScheduleMutation();
  const [removeInvoices] = useRemoveScheduleInvoicesMutation();
  const checkNumber = useInvoiceNumberCheck();
  const dropdowns = useInvoiceDropdownsQuery();

  const rows = form.values.invoices as ScheduleInvoiceRowInput[];
  const prospectId = typeof form.values.prospect_id === 'number' ? form.values.prospect_id : null;
  const terms = useClientTermsQuery(prospectId ?? skipToken);
  const nextNumber = useNextScheduleNumberQuery(
    schedule === null && prospectId !== null ? prospectId : skipToken,
  );
  const readOnly = !canSave || schedule?.deleted_at != null;
  // A closed schedule keeps its rows editable but takes no new one (src/shared/closedSchedule.ts).
  const closedBecause = schedule === null ? null : closedScheduleRefusal(standingOf(schedule));
  const leaveAfterSave = useLeaveAfterSave(form.isDirty && !readOnly, '/scheduleofassignment');

  /** Changes made for the user (a number, the computed figures) are not unsaved changes of theirs. */
  const fill = useCallback(
    (patch: Partial<ScheduleFormInput>) => {
      if (form.isDirty) form.setFields(patch);
      else form.reset({ ...form.values, ...patch });
    },
    [form],
  );

  useEffect(() => {
    if (nextNumber.data !== undefined && form.values.schedule_no !== nextNumber.data) {
      fill({ schedule_no: nextNumber.data });
    }
  }, [nextNumber.data, form.values.schedule_no, fill]);

  useEffect(() => {
    if (!terms.data || readOnly) return;
    const computed = rowsWithFigures(rows, meta, terms.data);
    if (JSON.stringify(computed) !== JSON.stringify(rows)) fill({ invoices: computed });
  }, [terms.data, rows, meta, readOnly, fill]);

  const handleCredit = useCallback((debtorId: number, available: string) => {
    setCredits((current) =>
      current.get(debtorId) === available ? current : new Map(current).set(debtorId, available),
    );
  }, []);

  const refusals = creditRefusals(
    rows.map((row) => ({
      debtor_id: typeof row.debtor_id === 'number' ? row.debtor_id : null,
      invoice_amount: readMoneyText(row.invoice_amount),
    })),
    credits,
  );
  const savedIdsOf = (debtorId: unknown): string =>
    rows
      .flatMap((row) => (row.debtor_id === debtorId && typeof row.id === 'number' ? [row.id] : []))
      .sort((a, b) => a - b)
      .join(',');

  const setRows = (next: ScheduleInvoiceRowInput[]) => form.setField('invoices', next);
  const touchRow = (index: number, field: string) => form.touch(`invoices.${index}.${field}`);
  const updateRow = (index: number, patch: Partial<ScheduleInvoiceRowInput>, touched?: string) => {
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    if (touched) form.touch(`invoices.${index}.${touched}`);
  };

  const handleClient = (next: ClientChoice) => {
    setClient(next);
    setMeta([blankMeta()]);
    form.setFields({ prospect_id: next.id, invoices: [blankRow()] });
  };

  const handleDebtor = (index: number, debtor: DebtorPick) => {
    const row = rows[index];
    setMeta((current) =>
      current.map((entry, i) => (i === index ? { ...entry, debtor, numberLocked: false } : entry)),
    );
    updateRow(
      index,
      {
        debtor_id: debtor.id,
        debtor_contact: [],
        invoice_amount: '0.00',
        ...(row?.id === undefined ? { invoice_no: '' } : {}),
      },
      'debtor_id',
    );
  };

  const handleAddRow = () => {
    if (rows.length >= maxInvoicesPerSchedule) {
      void toastWarning(messages.titles.limit, messages.schedule.maxInvoices);
      return;
    }
    setMeta((current) => [...current, blankMeta()]);
    setRows([...rows, blankRow()]);
  };

  const dropRow = (index: number) => {
    setMeta((current) => current.filter((_, i) => i !== index));
    return rows.filter((_, i) => i !== index);
  };

  const handleRemoveRow = async (index: number) => {
    const row = rows[index];
    if (row?.id === undefined || row.id === null || !schedule) {
      setRows(dropRow(index));
      return;
    }
    if (
      !(await confirm({
        title: S.removeRow(index + 1),
        message: messages.confirm.delete,
        intent: Intent.DANGER,
      }))
    )
      return;
    try {
      const answer = await removeInvoices({ schedule_id: [schedule.id], id: [Number(row.id)] }).unwrap();
      void toastSuccess(messages.crud.deleted('Invoice').title, answer.message);
      // The row is gone on the server too, so its removal is no unsaved change.
      fill({ invoices: dropRow(index) });
    } catch (error) {
      void toastFromError(error, messages.titles.deletionFailed);
    }
  };

  const handleNumberLeft = async (index: number) => {
    const row = rows[index];
    const invoiceNo = String(row?.invoice_no ?? '').trim();
    if (!row || meta[index]?.numberLocked || prospectId === null || typeof row.debtor_id !== 'number') return;
    if (!/^\d{1,6}$/.test(invoiceNo)) return;
    const stored = schedule?.invoices.find((invoice) => invoice.id === row.id);
    if (stored && stored.invoice_no === invoiceNo) return;
    const verdict = await checkNumber({
      invoice_no: invoiceNo,
      prospect_id: prospectId,
      debtor_id: row.debtor_id,
      ...(typeof row.id === 'number' ? { id: row.id } : {}),
    });
    if (verdict.kind === 'zeroFunding') setOffer({ ...verdict, index });
    if (verdict.kind === 'taken') {
      updateRow(index, { invoice_no: '' });
      void toastWarning(
        messages.titles.validationFailed,
        verdict.message ?? messages.invoice.screens.numberTaken,
      );
    }
  };

  const handleAcceptOffer = () => {
    if (!offer) return;
    const { reissue, index } = offer;
    updateRow(index, {
      invoice_no: reissue.invoice_no,
      invoice_amount: reissue.invoice_amount,
      invoice_date: reissue.invoice_date,
      invoice_due_date: reissue.invoice_due_date,
      advance_amount: reissue.advance_amount,
      payment_type: reissue.payment_type,
      commitment_date: null,
    });
    setMeta((current) => current.map((entry, i) => (i === index ? { ...entry, numberLocked: true } : entry)));
    setOffer(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || readOnly || saving || refusals.length > 0) return;
    try {
      await saveSchedule(result.data).unwrap();
      const toast = schedule ? messages.crud.updated('Schedule') : messages.crud.created('Schedule');
      void toastSuccess(toast.title, toast.message);
      leaveAfterSave();
    } catch (error) {
      void toastError(
        schedule ? messages.titles.error : messages.titles.creationFailed,
        saveFailureMessage(error, messages.generic.failure),
      );
    }
  };

  const rowErrors = (index: number) => {
    const shown: Record<string, string> = {};
    const prefix = `invoices.${index}.`;
    for (const path of Object.keys(form.errors)) {
      const message = path.startsWith(prefix) ? form.errorOf(path) : undefined;
      if (message !== undefined) shown[path.slice(prefix.length)] = message;
    }
    return shown;
  };

  // The rows get handlers that never change, reading the latest form through a ref, so a row
  // renders again only when its own values do.
  const latest = useRef({
    updateRow,
    touchRow,
    handleDebtor,
    handleNumberLeft,
    handleRemoveRow,
    handleCredit,
  });
  useEffect(() => {
    latest.current = { updateRow, touchRow, handleDebtor, handleNumberLeft, handleRemoveRow, handleCredit };
  });
  const rowHandlers = useMemo<RowHandlers>(
    () => ({
      change: (index, patch, touched) => latest.current.updateRow(index, patch, touched),
      touch: (index, field) => latest.current.touchRow(index, field),
      debtor: (index, debtor) => latest.current.handleDebtor(index, debtor),
      numberLeft: (index) => void latest.current.handleNumberLeft(index),
      remove: (index) => void latest.current.handleRemoveRow(index),
      credit: (debtorId, available) => latest.current.handleCredit(debtorId, available),
    }),
    [],
  );

  return (
    <Card>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-label={
          schedule ? (readOnly ? messages.schedule.view : messages.schedule.edit) : messages.schedule.addNew
        }
      >
        {schedule?.deleted_at != null && <Callout intent={Intent.WARNING}>{S.viewOnly}</Callout>}
        {!readOnly && closedBecause !== null && <Callout intent={Intent.PRIMARY}>{closedBecause}</Callout>}
        <div className={`${formGrid.grid} ${scheduleClasses.head}`}>
          <ClientSelect
            value={client}
            onChange={handleClient}
            onBlur={() => form.touch('prospect_id')}
            ownCompany={forClientUser}
            disabled={readOnly || schedule !== null}
            error={form.errorOf('prospect_id')}
          />
          <TextField
            label={S.labels.scheduleNo}
            required
            value={String(form.values.schedule_no ?? '')}
            onChange={() => undefined}
            readOnly
            error={form.errorOf('schedule_no')}
          />
        </div>
        {prospectId !== null && terms.isSuccess && terms.data === null && (
          <Callout intent={Intent.WARNING}>{messages.invoice.screens.noTerms}</Callout>
        )}
        {rows.map((row, index) => {
          const rowMeta = meta[index] ?? blankMeta();
          const refusal = refusals.find((candidate) => candidate.debtor_id === row.debtor_id);
          return (
            <ScheduleInvoiceRowFields
              key={rowMeta.key}
              index={index}
              row={row}
              meta={rowMeta}
              prospectId={prospectId}
              leaveOut={savedIdsOf(row.debtor_id)}
              dropdowns={dropdowns.data}
              readOnly={readOnly}
              forClientUser={forClientUser}
              creditWarning={refusal?.message}
              errors={rowErrors(index)}
              handlers={rowHandlers}
            />
          );
        })}
        {form.errorOf('invoices') && <Callout intent={Intent.DANGER}>{form.errorOf('invoices')}</Callout>}
        {refusals.length > 0 && (
          <div className={scheduleClasses.notes} role="alert">
            {refusals.map((refusal) => (
              <Callout key={refusal.debtor_id} intent={Intent.WARNING}>
                {refusal.message}
              </Callout>
            ))}
          </div>
        )}
        {!readOnly && closedBecause === null && (
          <Button
            icon="add"
            text={messages.schedule.addMore}
            onClick={handleAddRow}
            disabled={prospectId === null}
          />
        )}
        <FormActions
          saving={saving}
          readOnly={readOnly}
          saveDisabled={refusals.length > 0}
          onCancel={() => navigate('/scheduleofassignment')}
        />
      </form>
      {offer && (
        <ZeroFundingDialog
          message={offer.message}
          onAccept={handleAcceptOffer}
          onClose={() => {
            updateRow(offer.index, { invoice_no: '' });
            setOffer(null);
          }}
        />
      )}
    </Card>
  );
}
