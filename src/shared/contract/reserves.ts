import { z } from 'zod';
import { ReserveReleaseRequestSchema } from '../validation/reserveRelease';
import {
  answerWith,
  DateText,
  defineEndpoint,
  FlagSchema,
  IdRequestSchema,
  IdSchema,
  MessageAnswerSchema,
  MoneyText,
  pageOf,
  SearchPageFields,
  sortFields,
} from './endpoint';

/**
 * Reserves and their release (spec part 2 §2 Reserves, §3 Reserve row and Reserve release, §4, §5
 * Reserve release form, §7 Reserves; docs/decisions/0029-reserves-and-their-release.md): the Cash
 * Reserves and Escrow Reserves cards (funded invoices with a reserve or escrow still held), the
 * Reserve Release card and its breakdown, the lookups of Create RR Batch and the release itself.
 * Every figure is read from the books or the rows the books are checked against.
 */

/** The two cards of /reserves that list invoices; the third lists releases (`reserveReleaseEndpoints`). */
export const reserveCards = ['cash', 'escrow'] as const;
export type ReserveCard = (typeof reserveCards)[number];

export const reserveSortColumns = [
  'invoice_no',
  'client_name',
  'debtor_name',
  'funding_date',
  'invoice_amount',
  'reserved_amount',
  'escrow_reserves',
  'available_escrow_reserves',
] as const;
export type ReserveSortColumn = (typeof reserveSortColumns)[number];

/** A funded invoice as the Cash and Escrow Reserves cards show it (spec part 2 §3, Reserve row). */
export const ReserveRowSchema = z.object({
  /** The invoice's id: Create RR Batch sends these. */
  id: z.number().int(),
  prospect_id: z.number().int(),
  invoice_no: z.string(),
  client_name: z.string(),
  debtor_name: z.string(),
  funding_date: DateText,
  invoice_amount: MoneyText,
  advance_amount: MoneyText,
  discount_fee_amount: MoneyText,
  /** The invoice's held reserve (invoice − advance − discount fees) while not released, else 0. */
  reserved_amount: MoneyText,
  /** invoice − collected − charged back: a reserve is releasable once this is 0. */
  open_balance: MoneyText,
  releasable: z.boolean(),
  /** Escrow withheld at funding, and what of it is not released yet. */
  escrow_reserves: MoneyText,
  available_escrow_reserves: MoneyText,
  /** The client's term-sheet wire fee. */
  wire_fee: MoneyText,
  /** The client's previous reserves (0029), the same on each of its rows. */
  previous_reserves: MoneyText,
  /** What a release paid of this invoice's reserve, and when. */
  reserve_released_amount: MoneyText.nullable(),
  reserve_release_date: DateText,
  reserve_release_id: z.number().int().nullable(),
  /** Days the discount fee counted (funding to the last posting + clearance), once collected. */
  fee_days: z.number().int().nullable(),
  /** The incremental discount percentage a day beyond the discount days (the term sheet's). */
  tax_per_day: z.string().nullable(),
  /** What releasing this invoice alone would add: its held reserve while releasable, else 0. */
  release_amount: MoneyText,
  deleted: z.boolean(),
  is_terminated: z.boolean(),
});
export type ReserveRow = z.infer<typeof ReserveRowSchema>;

export const ReserveListRequestSchema = z.strictObject({
  card: z.enum(reserveCards),
  ...SearchPageFields,
  ...sortFields(reserveSortColumns),
  /** Include terminated clients' rows (never for a client user). */
  show_all: FlagSchema.optional(),
});
export type ReserveListRequest = z.input<typeof ReserveListRequestSchema>;

export const reserveReleaseSortColumns = [
  'reserve_release_date',
  'client_name',
  'released_amount',
  'amount',
  'cb_amount',
  'created_at',
] as const;
export type ReserveReleaseSortColumn = (typeof reserveReleaseSortColumns)[number];

/** The figures of a release (spec part 2 §3, Reserve release summary `rr`). */
export const ReleaseSummarySchema = z.object({
  /** Σ held reserves of its invoices. */
  amount: MoneyText,
  escrow_amount: MoneyText,
  previous_reserves: MoneyText,
  wire_fee: MoneyText,
  /** Total Amount with Previous Reserves and Escrow as posted. */
  custom_amount: MoneyText,
  cb_amount: MoneyText,
  released_amount: MoneyText,
});

/** A release as the Reserve Release card shows it. */
export const ReserveReleaseRowSchema = ReleaseSummarySchema.extend({
  id: z.number().int(),
  prospect_id: z.number().int(),
  client_name: z.string(),
  reserve_release_date: DateText,
  payment_type: z.number().int(),
  payment_type_text: z.string(),
  invoice_count: z.number().int(),
  /** The maker and, when it waited for approval, the checker. */
  created_by_name: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  deleted: z.boolean(),
  is_terminated: z.boolean(),
});
export type ReserveReleaseRow = z.infer<typeof ReserveReleaseRowSchema>;
/** A client user sees its releases without who made and approved them. */
export const ClientReserveReleaseRowSchema = ReserveReleaseRowSchema.omit({
  created_by_name: true,
  approved_by_name: true,
});

export const ReserveReleaseListRequestSchema = z.strictObject({
  ...SearchPageFields,
  ...sortFields(reserveReleaseSortColumns),
  show_all: FlagSchema.optional(),
});
export type ReserveReleaseListRequest = z.input<typeof ReserveReleaseListRequestSchema>;

/** An invoice of a release's breakdown. */
export const ReleasedInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  debtor_name: z.string(),
  funding_date: DateText,
  invoice_amount: MoneyText,
  reserve_amount: MoneyText,
  /** The escrow released with it, when it was. */
  escrow_amount: MoneyText.nullable(),
});

/** An open chargeback of the client a release may settle. */
export const ReleaseChargebackSchema = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  debtor_name: z.string(),
  chargeback_date: DateText,
  /** What is left of it: the release settles it whole. */
  cb: MoneyText,
});
export type ReleaseChargeback = z.infer<typeof ReleaseChargebackSchema>;

/** An escrow still held on one of the client's funded invoices. */
export const HeldEscrowSchema = z.object({
  invoice_id: z.number().int(),
  invoice_no: z.string(),
  funding_date: z.string(),
  amount: MoneyText,
});
export type HeldEscrowRow = z.infer<typeof HeldEscrowSchema>;

/** Available escrows (0029, the escrow rule): what is held, what must stay, what may go. */
export const AvailableEscrowsSchema = z.object({
  escrows: z.array(HeldEscrowSchema),
  held_escrow: MoneyText,
  open_receivables: MoneyText,
  /** 10 % of the open receivables. */
  ten_percent_ar: MoneyText,
  extra_escrow: MoneyText,
  /** Auto Select's choice: invoice ids. */
  auto_selected: z.array(z.number().int()),
});
export type AvailableEscrows = z.infer<typeof AvailableEscrowsSchema>;

const ClientRequestSchema = z.strictObject({ prospect_id: IdSchema });

export const reserveEndpoints = {
  fetch: defineEndpoint({
    path: 'reserve/fetch',
    tag: 'reserves',
    summary:
      "Cash Reserves (funded invoices whose reserve is not released) or Escrow Reserves (escrow not released) of the caller's scope; searched by invoice no, client name and funding date",
    access: { all: ['view_reserves'] },
    request: ReserveListRequestSchema,
    response: answerWith({ reserves: pageOf(ReserveRowSchema) }),
  }),
  batch: defineEndpoint({
    path: 'reserve/batch',
    tag: 'reserves',
    summary:
      "Create RR Batch: the chosen invoices (one client's, each releasable), the latest posting date of their collections, the client's open chargebacks, its wire fee and previous reserves",
    access: { all: ['view_reserves', 'create_rr_batch'] },
    request: z.strictObject({ id: z.array(IdSchema).min(1).max(1000) }),
    response: answerWith({
      batch: z.array(ReserveRowSchema),
      prospect_id: z.number().int(),
      client_name: z.string(),
      latest_posting_date: DateText,
      chargebacks: z.array(ReleaseChargebackSchema),
      wire_fee: MoneyText,
      previous_reserves: MoneyText,
    }),
  }),
  previousReserves: defineEndpoint({
    path: 'reserve/previous_reserves',
    tag: 'reserves',
    summary:
      "Previous reserves: the client's reserve account less the held reserves of its unreleased funded invoices (0029)",
    access: { all: ['view_reserves'] },
    request: ClientRequestSchema,
    response: answerWith({ amount: MoneyText }),
  }),
  availableEscrows: defineEndpoint({
    path: 'reserve/available_escrows',
    tag: 'reserves',
    summary:
      "The client's escrows still held, 10 % of its open receivables, the extra escrow a release may take and Auto Select's choice (0029, the escrow rule)",
    access: { all: ['view_reserves'] },
    request: ClientRequestSchema,
    response: answerWith(AvailableEscrowsSchema.shape),
  }),
  tenPercentAr: defineEndpoint({
    path: 'reserve/ten_percent_ar',
    tag: 'reserves',
    summary: "10 % of the client's open receivables: the escrow a release must leave held",
    access: { all: ['view_reserves'] },
    request: ClientRequestSchema,
    response: answerWith({ open_receivables: MoneyText, amount: MoneyText }),
  }),
};

export const reserveReleaseEndpoints = {
  fetch: defineEndpoint({
    path: 'reserve_release/fetch',
    tag: 'reserves',
    summary:
      "The Reserve Release card: releases of the caller's scope, searched by release date and client name",
    access: { all: ['view_reserves'] },
    request: ReserveReleaseListRequestSchema,
    response: answerWith({ reserve_releases: pageOf(ReserveReleaseRowSchema) }),
    responseByParty: { client: answerWith({ reserve_releases: pageOf(ClientReserveReleaseRowSchema) }) },
  }),
  details: defineEndpoint({
    path: 'reserve_release/details',
    tag: 'reserves',
    summary: 'Reserve Release BreakDown: the invoices of a release and its figures',
    access: { all: ['view_reserves', 'reserve_release_selection'] },
    request: IdRequestSchema,
    response: answerWith({ invoices: z.array(ReleasedInvoiceSchema), rr: ReleaseSummarySchema }),
  }),
  save: defineEndpoint({
    path: 'reserve_release/save',
    tag: 'reserves',
    summary:
      'Post Reserve Release: pays a client its invoices’ held reserves, the chosen escrows and its previous reserves, less the wire fee and the chosen chargebacks; refused when a figure sent differs from the server’s. Above the approval threshold it waits for a second staff member (waiting_approval). Honours Idempotency-Key',
    access: { all: ['view_reserves', 'create_rr_batch'] },
    idempotent: true,
    request: ReserveReleaseRequestSchema,
    response: MessageAnswerSchema.extend({
      /** The release posted; null while it waits for approval. */
      id: z.number().int().nullable(),
      waiting_approval: z.boolean(),
      approval_id: z.number().int().nullable(),
    }),
  }),
};
