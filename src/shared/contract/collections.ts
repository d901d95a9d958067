import { z } from 'zod';
import { attachmentMaxBytes } from '../constants';
import { CollectionNoteSchema, CollectionSaveSchema } from '../validation/collection';
import {
  answerWith,
  DateText,
  defineEndpoint,
  FlagSchema,
  IdSchema,
  MessageAnswerSchema,
  MoneyText,
  pageOf,
  SearchPageFields,
  sortFields,
} from './endpoint';

/**
 * Collections (spec part 2 §5, §7 Collections; docs/decisions/0028-cash-comes-back.md): the list
 * with each collection's rows, its notes, its report, and Add New Collection with the rows and the
 * unapplied cash it may settle. The save moves money: one journal entry, idempotent.
 */

export const collectionSortColumns = [
  'collection_id',
  'client_name',
  'debtor_name',
  'posting_date',
  'total_amount',
  'created_at',
] as const;
export type CollectionSortColumn = (typeof collectionSortColumns)[number];

const RowKindSchema = z.enum(['invoice', 'chargeback']);

/** One row a collection settled, as the list shows it under the collection. */
export const CollectionItemSchema = z.object({
  invoice_no: z.string(),
  kind: RowKindSchema,
  collected_amount: MoneyText,
  uc: MoneyText,
  applied_amount: MoneyText,
  excess_amount: MoneyText,
  discount_fee: MoneyText,
  /** Days the fee was counted over; null for a chargeback row. */
  fee_days: z.number().int().nullable(),
  move_to_cb: z.boolean(),
});
export type CollectionItem = z.infer<typeof CollectionItemSchema>;

/** The row as a client user sees it: the factor's fee is on its statement, not here. */
export const ClientCollectionItemSchema = CollectionItemSchema.omit({ discount_fee: true, fee_days: true });

/** A posted collection (spec part 2 §3, Collection). */
export const CollectionSchema = z.object({
  id: z.number().int(),
  /** The collection's number as printed: 'COL-<id>'. */
  collection_id: z.string(),
  prospect_id: z.number().int(),
  client_name: z.string(),
  debtor_name: z.string(),
  posting_date: z.string(),
  payment_type_text: z.string(),
  collection_type_text: z.string(),
  amount: MoneyText,
  cb_amount: MoneyText,
  total_amount: MoneyText,
  uc_collected: MoneyText,
  note: z.string(),
  is_terminated: z.boolean(),
  invoices: z.array(CollectionItemSchema),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const ClientCollectionSchema = CollectionSchema.extend({
  invoices: z.array(ClientCollectionItemSchema),
});
export type ClientCollection = z.infer<typeof ClientCollectionSchema>;

/** A row Add New Collection offers (balances as the server finds them). */
export const CollectionInvoiceSchema = z.object({
  /** The invoice's id (kind invoice) or the chargeback's (kind chargeback). */
  id: z.number().int(),
  kind: RowKindSchema,
  invoice_no: z.string(),
  invoice_amount: MoneyText,
  funding_date: DateText,
  /** What is left to collect: the open receivable, or what is left of the chargeback. */
  balance: MoneyText,
});
export type CollectionInvoice = z.infer<typeof CollectionInvoiceSchema>;

export const CollectionNoteRowSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type CollectionNote = z.infer<typeof CollectionNoteRowSchema>;

const PairRequest = z.strictObject({ prospect_id: IdSchema, debtor_id: IdSchema });

export const collectionEndpoints = {
  fetch: defineEndpoint({
    path: 'collection/fetch',
    tag: 'collections',
    summary:
      'Collections: posted collections with the rows each settled, searched by number, invoice no, client, debtor and type (a client user: its own)',
    access: { all: ['view_collections'] },
    request: z.strictObject({
      ...SearchPageFields,
      ...sortFields(collectionSortColumns),
      /** Include the collections of terminated clients. */
      show_all: FlagSchema.optional(),
      /** Sent by the spec's list as false; the unapplied cash lists are their own calls. */
      is_uc: FlagSchema.optional(),
    }),
    response: answerWith({ collections: pageOf(CollectionSchema) }),
    responseByParty: { client: answerWith({ collections: pageOf(ClientCollectionSchema) }) },
  }),
  notes: defineEndpoint({
    path: 'collection/notes',
    tag: 'collections',
    summary: "A collection's notes, newest first",
    access: { all: ['schedule_notes'] },
    request: z.strictObject({ collection_id: IdSchema }),
    response: answerWith({ notes: z.array(CollectionNoteRowSchema) }),
  }),
  saveNote: defineEndpoint({
    path: 'collection/notes/save',
    tag: 'collections',
    summary: 'Add Note to a collection (at most 150 characters)',
    access: { all: ['schedule_notes'] },
    request: CollectionNoteSchema,
    response: MessageAnswerSchema.extend({ note: CollectionNoteRowSchema }),
  }),
  report: defineEndpoint({
    path: 'collection/report',
    tag: 'collections',
    summary: 'Download Report: one collection with its rows (application/pdf)',
    access: { all: ['download_report'] },
    binary: true,
    request: z.strictObject({ id: IdSchema }),
    response: z.unknown(),
  }),
  invoices: defineEndpoint({
    path: 'collection/invoices',
    tag: 'collections',
    summary:
      "Add New Collection: the rows a collection of this type may settle for the client and debtor — funded invoices with an open balance and no live chargeback, and the client's open chargebacks on that debtor's invoices",
    access: { all: ['add_new_collection'] },
    request: PairRequest.extend({ collection_type: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
    response: answerWith({ invoices: z.array(CollectionInvoiceSchema) }),
  }),
  debtorUc: defineEndpoint({
    path: 'collection/debtor_uc',
    tag: 'collections',
    summary: "Add New Collection: the client–debtor pair's unapplied cash a collection may settle",
    access: { all: ['add_new_collection'] },
    request: PairRequest.extend({
      /** Sent by the spec's dialog; the pool always counts cash transferred to collection. */
      hold_account_collection_status: z.number().int().min(0).max(1).optional(),
    }),
    response: answerWith({ uc: MoneyText }),
  }),
  save: defineEndpoint({
    path: 'collection/save',
    tag: 'collections',
    summary:
      'Add New Collection: settles the rows with the cash and the unapplied cash, holds any excess, charges back the rows moved to chargeback, posts one journal entry (multipart with check_path); honours Idempotency-Key',
    access: { all: ['add_new_collection'] },
    body: 'multipart',
    upload: { maxFiles: 1, maxBytes: attachmentMaxBytes },
    idempotent: true,
    request: CollectionSaveSchema,
    response: MessageAnswerSchema.extend({ id: z.number().int() }),
  }),
};
