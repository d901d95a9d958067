import { memo, useEffect } from 'react';
import { Button, Card, H5, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { textLimits } from '../../../shared/constants';
import { formatUsDate } from '../../../shared/dates';
import type { DropdownItem } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import type { ScheduleInvoiceRowInput } from '../../../shared/validation/scheduleForm';
import { DateField } from '../../kit/DateField';
import { MoneyField } from '../../kit/MoneyField';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { formGrid } from '../users/formGrid';
import { useDebtorCreditQuery, type InvoiceDropdowns } from '../invoices/api';
import { DebtorContactsSelect } from '../invoices/DebtorContactsSelect';
import { DebtorSelect, type DebtorPick } from '../invoices/DebtorSelect';
import { RowAttachmentsField } from '../invoices/RowAttachmentsField';
import { scheduleClasses } from './scheduleClasses';
import type { RowMeta } from './scheduleFormValues';

const L = messages.invoice.screens.labels;
const S = messages.schedule.screens;

type RowField = keyof ScheduleInvoiceRowInput & string;

/** What the form does for a row, named by its index; stable across renders so rows re-render only when theirs change. */
export interface RowHandlers {
  change: (index: number, patch: Partial<ScheduleInvoiceRowInput>, touched?: RowField) => void;
  touch: (index: number, field: RowField) => void;
  debtor: (index: number, debtor: DebtorPick) => void;
  numberLeft: (index: number) => void;
  remove: (index: number) => void;
  /** Reports a debtor's available credit once known. */
  credit: (debtorId: number, available: string) => void;
}

export interface ScheduleInvoiceRowFieldsProps {
  /** The row's place, from 0. */
  index: number;
  row: ScheduleInvoiceRowInput;
  meta: RowMeta;
  prospectId: number | null;
  /** The saved invoices of the form owed by this row's debtor, which its credit leaves out ("103,108"). */
  leaveOut: string;
  dropdowns: InvoiceDropdowns | undefined;
  /** A deleted schedule, or a user who may not save. */
  readOnly: boolean;
  /** A client user keeps commitment date and expected payment mode as they are. */
  forClientUser: boolean;
  /** Shown at the amount when this row's debtor's rows ask for more than its available credit. */
  creditWarning?: string;
  /** The messages to show, by field. */
  errors: Readonly<Partial<Record<RowField, string>>>;
  handlers: RowHandlers;
}

/** Props equal but for a fresh errors object with the same messages. */
function sameRowProps(before: ScheduleInvoiceRowFieldsProps, after: ScheduleInvoiceRowFieldsProps): boolean {
  const keys = Object.keys(after) as (keyof ScheduleInvoiceRowFieldsProps)[];
  return keys.every((key) =>
    key === 'errors'
      ? JSON.stringify(before.errors) === JSON.stringify(after.errors)
      : before[key] === after[key],
  );
}

function itemOf(items: readonly DropdownItem[], value: unknown): DropdownItem | null {
  return items.find((item) => item.value === Number(value)) ?? null;
}

/** One invoice row of the schedule form (spec part 2 §4 Schedule of assignment form), re-rendered only when its props change. */
export const ScheduleInvoiceRowFields = memo(function ScheduleInvoiceRowFields({
  index,
  row,
  meta,
  prospectId,
  leaveOut,
  dropdowns,
  readOnly,
  forClientUser,
  creditWarning,
  errors,
  handlers,
}: ScheduleInvoiceRowFieldsProps) {
  const position = index + 1;
  const errorOf = (field: RowField) => errors[field];
  const onChange = (patch: Partial<ScheduleInvoiceRowInput>, touched?: RowField) =>
    handlers.change(index, patch, touched);
  const onTouch = (field: RowField) => handlers.touch(index, field);
  const onCredit = handlers.credit;
  const debtorId = typeof row.debtor_id === 'number' ? row.debtor_id : null;
  const credit = useDebtorCreditQuery(
    prospectId !== null && debtorId !== null
      ? {
          prospect_id: prospectId,
          debtor_id: debtorId,
          leave_out: leaveOut === '' ? [] : leaveOut.split(',').map(Number),
        }
      : skipToken,
  );
  const available = credit.data?.credit_limit.available_credit_limit;
  useEffect(() => {
    if (debtorId !== null && available !== undefined) onCredit(debtorId, available);
  }, [debtorId, available, onCredit]);

  const locked = readOnly || meta.funded;
  const statuses = dropdowns?.invoice_status ?? [];
  const paymentTypes = dropdowns?.payment_type ?? [];
  const title = S.invoiceRow(position);

  return (
    <Card className={scheduleClasses.row} compact>
      <section aria-label={title}>
        <div className={scheduleClasses.rowHeader}>
          <H5>{title}</H5>
          {index > 0 && !locked && (
            <Button
              variant="minimal"
              icon="trash"
              intent={Intent.DANGER}
              aria-label={S.removeRow(position)}
              onClick={() => handlers.remove(index)}
            />
          )}
        </div>
        <div className={formGrid.grid}>
          <DebtorSelect
            prospectId={prospectId}
            value={meta.debtor}
            onChange={(debtor) => handlers.debtor(index, debtor)}
            onBlur={() => onTouch('debtor_id')}
            disabled={locked || row.id !== undefined}
            error={errorOf('debtor_id')}
          />
          <DebtorContactsSelect
            options={credit.data?.pocs.map((poc) => poc.email) ?? []}
            value={row.debtor_contact as string[]}
            onChange={(emails) => onChange({ debtor_contact: emails }, 'debtor_contact')}
            onBlur={() => onTouch('debtor_contact')}
            disabled={locked || debtorId === null}
            error={errorOf('debtor_contact')}
          />
          <TextField
            label={L.invoiceNo}
            required
            value={String(row.invoice_no)}
            onChange={(value) => onChange({ invoice_no: value })}
            onBlur={() => {
              onTouch('invoice_no');
              handlers.numberLeft(index);
            }}
            filter="digits"
            maxLength={textLimits.invoiceNoDigits}
            inputMode="numeric"
            readOnly={meta.numberLocked}
            disabled={locked}
            error={errorOf('invoice_no')}
          />
          <DateField
            label={L.invoiceDate}
            required
            value={row.invoice_date}
            onChange={(date) => onChange({ invoice_date: date, commitment_date: null }, 'invoice_date')}
            onBlur={() => onTouch('invoice_date')}
            disabled={locked}
            error={errorOf('invoice_date')}
          />
          <MoneyField
            label={L.invoiceAmount}
            required
            value={row.invoice_amount}
            onChange={(amount) => onChange({ invoice_amount: amount })}
            onBlur={() => onTouch('invoice_amount')}
            disabled={locked}
            error={errorOf('invoice_amount') ?? creditWarning}
          />
          <SelectField<DropdownItem>
            label={L.paymentType}
            required
            items={paymentTypes}
            value={itemOf(paymentTypes, row.payment_type)}
            onChange={(item) => onChange({ payment_type: item.value }, 'payment_type')}
            itemLabel={(item) => item.name}
            itemKey={(item) => item.value}
            filterable={false}
            disabled={locked}
            error={errorOf('payment_type')}
          />
          <TextField
            label={L.netInvoiceTerm}
            required
            value={
              row.net_invoice_term === null || row.net_invoice_term === undefined
                ? ''
                : String(row.net_invoice_term)
            }
            onChange={() => undefined}
            readOnly
            error={errorOf('net_invoice_term')}
          />
          <TextField
            label={L.dueDate}
            required
            value={formatUsDate(row.invoice_due_date)}
            onChange={() => undefined}
            readOnly
          />
          <TextField
            label={L.advancePercentage}
            required
            value={String(row.advance_percentage ?? '')}
            onChange={() => undefined}
            readOnly
          />
          <MoneyField
            label={L.advanceAmount}
            required
            value={row.advance_amount}
            onChange={() => undefined}
            readOnly
          />
          <SelectField<DropdownItem>
            label={L.status}
            required
            items={statuses}
            value={itemOf(statuses, row.status)}
            onChange={(item) => onChange({ status: item.value }, 'status')}
            itemLabel={(item) => item.name}
            itemKey={(item) => item.value}
            filterable={false}
            disabled={locked}
            error={errorOf('status')}
          />
          <DateField
            label={L.commitmentDate}
            value={row.commitment_date ?? ''}
            onChange={(date) => onChange({ commitment_date: date === '' ? null : date }, 'commitment_date')}
            minDate={row.invoice_date || undefined}
            disabled={locked || forClientUser}
            error={errorOf('commitment_date')}
          />
          <SelectField<string>
            label={L.expectedPaymentMode}
            items={paymentTypes.map((item) => item.name)}
            value={row.Tentative_payment_mode ? row.Tentative_payment_mode : null}
            onChange={(mode) => onChange({ Tentative_payment_mode: mode }, 'Tentative_payment_mode')}
            itemLabel={(mode) => mode}
            itemKey={(mode) => mode}
            filterable={false}
            disabled={locked || forClientUser}
          />
          <div className={formGrid.wide}>
            <RowAttachmentsField
              invoiceId={row.id === undefined || row.id === null ? undefined : Number(row.id)}
              paths={row.attachments ?? []}
              onChange={(paths) => onChange({ attachments: paths })}
              disabled={locked}
            />
          </div>
        </div>
      </section>
    </Card>
  );
}, sameRowProps);
