import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import { answerWith, defineEndpoint, IdSchema, MoneyText } from './endpoint';

/**
 * Each party's own home (docs/decisions/0033-each-partys-home.md): what a client and a broker
 * see first, in plain words. Every figure is read for the caller's own company or referrals on
 * the server; staff may preview a client's or a broker's home by its id.
 */

/** The client's own credit and each live debtor's (0013). */
export const DebtorCreditSchema = z.object({
  debtor_id: z.number().int(),
  debtor_name: z.string(),
  credit_limit: MoneyText,
  /** What the pair's live invoices carry. */
  outstanding: MoneyText,
  available: MoneyText,
});

/** The four age buckets of open invoices, by days since the invoice date. */
export const ageBuckets = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof ageBuckets)[number];

export const AgeBucketSchema = z.object({
  bucket: z.enum(ageBuckets),
  count: z.number().int(),
  /** Σ open balances of the bucket's invoices. */
  amount: MoneyText,
});

/** The discount terms the simulator prices with: the client's signed term sheet (0028). */
export const SimulatorTermsSchema = z.object({
  purchase_discount: z.string(),
  discount_days: z.number().int(),
  is_incremental_purchase_discount: z.boolean(),
  incremental_discount_percentage: z.string(),
  incremental_discount_days: z.number().int(),
  business_days_clearance: z.number().int(),
});
export type SimulatorTerms = z.infer<typeof SimulatorTermsSchema>;

/** An open funded invoice the simulator may take. */
export const OpenInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  debtor_name: z.string(),
  invoice_date: z.string(),
  funding_date: z.string(),
  invoice_amount: MoneyText,
  advance_amount: MoneyText,
  collected_amount: MoneyText,
  chargeback_amount: MoneyText,
  discount_fee_amount: MoneyText,
  open_balance: MoneyText,
});
export type OpenInvoice = z.infer<typeof OpenInvoiceSchema>;

export const ClientHomeSchema = z.object({
  client_name: z.string(),
  /** The server's today: "this month" and the invoices' ages are read from it. */
  as_of: z.string(),
  credit: z.object({
    /** The client's active limit and what its live debtors' weekly limits leave of it; null without a limit. */
    credit_limit: MoneyText.nullable(),
    available: MoneyText.nullable(),
    debtors: z.array(DebtorCreditSchema),
  }),
  funded_this_month: z.object({
    /** Σ what the month's standing schedule payments paid out (amount less wire fee). */
    amount: MoneyText,
    payments: z.number().int(),
    invoices: z.number().int(),
  }),
  reserves: z.object({
    /** The client's reserve account (2100) and escrow account (2200). */
    held: MoneyText,
    escrow_held: MoneyText,
    /** Held reserves of paid, unreleased invoices + previous reserves + extra escrow, floored at 0. */
    releasable: MoneyText,
  }),
  open_invoices: z.object({
    buckets: z.array(AgeBucketSchema),
    count: z.number().int(),
    amount: MoneyText,
  }),
  chargebacks_pending: z.object({ count: z.number().int(), amount: MoneyText }),
  simulator: z.object({
    terms: SimulatorTermsSchema.nullable(),
    /** The oldest open funded invoices first (at most 200). */
    invoices: z.array(OpenInvoiceSchema),
  }),
});
export type ClientHome = z.infer<typeof ClientHomeSchema>;

/** A prospect or client that came through the broker's referral code. */
export const ReferredClientSchema = z.object({
  prospect_id: z.number().int(),
  name: z.string(),
  /** 'Applying', 'Client' or 'Declined'. */
  stage: z.string(),
  invoices_this_month: z.number().int(),
  volume_this_month: MoneyText,
  invoices_all_time: z.number().int(),
  volume_all_time: MoneyText,
  fees_this_month: MoneyText,
  commission_this_month: MoneyText,
  commission_all_time: MoneyText,
});
export type ReferredClient = z.infer<typeof ReferredClientSchema>;

/** A month of the commission statement: the fees collected from referred clients and the commission on them. */
export const CommissionMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  fees: MoneyText,
  commission: MoneyText,
  /** The 15th of the following month, as the agreement says. */
  payable_by: z.string(),
});

export const BrokerHomeSchema = z.object({
  broker_name: z.string(),
  as_of: z.string(),
  referral_code: z.string().nullable(),
  /** The agreement's commission percentage and date; without both nothing is earned. */
  commission_rate: z.string().nullable(),
  agreement_date: z.string().nullable(),
  totals: z.object({
    clients: z.number().int(),
    invoices_this_month: z.number().int(),
    volume_this_month: MoneyText,
    invoices_all_time: z.number().int(),
    volume_all_time: MoneyText,
    commission_this_month: MoneyText,
    commission_all_time: MoneyText,
  }),
  clients: z.array(ReferredClientSchema),
  /** Newest month first, from the first month with fees. */
  statement: z.array(CommissionMonthSchema),
});
export type BrokerHome = z.infer<typeof BrokerHomeSchema>;

export const SimulateRequestSchema = z.strictObject({
  invoice_id: IdSchema,
  payment_date: z
    .string()
    .max(10, messages.partyHome.paymentDateRequired)
    .refine((text) => isIsoDate(text), messages.partyHome.paymentDateRequired),
});

export const SimulationSchema = z.object({
  invoice_id: z.number().int(),
  invoice_no: z.string(),
  payment_date: z.string(),
  balance: MoneyText,
  fee_days: z.number().int(),
  rate: z.string(),
  fee: MoneyText,
  total_fees: MoneyText,
  /** May be negative: the fees would pass the invoice's reserve. */
  reserve_back: z.string(),
});
export type Simulation = z.infer<typeof SimulationSchema>;

export const partyHomeEndpoints = {
  client: defineEndpoint({
    path: 'party_home/client',
    tag: 'party home',
    summary:
      "A client's home: available credit (its own and per debtor), funded this month, reserves held and releasable, open invoices by age, pending chargebacks and the simulator's invoices. A client user reads its own; staff with view_clients preview one by prospect_id",
    access: {},
    request: z.strictObject({ prospect_id: IdSchema.optional() }),
    response: answerWith({ home: ClientHomeSchema }),
  }),
  broker: defineEndpoint({
    path: 'party_home/broker',
    tag: 'party home',
    summary:
      "A broker's home: its referred clients, their volume this month and all time, and its commission statement. A broker user reads its own; staff with view_brokers preview one by broker_id",
    access: {},
    request: z.strictObject({ broker_id: IdSchema.optional() }),
    response: answerWith({ home: BrokerHomeSchema }),
  }),
  simulate: defineEndpoint({
    path: 'party_home/simulate',
    tag: 'party home',
    summary:
      "Paid on day X: the discount fee and the reserve that would come back were an open funded invoice's balance paid on payment_date, priced by the client's signed terms as collections price it",
    access: {},
    request: SimulateRequestSchema,
    response: answerWith({ simulation: SimulationSchema }),
  }),
} as const;
