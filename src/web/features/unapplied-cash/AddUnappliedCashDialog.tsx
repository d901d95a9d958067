import { useRef, useState } from 'react';
import type { PaymentType } from '../../../shared/constants';
import { dropdowns, type DropdownItem } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { paymentFieldLabels } from '../../../shared/schedulePayment';
import { invoiceAttachmentRules } from '../../../shared/validation/invoiceForm';
import {
  UnappliedCashFormSchema,
  type UnappliedCashFormInput,
} from '../../../shared/validation/unappliedCash';
import type { ClientChoice } from '../../../shared/contract/invoiceLookups';
import { ClientSelect } from '../../domain/ClientSelect';
import { DebtorSelect, type DebtorPick } from '../../domain/DebtorSelect';
import { DateField } from '../../kit/DateField';
import { FileUpload } from '../../kit/FileUpload';
import { FormDialog } from '../../kit/FormDialog';
import { MoneyField } from '../../kit/MoneyField';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { newIdempotencyKey, useSaveUnappliedCashMutation } from './api';

const M = messages.unappliedCash;
const F = M.fields;
const L = messages.funding.workflows.labels;
const paymentTypeItems: readonly DropdownItem[] = dropdowns.payment_type;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The dates of the form in order: changing one clears those after it (spec part 2 §5). */
const dateOrder = ['check_date', 'check_deposit_date', 'posting_date'] as const;
type DateName = (typeof dateOrder)[number];

const blank: UnappliedCashFormInput = {
  prospect_id: null,
  debtor_id: null,
  amount: '',
  payment_type: null,
  check_number: '',
  check_date: '',
  check_deposit_date: '',
  posting_date: '',
  note: '',
};

export interface AddUnappliedCashDialogProps {
  /** A client user's own company: chosen by itself, the field locked. */
  ownCompany: boolean;
  onClose: () => void;
}

/** Add New UC (spec part 2 §5 Unapplied cash form): cash of a client's debtor received without an invoice. */
export function AddUnappliedCashDialog({ ownCompany, onClose }: AddUnappliedCashDialogProps) {
  const form = useZodForm(UnappliedCashFormSchema, blank);
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [debtor, setDebtor] = useState<DebtorPick | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [save, { isLoading }] = useSaveUnappliedCashMutation();
  const key = useRef(newIdempotencyKey());
  const { values } = form;
  const paymentType = (values.payment_type ?? null) as PaymentType | null;
  const labels = paymentType === null ? null : paymentFieldLabels(paymentType);

  const setDate = (name: DateName, value: string) => {
    const later = dateOrder.slice(dateOrder.indexOf(name) + 1);
    form.setFields({ [name]: value, ...Object.fromEntries(later.map((field) => [field, ''])) });
    form.touch(name);
  };

  const submit = async () => {
    const result = form.validateAll();
    const missingFile = file === null ? messages.required(F.attachment) : undefined;
    setFileError(missingFile);
    if (!result.ok || file === null) return;
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) {
      if (value !== null && value !== undefined && value !== '') body.append(name, String(value));
    }
    body.append('check_path', file, file.name);
    try {
      const answer = await save({ body, idempotencyKey: key.current }).unwrap();
      void toastSuccess(M.addedTitle, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  const dateField = (name: DateName, label: string, minDate?: string) => (
    <DateField
      label={label}
      required
      value={text(values[name])}
      onChange={(value) => setDate(name, value)}
      minDate={minDate || undefined}
      disabled={isLoading}
      error={form.errorOf(name)}
    />
  );

  return (
    <FormDialog
      title={M.addNew}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={isLoading}
      isDirty={form.isDirty || file !== null}
    >
      <ClientSelect
        ownCompany={ownCompany}
        value={client}
        onChange={(chosen) => {
          setClient(chosen);
          setDebtor(null);
          form.setFields({ prospect_id: chosen.id, debtor_id: null });
          form.touch('prospect_id');
        }}
        disabled={isLoading}
        error={form.errorOf('prospect_id')}
      />
      <DebtorSelect
        prospectId={client?.id ?? null}
        value={debtor}
        onChange={(chosen) => {
          setDebtor(chosen);
          form.setField('debtor_id', chosen.id, { touch: true });
        }}
        disabled={isLoading}
        error={form.errorOf('debtor_id')}
      />
      <MoneyField
        label={F.amountReceived}
        required
        {...form.bind('amount')}
        value={text(values.amount)}
        disabled={isLoading}
      />
      <SelectField<DropdownItem>
        label={L.paymentType}
        required
        items={paymentTypeItems}
        value={paymentTypeItems.find((item) => item.value === paymentType) ?? null}
        onChange={(item) => {
          form.setFields({
            payment_type: item.value as PaymentType,
            check_date: '',
            check_deposit_date: '',
            posting_date: '',
          });
          form.touch('payment_type');
        }}
        itemLabel={(item) => item.name}
        itemKey={(item) => item.value}
        filterable={false}
        disabled={isLoading}
        error={form.errorOf('payment_type')}
      />
      {labels !== null && (
        <>
          <TextField
            label={labels.number}
            required
            maxLength={20}
            filter="alphanumeric"
            value={text(values.check_number)}
            onChange={(value) => form.setField('check_number', value)}
            onBlur={() => form.touch('check_number')}
            disabled={isLoading}
            error={form.errorOf('check_number')}
          />
          {dateField('check_date', labels.paymentDate)}
          {labels.depositDate !== null &&
            dateField('check_deposit_date', labels.depositDate, text(values.check_date))}
        </>
      )}
      {dateField(
        'posting_date',
        L.postingDate,
        labels?.depositDate ? text(values.check_deposit_date) : text(values.check_date),
      )}
      <FileUpload
        label={F.attachment}
        required
        rules={{ ...invoiceAttachmentRules, maxFiles: 1 }}
        replacesStored
        existingFiles={file ? [{ id: file.name, name: file.name }] : []}
        stripPrefix={false}
        onFilesAccepted={(files) => {
          setFile(files[0] ?? null);
          setFileError(undefined);
        }}
        onDelete={() => setFile(null)}
        disabled={isLoading}
        error={fileError}
      />
      <TextField
        label={F.comments}
        required
        maxLength={150}
        value={text(values.note)}
        onChange={(value) => form.setField('note', value)}
        onBlur={() => form.touch('note')}
        disabled={isLoading}
        error={form.errorOf('note')}
      />
    </FormDialog>
  );
}
