import { z } from 'zod';
import { ChargebackAdjustRequestSchema } from '../validation/chargebackAdjust';
import {
  answerWith,
  DateText,
  defineEndpoint,
  EmptyRequestSchema,
  FlagSchema,
  MessageAnswerSchema,
  MoneyText,
  pageOf,
  SearchPageFields,
  sortFields,
} from './endpoint';

/**
 * Chargebacks (spec part 2 §2 Chargebacks, §3 Chargeback row, §5 Chargeback adjust, §7
 * Chargebacks; docs/decisions/0028-cash-comes-back.md): the list with its totals read from the
 * books, Adjust Chargeback(s) (settled out of the client reserve) and the on-demand run of the daily
 * chargeback job.
 */

export const chargebackSortColumns = [
  'invoice_no',
  'schedule_no',
  'company_business_name',
  'legal_name',
  'invoice_amount',
  'cb',
  'adjusted_cb',
  'chargeback_date',
  'cb_fee',
  'per_day_fees',
] as const;
export type ChargebackSortColumn = (typeof chargebackSortColumns)[number];

/** A chargeback as the list shows it (spec part 2 §3, Chargeback row), flat like the funding rows. */
export const ChargebackListRowSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  invoice_id: z.number().int(),
  /** The open balance charged back. */
  cb: MoneyText,
  /** What is left to settle once anything settled part of it; null when nothing has. */
  adjusted_cb: MoneyText.nullable(),
  actual_cb: MoneyText,
  invoice_amount: MoneyText,
  /** 0 open, 1 fully settled, 2 partially settled. */
  charge_back_settled: z.number().int(),
  /** Chosen by a schedule's verification: its funding settles it, Adjust may not. */
  settled_by_schedule: z.boolean(),
  is_terminated: z.boolean(),
  is_deleted: z.boolean(),
  invoice_no: z.string(),
  schedule_no: z.number().int().nullable(),
  chargeback_date: DateText,
  cb_fee: MoneyText,
  per_day_fees: MoneyText,
  company_business_name: z.string(),
  legal_name: z.string(),
});
export type ChargebackListRow = z.infer<typeof ChargebackListRowSchema>;

export const ChargebackRunCountsSchema = z.object({
  /** Invoices charged back by this run. */
  raised: z.number().int(),
  /** Chargebacks whose per-day fees this run accrued. */
  fees_accrued: z.number().int(),
  /** Invoices or chargebacks this run could not process (logged; the next run tries again). */
  failed: z.number().int(),
  as_of: z.string(),
});
export type ChargebackRunCounts = z.infer<typeof ChargebackRunCountsSchema>;

export const chargebackEndpoints = {
  fetch: defineEndpoint({
    path: 'chargeback/fetch',
    tag: 'chargebacks',
    summary:
      'The chargebacks: open ones unless show_all (fully settled, deleted and those of terminated clients too; never for a client user), searched by invoice no, schedule no, client name and debtor name',
    access: { all: ['view_chargebacks'] },
    request: z.strictObject({
      ...SearchPageFields,
      ...sortFields(chargebackSortColumns),
      show_all: FlagSchema.optional(),
    }),
    response: answerWith({ invoices: pageOf(ChargebackListRowSchema) }),
  }),
  sum: defineEndpoint({
    path: 'chargeback/sum',
    tag: 'chargebacks',
    summary:
      'The totals, read from the books: Chargebacks Settled (what has left 1300 Chargebacks Receivable) and Chargeback Pending (its balance); a client user gets its own',
    access: { all: ['view_chargebacks'] },
    request: EmptyRequestSchema,
    response: answerWith({ total_chargebacks_settled: MoneyText, total_chargebacks_pending: MoneyText }),
  }),
  adjust: defineEndpoint({
    path: 'chargeback/adjust',
    tag: 'chargebacks',
    summary:
      'Adjust Chargeback(s): settles each selected chargeback by its amount out of the client reserve (Dr 2100 / Cr 1300); honours Idempotency-Key',
    access: { all: ['view_chargebacks', 'chargeback_adjustment'] },
    idempotent: true,
    request: ChargebackAdjustRequestSchema,
    response: MessageAnswerSchema,
  }),
  run: defineEndpoint({
    path: 'chargeback/run',
    tag: 'chargebacks',
    summary:
      "Runs the daily chargeback job now (staff): charges back funded invoices past their client's recourse days and accrues per-day fees as of the date (default today); a second run of the same date changes nothing",
    access: { all: ['chargeback_adjustment'] },
    request: z.strictObject({ as_of: z.iso.date().optional() }),
    response: answerWith({ counts: ChargebackRunCountsSchema }),
  }),
};
