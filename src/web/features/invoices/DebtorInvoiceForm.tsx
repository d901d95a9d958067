import type { FormEvent } from 'react';
import { Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { invoiceEndpoints, type DebtorInvoice } from '../../../shared/contract/invoices';
import { formatUsDate } from '../../../shared/dates';
import { dropdownLabel } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { invoiceNoteMax } from '../../../shared/validation/invoiceForm';
import { paymentModeNames } from '../../../shared/validation/invoiceRow';
import { FormActions } from '../../kit/FormActions';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { useSaveAndLeave } from '../../kit/useSaveAndLeave';
import { useZodForm } from '../../kit/useZodForm';
import { formGrid } from '../../kit/formGrid';
import { useUpdateInvoiceAsDebtorMutation } from './api';
import { InvoiceAttachmentsField } from './InvoiceAttachmentsField';

const L = messages.invoice.screens.labels;
const noFiles: readonly File[] = [];

export interface DebtorInvoiceFormProps {
  /** The invoice as the server answers a debtor user: what it owes, nothing of the client's terms. */
  invoice: DebtorInvoice;
}

/**
 * What a debtor user sees of an invoice it owes (spec part 2 §4): number, client, amount, dates,
 * status, payment type, contacts and files, read-only; the expected payment mode and the note are
 * its own to keep up while the invoice is live and not bought.
 */
export function DebtorInvoiceForm({ invoice }: DebtorInvoiceFormProps) {
  const navigate = useNavigate();
  const form = useZodForm(invoiceEndpoints.debtorUpdate.request, {
    id: invoice.id,
    Tentative_payment_mode: invoice.Tentative_payment_mode,
    note: invoice.note,
  });
  const [update, { isLoading: saving }] = useUpdateInvoiceAsDebtorMutation();
  const readOnly = invoice.is_funding || invoice.deleted;
  const saveAndLeave = useSaveAndLeave(form.isDirty && !readOnly, '/invoices');
  const facts: readonly [string, string][] = [
    [L.clientName, invoice.company_business_name],
    [L.debtorContact, invoice.debtor_contact.join(', ')],
    [L.invoiceNo, invoice.invoice_no],
    [L.invoiceAmount, formatUsd(invoice.invoice_amount)],
    [L.invoiceDate, formatUsDate(invoice.invoice_date)],
    [L.dueDate, formatUsDate(invoice.invoice_due_date)],
    [L.commitmentDate, invoice.commitment_date ? formatUsDate(invoice.commitment_date) : ''],
    [L.status, dropdownLabel('invoice_status', invoice.status) ?? ''],
    [L.paymentType, dropdownLabel('payment_type', invoice.payment_type) ?? ''],
  ];

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || readOnly || saving) return;
    await saveAndLeave(() => update(result.data).unwrap(), { item: 'Invoice', existed: true });
  };

  return (
    <Card>
      <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={messages.invoice.edit}>
        <div className={formGrid.grid}>
          {facts.map(([label, value]) => (
            <TextField key={label} label={label} value={value} onChange={() => undefined} disabled />
          ))}
          <SelectField<string>
            label={L.expectedPaymentMode}
            items={paymentModeNames}
            value={form.values.Tentative_payment_mode ? String(form.values.Tentative_payment_mode) : null}
            onChange={(mode) => form.setField('Tentative_payment_mode', mode, { touch: true })}
            itemLabel={(mode) => mode}
            itemKey={(mode) => mode}
            filterable={false}
            disabled={readOnly}
            error={form.errorOf('Tentative_payment_mode')}
          />
          <TextField
            {...form.bind('note')}
            value={String(form.values.note ?? '')}
            label={L.note}
            rows={2}
            maxLength={invoiceNoteMax}
            disabled={readOnly}
            className={formGrid.wide}
          />
          <div className={formGrid.wide}>
            <InvoiceAttachmentsField
              invoiceId={invoice.id}
              stored={invoice.attachments}
              chosen={noFiles}
              onChoose={() => undefined}
              onUnchoose={() => undefined}
              disabled
            />
          </div>
        </div>
        <FormActions
          saving={saving}
          readOnly={readOnly}
          saveDisabled={!form.isDirty}
          onCancel={() => navigate('/invoices')}
        />
      </form>
    </Card>
  );
}
