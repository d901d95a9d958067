import { useState } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ClientChoice } from '../../../shared/contract/invoiceLookups';
import type { Invoice } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { compareMoney, formatUsd } from '../../../shared/money';
import { readMoneyText } from '../../../shared/contract/money';
import { InvoiceFormSchema } from '../../../shared/validation/invoiceForm';
import { RecordForm } from '../../kit/RecordForm';
import { formGrid } from '../../kit/formGrid';
import { useSaveAndLeave } from '../../kit/useSaveAndLeave';
import { useZodForm } from '../../kit/useZodForm';
import { ClientSelect } from '../../domain/ClientSelect';
import type { DebtorPick } from '../../domain/DebtorSelect';
import type { InvoiceRowBinding, InvoiceRowLocks } from '../../invoiceRow/invoiceRowBinding';
import { InvoiceRowFields } from '../../invoiceRow/InvoiceRowFields';
import { useClientTermsQuery, useDebtorCreditQuery } from '../../invoiceRow/invoiceRowApi';
import { useZeroFundingOffer } from '../../invoiceRow/useZeroFundingOffer';
import { useSaveInvoiceMutation } from './api';
import { InvoiceAttachmentsField } from './InvoiceAttachmentsField';
import { invoiceFormData, invoiceFormValues } from './invoiceFormValues';
import { useInvoiceFigures } from './useInvoiceFigures';
import { PledgeMatchesCallout } from '../pledge-matches/shared';
import type { ViewerKind } from '../../session/viewerKind';

const S = messages.invoice.screens;

export interface InvoiceFormProps {
  /** The invoice being edited; null adds a new one. */
  invoice: Invoice | null;
  /** Staff or a client user: a debtor user opens its invoices on DebtorInvoiceForm. */
  viewer: Exclude<ViewerKind, 'debtor'>;
  /** A client user's company, chosen for it on a new invoice. */
  companyId: number | null;
  /** Whether the user may save (add_new_invoice for a new one, invoice_selection for a saved one). */
  canSave: boolean;
}

/**
 * The Add/Edit Invoice form (spec part 2 §4, §5): the shared schema's rules, terms read-only from
 * the client's signed term sheet, the debtor's available credit as a blocking warning, the
 * unique-number check with its Zero Funding offer, and the role locks (a client user keeps its
 * company, commitment date and payment mode).
 */
export function InvoiceForm({ invoice, viewer, companyId, canSave }: InvoiceFormProps) {
  const form = useZodForm(InvoiceFormSchema, invoiceFormValues(invoice, companyId));
  const [client, setClient] = useState<ClientChoice | null>(
    invoice ? { id: invoice.prospect_id, company_business_name: invoice.company_business_name } : null,
  );
  const [debtor, setDebtor] = useState<DebtorPick | null>(
    invoice ? { id: invoice.debtor_id, debtor_name: invoice.legal_name } : null,
  );
  const [chosenFiles, setChosenFiles] = useState<File[]>([]);
  const [numberLocked, setNumberLocked] = useState(false);
  const [saveInvoice, { isLoading: saving }] = useSaveInvoiceMutation();

  const prospectId = typeof form.values.prospect_id === 'number' ? form.values.prospect_id : null;
  const debtorId = typeof form.values.debtor_id === 'number' ? form.values.debtor_id : null;
  const terms = useClientTermsQuery(prospectId ?? skipToken);
  const credit = useDebtorCreditQuery(
    prospectId !== null && debtorId !== null
      ? { prospect_id: prospectId, debtor_id: debtorId, leave_out: invoice ? [invoice.id] : [] }
      : skipToken,
  );
  useInvoiceFigures(form, terms.data);

  const readOnly = !canSave || invoice?.deleted === true || invoice?.is_funding === true;
  const saveAndLeave = useSaveAndLeave(form.isDirty && !readOnly, '/invoices');
  const available = credit.data?.credit_limit.available_credit_limit ?? null;
  const amount = readMoneyText(form.values.invoice_amount);
  const overCredit = available !== null && amount !== null && compareMoney(amount, available) > 0;

  const locks: InvoiceRowLocks = {
    all: readOnly,
    parties: invoice !== null,
    commitment: viewer === 'client',
    paymentMode: viewer === 'client',
    number: numberLocked,
  };
  const row: InvoiceRowBinding = {
    values: form.values,
    errorOf: form.errorOf,
    change: (patch, touched) => {
      form.setFields(patch);
      if (touched) form.touch(touched);
    },
    touch: form.touch,
  };
  const { numberLeft, offerDialog } = useZeroFundingOffer<null>((_row, patch, lockNumber) => {
    form.setFields(patch);
    if (lockNumber) setNumberLocked(true);
  });

  const handleClient = (next: ClientChoice) => {
    setClient(next);
    setDebtor(null);
    form.setFields({ prospect_id: next.id, debtor_id: null, debtor_contact: [] });
  };

  const handleDebtor = (next: DebtorPick) => {
    setDebtor(next);
    form.setFields({ debtor_id: next.id, debtor_contact: [] });
    form.touch('debtor_id');
  };

  const handleSubmit = async () => {
    const result = form.validateAll();
    if (!result.ok || readOnly || saving || overCredit) return;
    await saveAndLeave(() => saveInvoice(invoiceFormData(result.data, chosenFiles)).unwrap(), {
      item: 'Invoice',
      existed: invoice !== null,
    });
  };

  return (
    <>
      <RecordForm
        label={invoice ? messages.invoice.edit : messages.invoice.addNew}
        onSubmit={handleSubmit}
        saving={saving}
        readOnly={readOnly}
        saveDisabled={overCredit}
        cancelTo="/invoices"
      >
        {prospectId !== null && terms.isSuccess && terms.data === null && (
          <Callout intent={Intent.WARNING}>{S.noTerms}</Callout>
        )}
        <PledgeMatchesCallout invoiceId={invoice?.id ?? null} />
        <div className={formGrid.grid}>
          <ClientSelect
            value={client}
            onChange={handleClient}
            onBlur={() => form.touch('prospect_id')}
            ownCompany={viewer === 'client'}
            disabled={readOnly || invoice !== null}
            error={form.errorOf('prospect_id')}
          />
          <InvoiceRowFields
            layout="invoice"
            row={row}
            locks={locks}
            prospectId={prospectId}
            debtor={debtor}
            onDebtor={handleDebtor}
            contacts={credit.data?.pocs.map((poc) => poc.email) ?? []}
            onNumberLeft={() =>
              void numberLeft(null, {
                invoiceNo: String(form.values.invoice_no),
                prospectId,
                debtorId,
                stored: invoice,
                locked: numberLocked,
              })
            }
            amountNote={available === null ? undefined : S.creditAvailable(formatUsd(available))}
            attachments={
              <InvoiceAttachmentsField
                invoiceId={invoice?.id ?? null}
                stored={invoice?.attachments ?? []}
                chosen={chosenFiles}
                onChoose={(files) => setChosenFiles((current) => [...current, ...files])}
                onUnchoose={(index) => setChosenFiles((current) => current.filter((_, i) => i !== index))}
                disabled={readOnly}
              />
            }
          />
        </div>
        {overCredit && (
          <Callout intent={Intent.WARNING} role="alert">
            {messages.invoice.creditLimitExceeded}
          </Callout>
        )}
      </RecordForm>
      {offerDialog}
    </>
  );
}
