import { z } from 'zod';
import { workspaceMessages } from '../workspaceMessages';
import { TextSchema } from './text';
import { DateText, defineEndpoint, MoneyText, PercentText, answerWith, idRequest } from './endpoint';
import { JournalEntrySchema, PaymentSchema } from './funding';

/**
 * The staff workspace's reads: the detail panels shown beside a list (an invoice, a schedule, a
 * debtor) and the command palette's search. Each answers only what the caller's party may see; any
 * other id answers 404 like a missing one.
 */

/** Where a schedule stands: open for invoices, verified, funded or deleted. */
export const scheduleStages = ['open', 'verified', 'funded', 'deleted'] as const;
export const ScheduleStageSchema = z.enum(scheduleStages);
export type ScheduleStage = z.infer<typeof ScheduleStageSchema>;

/** The schedule an invoice sits on, as a panel links it. */
export const PanelScheduleSchema = z.object({
  id: z.number().int(),
  schedule_no: z.number().int(),
  stage: ScheduleStageSchema,
});

/** What happened to an invoice, from what the database records (no event is made up). */
export const invoiceEventKinds = [
  'created',
  'verified',
  'paid',
  'payment_reversed',
  'funded',
  'charged_back',
  'deleted',
] as const;
export const InvoiceEventSchema = z.object({
  kind: z.enum(invoiceEventKinds),
  /** ISO timestamp, or 'YYYY-MM-DD' for what the books record by date only (funding). */
  at: z.string(),
  /** Who did it, where it is recorded. */
  by: z.string().nullable(),
  /** The amount moved, where there is one (a payment, a chargeback). */
  amount: MoneyText.nullable(),
});
export type InvoiceEvent = z.infer<typeof InvoiceEventSchema>;

export const InvoicePanelSchema = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  client: z.object({ id: z.number().int(), name: z.string() }),
  debtor: z.object({ id: z.number().int(), legal_name: z.string() }),
  schedule: PanelScheduleSchema.nullable(),
  invoice_amount: MoneyText,
  advance_percentage: PercentText,
  advance_amount: MoneyText,
  escrow_amount: MoneyText,
  invoice_date: z.string(),
  invoice_due_date: z.string(),
  funding_date: DateText,
  status_text: z.string(),
  deleted: z.boolean(),
  /** The schedule's payments that bought this invoice, the reversed ones too. */
  payments: z.array(PaymentSchema),
  timeline: z.array(InvoiceEventSchema),
});
export type InvoicePanel = z.infer<typeof InvoicePanelSchema>;

const InvoicePanelAnswer = answerWith({
  invoice: InvoicePanelSchema,
  /** The entries of the books that moved it (its payments and their reversals): staff only. */
  journal_entries: z.array(JournalEntrySchema),
});
/** A client, debtor or broker user never sees the factor's books. */
const InvoicePanelPartyAnswer = answerWith({ invoice: InvoicePanelSchema });

export const PanelInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  client_name: z.string(),
  legal_name: z.string(),
  invoice_amount: MoneyText,
  advance_amount: MoneyText,
  invoice_due_date: z.string(),
  funding_date: DateText,
  verified: z.boolean(),
  status_text: z.string(),
});
export type PanelInvoice = z.infer<typeof PanelInvoiceSchema>;

export const SchedulePanelSchema = z.object({
  id: z.number().int(),
  schedule_no: z.number().int(),
  stage: ScheduleStageSchema,
  client: z.object({ id: z.number().int(), name: z.string() }),
  total_amount: MoneyText,
  paid_amount: MoneyText,
  remaining_amount: MoneyText,
  schedule_fund_date: DateText,
  created_at: z.string(),
  verification: z
    .object({
      verified_at: z.string(),
      /** Null when the verifier's user is gone. */
      verified_by: z.string().nullable(),
      /** Chargebacks chosen at verification, settled against the payout. */
      cb_amount: MoneyText,
    })
    .nullable(),
  invoices: z.array(PanelInvoiceSchema),
  payments: z.array(PaymentSchema),
});
export type SchedulePanel = z.infer<typeof SchedulePanelSchema>;

/** The debtor's hold by one client: its weekly limit and what is left of it (docs/decisions/0013). */
export const DebtorLimitSchema = z.object({
  prospect_id: z.number().int(),
  client_name: z.string(),
  credit_limit: MoneyText,
  outstanding: MoneyText,
  available_credit: MoneyText,
  status_text: z.string(),
});
export type DebtorLimit = z.infer<typeof DebtorLimitSchema>;

export const DebtorContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  department: z.string(),
  phone: z.string(),
});
export type DebtorContact = z.infer<typeof DebtorContactSchema>;

/** The most open invoices a debtor panel lists; `open_invoice_count` tells how many there are. */
export const debtorPanelInvoiceMax = 50;

export const DebtorPanelSchema = z.object({
  id: z.number().int(),
  legal_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  limits: z.array(DebtorLimitSchema),
  contacts: z.array(DebtorContactSchema),
  /** Live invoices not yet funded, newest first, at most debtorPanelInvoiceMax. */
  open_invoices: z.array(PanelInvoiceSchema),
  open_invoice_count: z.number().int(),
});
export type DebtorPanel = z.infer<typeof DebtorPanelSchema>;

/** What the command palette finds. */
export const paletteKinds = ['client', 'debtor', 'invoice', 'schedule'] as const;
export type PaletteKind = (typeof paletteKinds)[number];

/** The most results the palette answers. */
export const paletteResultMax = 20;

export const PaletteResultSchema = z.object({
  kind: z.enum(paletteKinds),
  id: z.number().int(),
  /** What the palette shows: the name or number found. */
  label: z.string(),
  /** Its context: the client, the debtor. */
  detail: z.string(),
  /** The page that opens it (src/shared/routeTable.ts) and its navigation state. */
  path: z.string(),
  state: z.object({ id: z.number().int(), prospect_id: z.number().int().optional() }),
});
export type PaletteResult = z.infer<typeof PaletteResultSchema>;

export const paletteSearchMin = 2;
export const paletteSearchMax = 50;

export const workspaceEndpoints = {
  invoicePanel: defineEndpoint({
    path: 'workspace/invoice_panel',
    tag: 'workspace',
    summary:
      "An invoice's detail panel: its schedule, debtor, payments, timeline and, for staff who see the books, its journal entries",
    access: { all: ['view_invoices'] },
    request: idRequest('invoice_id'),
    response: InvoicePanelAnswer,
    responseByParty: {
      client: InvoicePanelPartyAnswer,
      debtor: InvoicePanelPartyAnswer,
      broker: InvoicePanelPartyAnswer,
    },
  }),
  schedulePanel: defineEndpoint({
    path: 'workspace/schedule_panel',
    tag: 'workspace',
    summary: "A schedule's detail panel: its invoices, verification and payments",
    access: { any: ['view_schedule_of_assignment', 'view_schedule_of_funding'] },
    request: idRequest('schedule_id'),
    response: answerWith({ schedule: SchedulePanelSchema }),
  }),
  debtorPanel: defineEndpoint({
    path: 'workspace/debtor_panel',
    tag: 'workspace',
    summary:
      "A debtor's detail panel: its credit limit and available credit per client, contacts and open invoices",
    access: { all: ['view_debtors'] },
    request: idRequest('debtor_id'),
    response: answerWith({ debtor: DebtorPanelSchema }),
  }),
  commandPalette: defineEndpoint({
    path: 'search/command_palette',
    tag: 'workspace',
    summary:
      'The command palette (Ctrl/Cmd-K): clients, debtors, invoice numbers and schedule numbers matching the text, within the caller’s rights and scope',
    access: {},
    request: z.strictObject({
      search_text: TextSchema({ label: 'Search', max: paletteSearchMax }).min(
        paletteSearchMin,
        workspaceMessages.searchTooShort(paletteSearchMin),
      ),
    }),
    response: answerWith({ results: z.array(PaletteResultSchema).max(paletteResultMax) }),
  }),
};
