import { Fragment, useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import { closedScheduleRefusal, type ScheduleStanding } from '../../../shared/closedSchedule';
import type { ClientChoice } from '../../../shared/contract/invoiceLookups';
import type { Schedule } from '../../../shared/contract/schedules';
import { messages } from '../../../shared/messages';
import { readMoneyText } from '../../../shared/contract/money';
import { creditRefusals } from '../../../shared/validation/scheduleForm';
import { ClientSelect } from '../../domain/ClientSelect';
import { useClientTermsQuery } from '../../invoiceRow/invoiceRowApi';
import { FormActions } from '../../kit/FormActions';
import { TextField } from '../../kit/TextField';
import { useSaveAndLeave } from '../../kit/useSaveAndLeave';
import { useZodForm } from '../../kit/useZodForm';
import { formGrid } from '../../kit/formGrid';
import { useNextScheduleNumberQuery, useSaveScheduleMutation } from './api';
import { scheduleClasses } from './scheduleClasses';
import {
  blankRow,
  rowsWithFigures,
  scheduleFormValues,
  ScheduleFormValuesSchema,
  type ScheduleFormValues,
} from './scheduleFormValues';
import { ScheduleInvoiceRow } from './ScheduleInvoiceRow';
import { useScheduleRows } from './useScheduleRows';
import { PledgeMatchesCallout } from '../pledge-matches/shared';

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
  const form = useZodForm(ScheduleFormValuesSchema, scheduleFormValues(schedule, companyId));
  const [client, setClient] = useState<ClientChoice | null>(
    schedule ? { id: schedule.prospect_id, company_business_name: schedule.company_business_name } : null,
  );
  const [saveSchedule, { isLoading: saving }] = useSaveScheduleMutation();

  /** Changes made for the user (a number, the computed figures) are not unsaved changes of theirs. */
  const fill = useCallback(
    (patch: Partial<ScheduleFormValues>) => {
      if (form.isDirty) form.setFields(patch);
      else form.reset({ ...form.values, ...patch });
    },
    [form],
  );
  const { rows, prospectId, credits, handlers, addRow, offerDialog } = useScheduleRows(form, schedule, fill);
  const terms = useClientTermsQuery(prospectId ?? skipToken);
  const nextNumber = useNextScheduleNumberQuery(
    schedule === null && prospectId !== null ? prospectId : skipToken,
  );
  const readOnly = !canSave || schedule?.deleted_at != null;
  // A closed schedule keeps its rows editable but takes no new one (src/shared/closedSchedule.ts).
  const closedBecause = schedule === null ? null : closedScheduleRefusal(standingOf(schedule));
  const saveAndLeave = useSaveAndLeave(form.isDirty && !readOnly, '/scheduleofassignment');

  useEffect(() => {
    if (nextNumber.data !== undefined && form.values.schedule_no !== nextNumber.data) {
      fill({ schedule_no: nextNumber.data });
    }
  }, [nextNumber.data, form.values.schedule_no, fill]);

  useEffect(() => {
    if (!terms.data || readOnly) return;
    const computed = rowsWithFigures(rows, terms.data);
    if (computed.some((row, index) => row !== rows[index])) fill({ invoices: computed });
  }, [terms.data, rows, readOnly, fill]);

  const refusals = creditRefusals(
    rows.map(({ invoice }) => ({
      debtor_id: typeof invoice.debtor_id === 'number' ? invoice.debtor_id : null,
      invoice_amount: readMoneyText(invoice.invoice_amount),
    })),
    credits,
  );
  const savedIdsOf = (debtorId: unknown): string =>
    rows
      .flatMap(({ invoice }) =>
        invoice.debtor_id === debtorId && typeof invoice.id === 'number' ? [invoice.id] : [],
      )
      .sort((a, b) => a - b)
      .join(',');

  const handleClient = (next: ClientChoice) => {
    setClient(next);
    form.setFields({ prospect_id: next.id, invoices: [blankRow()] });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || readOnly || saving || refusals.length > 0) return;
    await saveAndLeave(() => saveSchedule(result.data).unwrap(), {
      item: 'Schedule',
      existed: schedule !== null,
    });
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
        {rows.map((row, index) => (
          <Fragment key={row.key}>
            <ScheduleInvoiceRow
              index={index}
              row={row}
              prospectId={prospectId}
              leaveOut={savedIdsOf(row.invoice.debtor_id)}
              readOnly={readOnly}
              forClientUser={forClientUser}
              creditWarning={refusals.find((refusal) => refusal.debtor_id === row.invoice.debtor_id)?.message}
              errors={rowErrors(index)}
              handlers={handlers}
            />
            <PledgeMatchesCallout invoiceId={typeof row.invoice.id === 'number' ? row.invoice.id : null} />
          </Fragment>
        ))}
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
            onClick={addRow}
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
      {offerDialog}
    </Card>
  );
}
