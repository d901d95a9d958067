import { Fragment, type ReactNode } from 'react';
import { textLimits } from '../../shared/constants';
import { formatUsDate } from '../../shared/dates';
import type { DropdownItem } from '../../shared/dropdowns';
import { messages } from '../../shared/messages';
import { invoiceNoteMax } from '../../shared/validation/invoiceForm';
import { DateField } from '../kit/DateField';
import { MoneyField } from '../kit/MoneyField';
import { SelectField } from '../kit/SelectField';
import { TextField } from '../kit/TextField';
import { formGrid } from '../kit/formGrid';
import { useInvoiceDropdownsQuery } from './invoiceRowApi';
import { DebtorContactsSelect } from './DebtorContactsSelect';
import { DebtorSelect, type DebtorPick } from '../domain/DebtorSelect';
import type { InvoiceRowBinding, InvoiceRowField, InvoiceRowLocks } from './invoiceRowBinding';
import { invoiceRowLayouts, type InvoiceRowLayout } from './invoiceRowLayouts';

const L = messages.invoice.screens.labels;
const S = messages.invoice.screens;

export interface InvoiceRowFieldsProps {
  layout: InvoiceRowLayout;
  row: InvoiceRowBinding;
  locks: InvoiceRowLocks;
  /** The client whose debtors are offered. */
  prospectId: number | null;
  debtor: DebtorPick | null;
  onDebtor: (debtor: DebtorPick) => void;
  /** The chosen debtor's contact e-mails. */
  contacts: readonly string[];
  /** The invoice number field was left (the unique-number check). */
  onNumberLeft: () => void;
  /** Under the amount: the debtor's available credit. */
  amountNote?: string | undefined;
  /** At the amount while it has no message of its own: the debtor's rows ask for more than its credit. */
  amountWarning?: string | undefined;
  /** The row's attachments field. */
  attachments: ReactNode;
}

function itemOf(items: readonly DropdownItem[], value: unknown): DropdownItem | null {
  return items.find((item) => item.value === Number(value)) ?? null;
}

/** The fields of one invoice, as the invoice form and each schedule row show them: the grid's cells, in the layout's order. */
export function InvoiceRowFields({
  layout,
  row,
  locks,
  prospectId,
  debtor,
  onDebtor,
  contacts,
  onNumberLeft,
  amountNote,
  amountWarning,
  attachments,
}: InvoiceRowFieldsProps) {
  const { values, errorOf, change, touch } = row;
  const { fields, hints } = invoiceRowLayouts[layout];
  const dropdowns = useInvoiceDropdownsQuery();
  const statuses = dropdowns.data?.invoice_status ?? [];
  const paymentTypes = dropdowns.data?.payment_type ?? [];
  const debtorChosen = typeof values.debtor_id === 'number';
  /** The messages of the computed figures and the payment mode show on the invoice form only. */
  const figureError = (field: InvoiceRowField) => (hints ? errorOf(field) : undefined);
  const readOnly = { onChange: () => undefined, readOnly: true, required: true } as const;

  /** A required pick from one of the invoice dropdowns (status, payment type). */
  const dropdown = (field: 'status' | 'payment_type', label: string, items: readonly DropdownItem[]) => (
    <SelectField<DropdownItem>
      label={label}
      required
      items={items}
      value={itemOf(items, values[field])}
      onChange={(item) => change({ [field]: item.value }, field)}
      itemLabel={(item) => item.name}
      itemKey={(item) => item.value}
      filterable={false}
      disabled={locks.all}
      error={errorOf(field)}
    />
  );

  const cells: Record<(typeof fields)[number], ReactNode> = {
    debtor_id: (
      <DebtorSelect
        prospectId={prospectId}
        value={debtor}
        onChange={onDebtor}
        onBlur={() => touch('debtor_id')}
        disabled={locks.all || locks.parties}
        error={errorOf('debtor_id')}
      />
    ),
    debtor_contact: (
      <DebtorContactsSelect
        options={contacts}
        value={values.debtor_contact as string[]}
        onChange={(emails) => change({ debtor_contact: emails }, 'debtor_contact')}
        onBlur={() => touch('debtor_contact')}
        disabled={locks.all || !debtorChosen}
        helperText={hints && !debtorChosen ? S.chooseDebtorFirst : undefined}
        error={errorOf('debtor_contact')}
      />
    ),
    invoice_no: (
      <TextField
        label={L.invoiceNo}
        required
        value={String(values.invoice_no)}
        onChange={(value) => change({ invoice_no: value })}
        onBlur={() => {
          touch('invoice_no');
          onNumberLeft();
        }}
        filter="digits"
        maxLength={textLimits.invoiceNoDigits}
        inputMode="numeric"
        readOnly={locks.number}
        disabled={locks.all}
        error={errorOf('invoice_no')}
      />
    ),
    invoice_amount: (
      <MoneyField
        label={L.invoiceAmount}
        required
        value={values.invoice_amount}
        onChange={(amount) => change({ invoice_amount: amount })}
        onBlur={() => touch('invoice_amount')}
        disabled={locks.all}
        helperText={amountNote}
        error={errorOf('invoice_amount') ?? amountWarning}
      />
    ),
    invoice_date: (
      <DateField
        label={L.invoiceDate}
        required
        value={values.invoice_date}
        onChange={(date) => change({ invoice_date: date, commitment_date: null }, 'invoice_date')}
        onBlur={() => touch('invoice_date')}
        disabled={locks.all}
        error={errorOf('invoice_date')}
      />
    ),
    commitment_date: (
      <DateField
        label={L.commitmentDate}
        value={values.commitment_date ?? ''}
        onChange={(date) => change({ commitment_date: date === '' ? null : date }, 'commitment_date')}
        minDate={values.invoice_date || undefined}
        disabled={locks.all || locks.commitment}
        error={errorOf('commitment_date')}
      />
    ),
    Tentative_payment_mode: (
      <SelectField<string>
        label={L.expectedPaymentMode}
        items={paymentTypes.map((item) => item.name)}
        value={values.Tentative_payment_mode ? values.Tentative_payment_mode : null}
        onChange={(mode) => change({ Tentative_payment_mode: mode }, 'Tentative_payment_mode')}
        itemLabel={(mode) => mode}
        itemKey={(mode) => mode}
        filterable={false}
        disabled={locks.all || locks.paymentMode}
        error={figureError('Tentative_payment_mode')}
      />
    ),
    net_invoice_term: (
      <TextField
        {...readOnly}
        label={L.netInvoiceTerm}
        value={
          values.net_invoice_term === null || values.net_invoice_term === undefined
            ? ''
            : String(values.net_invoice_term)
        }
        helperText={hints ? S.termsFromSheet : undefined}
        error={errorOf('net_invoice_term')}
      />
    ),
    invoice_due_date: (
      <TextField
        {...readOnly}
        label={L.dueDate}
        value={formatUsDate(values.invoice_due_date)}
        error={figureError('invoice_due_date')}
      />
    ),
    advance_percentage: (
      <TextField
        {...readOnly}
        label={L.advancePercentage}
        value={String(values.advance_percentage ?? '')}
        error={figureError('advance_percentage')}
      />
    ),
    advance_amount: (
      <MoneyField
        {...readOnly}
        label={L.advanceAmount}
        value={values.advance_amount}
        error={figureError('advance_amount')}
      />
    ),
    status: dropdown('status', L.status, statuses),
    payment_type: dropdown('payment_type', L.paymentType, paymentTypes),
    note: (
      <TextField
        label={L.note}
        value={values.note ?? ''}
        onChange={(note) => change({ note })}
        onBlur={() => touch('note')}
        rows={2}
        maxLength={invoiceNoteMax}
        disabled={locks.all}
        error={errorOf('note')}
        className={formGrid.wide}
      />
    ),
    attachments: <div className={formGrid.wide}>{attachments}</div>,
  };

  return (
    <>
      {fields.map((field) => (
        <Fragment key={field}>{cells[field]}</Fragment>
      ))}
    </>
  );
}
