import { useEffect, type FormEvent } from 'react';
import type { paymentSchemaOf } from '../../../../machines/paymentPosting.machine';
import { Checkbox, FormGroup } from '@blueprintjs/core';
import { settlementAmountOf } from '../../../shared/chargebackSettlement';
import type { PaymentType } from '../../../shared/constants';
import { dropdowns, type DropdownItem } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { readMoneyText } from '../../../shared/contract/money';
import {
  isWire,
  maximumPaymentAmount,
  paymentFieldLabels,
  paymentLimitsOf,
  payableAmount,
  type SchedulePaymentInfo,
} from '../../../shared/schedulePayment';
import type { PostPaymentInput } from '../../../shared/validation/postPayment';
import { DateField } from '../../kit/DateField';
import { MoneyField } from '../../kit/MoneyField';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { useZodForm } from '../../kit/useZodForm';
import { fundingClasses } from './fundingClasses';
import { PaymentFigures } from './PaymentFigures';

const L = messages.funding.workflows.labels;
const S = messages.funding.screens;

export interface PaymentFormProps {
  /** The form element's id, for the dialog's Post button. */
  formId: string;
  info: SchedulePaymentInfo;
  /** The machine's rules for this schedule (`paymentSchemaOf`). */
  schema: ReturnType<typeof paymentSchemaOf>;
  /** The form's starting values (the machine's). */
  defaults: PostPaymentInput;
  disabled: boolean;
  /** The values, whatever their state: the machine checks them again and decides. */
  onSubmit: (values: PostPaymentInput) => void;
  /** Reports whether the form differs from its start (closing then asks). */
  onDirtyChange?: (dirty: boolean) => void;
}

const paymentTypeItems: readonly DropdownItem[] = dropdowns.payment_type;
const text = (value: string | null | undefined): string => value ?? '';

/** The Post Payment form (spec part 2 §3 Payment, §5 Post payment), checked with the machine's schema. */
export function PaymentForm({
  formId,
  info,
  schema,
  defaults,
  disabled,
  onSubmit,
  onDirtyChange,
}: PaymentFormProps) {
  const form = useZodForm(schema, defaults);
  const dirty = form.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const { values } = form;
  const paymentType = (values.payment_type ?? null) as PaymentType | null;
  const labels = paymentType === null ? null : paymentFieldLabels(paymentType);
  const selected = values.selectedUnverifiedInvoices ?? [];
  const maximum = maximumPaymentAmount(paymentLimitsOf(info), selected);
  const amount = readMoneyText(text(values.amount));
  const payable = amount === null ? null : payableAmount(amount, paymentType, info.wireFee);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.validateAll();
    onSubmit(values);
  };

  const dateField = (
    field: 'schedule_fund_date' | 'check_date' | 'check_deposit_date' | 'posting_date',
    label: string,
    minDate?: string,
  ) => (
    <DateField
      label={label}
      required
      value={text(values[field])}
      onChange={(value) => form.setField(field, value, { touch: true })}
      minDate={minDate}
      disabled={disabled}
      error={form.errorOf(field)}
    />
  );

  const toggleInvoice = (id: number) =>
    form.setField(
      'selectedUnverifiedInvoices',
      selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id],
      { touch: true },
    );

  return (
    <form id={formId} noValidate className={fundingClasses.form} onSubmit={handleSubmit}>
      <PaymentFigures remaining={info.amount} maximum={maximum} payable={payable} />
      <div className={fundingClasses.formGrid}>
        <SelectField<DropdownItem>
          label={L.paymentType}
          required
          items={paymentTypeItems}
          value={paymentTypeItems.find((item) => item.value === paymentType) ?? null}
          onChange={(item) => form.setField('payment_type', item.value as PaymentType, { touch: true })}
          itemLabel={(item) => item.name}
          itemKey={(item) => item.value}
          filterable={false}
          disabled={disabled}
          error={form.errorOf('payment_type')}
        />
        {dateField('schedule_fund_date', L.scheduleFundDate, info.latestInvoiceDate ?? undefined)}
        {labels !== null && (
          <>
            <TextField
              label={labels.number}
              required
              maxLength={20}
              filter="alphanumeric"
              value={text(values.transaction_number)}
              onChange={(value) => form.setField('transaction_number', value)}
              onBlur={() => form.touch('transaction_number')}
              disabled={disabled}
              error={form.errorOf('transaction_number')}
            />
            {dateField('check_date', labels.paymentDate)}
            {labels.depositDate !== null && dateField('check_deposit_date', labels.depositDate)}
          </>
        )}
        {dateField('posting_date', L.postingDate)}
        <MoneyField
          label={L.amount}
          required
          value={text(values.amount)}
          onChange={(value) => form.setField('amount', value)}
          onBlur={() => form.touch('amount')}
          disabled={disabled}
          error={form.errorOf('amount')}
        />
        {isWire(paymentType) && (
          <MoneyField label={L.wireFee} readOnly value={text(values.wire_fee)} onChange={() => undefined} />
        )}
      </div>
      {info.unverified_invoices.length > 0 && (
        <FormGroup label={L.unverifiedInvoices}>
          {info.unverified_invoices.map((invoice) => {
            const invoiceNo = String(invoice.invoice_no ?? invoice.id);
            return (
              <Checkbox
                key={invoice.id}
                label={`${invoiceNo} — ${formatUsd(invoice.advance_amount)}`}
                aria-label={S.chooseInvoice(invoiceNo)}
                checked={selected.includes(invoice.id)}
                disabled={disabled}
                onChange={() => toggleInvoice(invoice.id)}
              />
            );
          })}
        </FormGroup>
      )}
      {!info.isFunded && info.chargebacks.length > 0 && (
        <FormGroup label={S.chargebacksSettled}>
          <ul>
            {info.chargebacks.map((row) => (
              <li
                key={row.id}
              >{`${String(row.invoice_no ?? row.id)} — ${formatUsd(settlementAmountOf(row))}`}</li>
            ))}
          </ul>
        </FormGroup>
      )}
    </form>
  );
}
