import type { ClientChoice, InvoiceAttachment } from '../../../shared/contract/invoices';
import { textLimits } from '../../../shared/constants';
import { formatUsDate } from '../../../shared/dates';
import type { DropdownItem } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { invoiceNoteMax, type InvoiceFormSchema } from '../../../shared/validation/invoiceForm';
import { DateField } from '../../kit/DateField';
import { MoneyField } from '../../kit/MoneyField';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import type { ZodForm } from '../../kit/useZodForm';
import { formGrid } from '../users/formGrid';
import type { InvoiceDropdowns } from './api';
import { ClientSelect } from './ClientSelect';
import { DebtorContactsSelect } from './DebtorContactsSelect';
import { DebtorSelect, type DebtorPick } from './DebtorSelect';
import { InvoiceAttachmentsField } from './InvoiceAttachmentsField';

const L = messages.invoice.screens.labels;

/** Which fields a user may not change here (spec part 2 §4 role locks), and the form's own locks. */
export interface InvoiceFieldLocks {
  /** Everything: a deleted or funded invoice, or a user who may not save. */
  all: boolean;
  /** Client and debtor of a saved invoice. */
  parties: boolean;
  /** A client user: its own company, chosen for it. */
  ownCompany: boolean;
  commitment: boolean;
  paymentMode: boolean;
  /** A number accepted for Zero Funding. */
  number: boolean;
}

export interface InvoiceFieldsProps {
  form: ZodForm<typeof InvoiceFormSchema>;
  locks: InvoiceFieldLocks;
  client: ClientChoice | null;
  onClient: (client: ClientChoice) => void;
  debtor: DebtorPick | null;
  onDebtor: (debtor: DebtorPick) => void;
  /** The chosen debtor's contact e-mails. */
  contacts: readonly string[];
  dropdowns: InvoiceDropdowns | undefined;
  /** The invoice number field was left (the unique-number check). */
  onNumberLeft: () => void;
  invoiceId: number | null;
  storedFiles: readonly InvoiceAttachment[];
  chosenFiles: readonly File[];
  onChooseFiles: (files: File[]) => void;
  onUnchooseFile: (index: number) => void;
  /** The debtor's available credit, under the amount. */
  creditNote?: string;
}

function itemOf(items: readonly DropdownItem[], value: unknown): DropdownItem | null {
  return items.find((item) => item.value === Number(value)) ?? null;
}

/** The fields of the invoice form, in the spec's order, two columns on wide screens. */
export function InvoiceFields({
  form,
  locks,
  client,
  onClient,
  debtor,
  onDebtor,
  contacts,
  dropdowns,
  onNumberLeft,
  invoiceId,
  storedFiles,
  chosenFiles,
  onChooseFiles,
  onUnchooseFile,
  creditNote,
}: InvoiceFieldsProps) {
  const { values } = form;
  const statuses = dropdowns?.invoice_status ?? [];
  const paymentTypes = dropdowns?.payment_type ?? [];
  const paymentModes = paymentTypes.map((item) => item.name);
  const number = form.bind('invoice_no');
  const prospectId = typeof values.prospect_id === 'number' ? values.prospect_id : null;
  const debtorChosen = typeof values.debtor_id === 'number';

  return (
    <div className={formGrid.grid}>
      <ClientSelect
        value={client}
        onChange={onClient}
        onBlur={() => form.touch('prospect_id')}
        ownCompany={locks.ownCompany}
        disabled={locks.all || locks.parties}
        error={form.errorOf('prospect_id')}
      />
      <DebtorSelect
        prospectId={prospectId}
        value={debtor}
        onChange={onDebtor}
        onBlur={() => form.touch('debtor_id')}
        disabled={locks.all || locks.parties}
        error={form.errorOf('debtor_id')}
      />
      <DebtorContactsSelect
        options={contacts}
        value={values.debtor_contact as string[]}
        onChange={(emails) => form.setField('debtor_contact', emails, { touch: true })}
        onBlur={() => form.touch('debtor_contact')}
        disabled={locks.all || !debtorChosen}
        helperText={debtorChosen ? undefined : messages.invoice.screens.chooseDebtorFirst}
        error={form.errorOf('debtor_contact')}
      />
      <TextField
        {...number}
        value={String(number.value)}
        label={L.invoiceNo}
        required
        filter="digits"
        maxLength={textLimits.invoiceNoDigits}
        inputMode="numeric"
        readOnly={locks.number}
        disabled={locks.all}
        onBlur={() => {
          number.onBlur();
          onNumberLeft();
        }}
      />
      <MoneyField
        {...form.bind('invoice_amount')}
        label={L.invoiceAmount}
        required
        disabled={locks.all}
        helperText={creditNote}
      />
      <DateField
        {...form.bind('invoice_date')}
        value={values.invoice_date}
        onChange={(date) => form.setFields({ invoice_date: date, commitment_date: null })}
        label={L.invoiceDate}
        required
        disabled={locks.all}
      />
      <DateField
        {...form.bind('commitment_date')}
        value={values.commitment_date ?? ''}
        onChange={(date) => form.setField('commitment_date', date === '' ? null : date, { touch: true })}
        minDate={values.invoice_date || undefined}
        label={L.commitmentDate}
        disabled={locks.all || locks.commitment}
      />
      <SelectField<string>
        label={L.expectedPaymentMode}
        items={paymentModes}
        value={values.Tentative_payment_mode ? values.Tentative_payment_mode : null}
        onChange={(mode) => form.setField('Tentative_payment_mode', mode, { touch: true })}
        itemLabel={(mode) => mode}
        itemKey={(mode) => mode}
        filterable={false}
        disabled={locks.all || locks.paymentMode}
        error={form.errorOf('Tentative_payment_mode')}
      />
      <TextField
        label={L.netInvoiceTerm}
        required
        value={
          values.net_invoice_term === null || values.net_invoice_term === undefined
            ? ''
            : String(values.net_invoice_term)
        }
        onChange={() => undefined}
        readOnly
        helperText={messages.invoice.screens.termsFromSheet}
        error={form.errorOf('net_invoice_term')}
      />
      <TextField
        label={L.dueDate}
        required
        value={formatUsDate(values.invoice_due_date)}
        onChange={() => undefined}
        readOnly
        error={form.errorOf('invoice_due_date')}
      />
      <TextField
        label={L.advancePercentage}
        required
        value={String(values.advance_percentage ?? '')}
        onChange={() => undefined}
        readOnly
        error={form.errorOf('advance_percentage')}
      />
      <MoneyField
        label={L.advanceAmount}
        required
        value={values.advance_amount}
        onChange={() => undefined}
        readOnly
        error={form.errorOf('advance_amount')}
      />
      <SelectField<DropdownItem>
        label={L.status}
        required
        items={statuses}
        value={itemOf(statuses, values.status)}
        onChange={(item) => form.setField('status', item.value, { touch: true })}
        itemLabel={(item) => item.name}
        itemKey={(item) => item.value}
        filterable={false}
        disabled={locks.all}
        error={form.errorOf('status')}
      />
      <SelectField<DropdownItem>
        label={L.paymentType}
        required
        items={paymentTypes}
        value={itemOf(paymentTypes, values.payment_type)}
        onChange={(item) => form.setField('payment_type', item.value, { touch: true })}
        itemLabel={(item) => item.name}
        itemKey={(item) => item.value}
        filterable={false}
        disabled={locks.all}
        error={form.errorOf('payment_type')}
      />
      <TextField
        {...form.bind('note')}
        value={values.note ?? ''}
        label={L.note}
        rows={2}
        maxLength={invoiceNoteMax}
        disabled={locks.all}
        className={formGrid.wide}
      />
      <div className={formGrid.wide}>
        <InvoiceAttachmentsField
          invoiceId={invoiceId}
          stored={storedFiles}
          chosen={chosenFiles}
          onChoose={onChooseFiles}
          onUnchoose={onUnchooseFile}
          disabled={locks.all}
        />
      </div>
    </div>
  );
}
