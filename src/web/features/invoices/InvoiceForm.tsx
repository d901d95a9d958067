import { useState, type FormEvent } from 'react';
import { Callout, Card, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import type { ClientChoice, Invoice } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import { compareMoney, formatUsd } from '../../../shared/money';
import { readMoneyText } from '../../../shared/contract/money';
import { InvoiceFormSchema } from '../../../shared/validation/invoiceForm';
import { FormActions } from '../../kit/FormActions';
import { toastError, toastSuccess, toastWarning } from '../../kit/toast';
import { useLeaveAfterSave } from '../../kit/useLeaveAfterSave';
import { useZodForm } from '../../kit/useZodForm';
import { saveFailureMessage } from '../users/saveFailure';
import {
  useClientTermsQuery,
  useDebtorCreditQuery,
  useInvoiceDropdownsQuery,
  useSaveInvoiceMutation,
} from './api';
import type { DebtorPick } from './DebtorSelect';
import { InvoiceFields, type InvoiceFieldLocks } from './InvoiceFields';
import { invoiceFormData, invoiceFormValues } from './invoiceFormValues';
import { useInvoiceFigures } from './useInvoiceFigures';
import { useInvoiceNumberCheck, type NumberVerdict } from './useInvoiceNumberCheck';
import type { ViewerKind } from './viewerKind';
import { ZeroFundingDialog } from './ZeroFundingDialog';

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
  const navigate = useNavigate();
  const form = useZodForm(InvoiceFormSchema, invoiceFormValues(invoice, companyId));
  const [client, setClient] = useState<ClientChoice | null>(
    invoice ? { id: invoice.prospect_id, company_business_name: invoice.company_business_name } : null,
  );
  const [debtor, setDebtor] = useState<DebtorPick | null>(
    invoice ? { id: invoice.debtor_id, debtor_name: invoice.legal_name } : null,
  );
  const [chosenFiles, setChosenFiles] = useState<File[]>([]);
  const [offer, setOffer] = useState<Extract<NumberVerdict, { kind: 'zeroFunding' }> | null>(null);
  const [numberLocked, setNumberLocked] = useState(false);
  const [saveInvoice, { isLoading: saving }] = useSaveInvoiceMutation();
  const checkNumber = useInvoiceNumberCheck();

  const prospectId = typeof form.values.prospect_id === 'number' ? form.values.prospect_id : null;
  const debtorId = typeof form.values.debtor_id === 'number' ? form.values.debtor_id : null;
  const terms = useClientTermsQuery(prospectId ?? skipToken);
  const credit = useDebtorCreditQuery(
    prospectId !== null && debtorId !== null
      ? { prospect_id: prospectId, debtor_id: debtorId, leave_out: invoice ? [invoice.id] : [] }
      : skipToken,
  );
  const dropdowns = useInvoiceDropdownsQuery();
  useInvoiceFigures(form, terms.data);

  const readOnly = !canSave || invoice?.deleted === true || invoice?.is_funding === true;
  const leaveAfterSave = useLeaveAfterSave(form.isDirty && !readOnly, '/invoices');
  const available = credit.data?.credit_limit.available_credit_limit ?? null;
  const amount = readMoneyText(form.values.invoice_amount);
  const overCredit = available !== null && amount !== null && compareMoney(amount, available) > 0;

  const locks: InvoiceFieldLocks = {
    all: readOnly,
    parties: invoice !== null,
    ownCompany: viewer === 'client',
    commitment: viewer === 'client',
    paymentMode: viewer === 'client',
    number: numberLocked,
  };

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

  const handleNumberLeft = async () => {
    const invoiceNo = String(form.values.invoice_no).trim();
    if (locks.number || prospectId === null || debtorId === null || !/^\d{1,6}$/.test(invoiceNo)) return;
    if (invoice && invoice.invoice_no === invoiceNo) return;
    const verdict = await checkNumber({
      invoice_no: invoiceNo,
      prospect_id: prospectId,
      debtor_id: debtorId,
      ...(invoice ? { id: invoice.id } : {}),
    });
    if (verdict.kind === 'zeroFunding') setOffer(verdict);
    if (verdict.kind === 'taken') {
      form.setField('invoice_no', '');
      void toastWarning(messages.titles.validationFailed, verdict.message ?? S.numberTaken);
    }
  };

  const handleAcceptOffer = () => {
    if (!offer) return;
    const { reissue } = offer;
    form.setFields({
      invoice_no: reissue.invoice_no,
      invoice_amount: reissue.invoice_amount,
      invoice_date: reissue.invoice_date,
      invoice_due_date: reissue.invoice_due_date,
      advance_amount: reissue.advance_amount,
      payment_type: reissue.payment_type,
      commitment_date: null,
    });
    setNumberLocked(true);
    setOffer(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validateAll();
    if (!result.ok || readOnly || saving || overCredit) return;
    try {
      await saveInvoice(invoiceFormData(result.data, chosenFiles)).unwrap();
      const toast = invoice ? messages.crud.updated('Invoice') : messages.crud.created('Invoice');
      void toastSuccess(toast.title, toast.message);
      leaveAfterSave();
    } catch (error) {
      void toastError(
        invoice ? messages.titles.error : messages.titles.creationFailed,
        saveFailureMessage(error, messages.generic.failure),
      );
    }
  };

  return (
    <Card>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-label={invoice ? messages.invoice.edit : messages.invoice.addNew}
      >
        {prospectId !== null && terms.isSuccess && terms.data === null && (
          <Callout intent={Intent.WARNING}>{S.noTerms}</Callout>
        )}
        <InvoiceFields
          form={form}
          locks={locks}
          client={client}
          onClient={handleClient}
          debtor={debtor}
          onDebtor={handleDebtor}
          contacts={credit.data?.pocs.map((poc) => poc.email) ?? []}
          dropdowns={dropdowns.data}
          onNumberLeft={() => void handleNumberLeft()}
          invoiceId={invoice?.id ?? null}
          storedFiles={invoice?.attachments ?? []}
          chosenFiles={chosenFiles}
          onChooseFiles={(files) => setChosenFiles((current) => [...current, ...files])}
          onUnchooseFile={(index) => setChosenFiles((current) => current.filter((_, i) => i !== index))}
          creditNote={available === null ? undefined : S.creditAvailable(formatUsd(available))}
        />
        {overCredit && (
          <Callout intent={Intent.WARNING} role="alert">
            {messages.invoice.creditLimitExceeded}
          </Callout>
        )}
        <FormActions
          saving={saving}
          readOnly={readOnly}
          saveDisabled={overCredit}
          onCancel={() => navigate('/invoices')}
        />
      </form>
      {offer && (
        <ZeroFundingDialog
          message={offer.message}
          onAccept={handleAcceptOffer}
          onClose={() => {
            form.setField('invoice_no', '');
            setOffer(null);
          }}
        />
      )}
    </Card>
  );
}
