import { useEffect } from 'react';
import type { InvoiceTerms } from '../../../shared/invoiceTerms';
import type { InvoiceFormSchema } from '../../../shared/validation/invoiceForm';
import type { ZodForm } from '../../kit/useZodForm';
import { computedFigures, type ComputedFigures } from '../../invoiceRow/invoiceRowFigures';

const figureKeys = ['advance_percentage', 'net_invoice_term', 'advance_amount', 'invoice_due_date'] as const;

/**
 * Keeps the invoice form's read-only fields computed from the client's terms, the amount, the date
 * and the number (a re-issue carries no advance). Figures filled in before the user changed
 * anything become part of the starting values, so opening a form is not an unsaved change.
 */
export function useInvoiceFigures(
  form: ZodForm<typeof InvoiceFormSchema>,
  terms: InvoiceTerms | null | undefined,
): void {
  useEffect(() => {
    if (!terms) return;
    const { values } = form;
    const figures: ComputedFigures = computedFigures(
      {
        invoice_amount: values.invoice_amount,
        invoice_date: values.invoice_date,
        invoice_no: String(values.invoice_no),
      },
      terms,
    );
    const unchanged = figureKeys.every((key) => String(values[key] ?? '') === String(figures[key]));
    if (unchanged) return;
    const patch = { ...figures };
    if (form.isDirty) form.setFields(patch);
    else form.reset({ ...values, ...patch });
  }, [form, terms]);
}
