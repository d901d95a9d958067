import { z } from 'zod';
import {
  answerWith,
  defineEndpoint,
  IdSchema,
  MessageAnswerSchema,
  MoneyText,
  PercentText,
} from './endpoint';
import { TermSheetSaveSchema } from '../validation/termSheet';

/**
 * Term sheets (spec part 3 §2, §4, §7 Term sheet): the term a prospect is offered, sent to its
 * owners for signature, revised as a new version (docs/decisions/0025-term-sheets.md). Staff only:
 * prospects are the business's own pipeline, so a client, debtor or broker user is answered 404.
 */

const access = { all: ['view_prospects', 'term_sheet'] } as const;
const ProspectRequestSchema = z.strictObject({ prospect_id: IdSchema });

/** Where an owner stands with the latest version: never sent one, waiting, signed, or only on a voided one. */
export const signatureStatuses = ['not_sent', 'awaiting', 'signed', 'voided'] as const;
export const SignatureStatusSchema = z.enum(signatureStatuses);
export type SignatureStatus = z.infer<typeof SignatureStatusSchema>;

/** An owner of the prospect as the owners dialog shows it. */
export const TermSheetOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  signature_status: SignatureStatusSchema,
  signed_at: z.string().nullable(),
  /** The version whose status this is (null when never sent one). */
  term_sheet_id: z.number().int().nullable(),
});
export type TermSheetOwner = z.infer<typeof TermSheetOwnerSchema>;

/** An owner a term was sent to, with its signature (the spec's pivot). */
export const TermOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.number().int(),
  pivot: z.object({
    signature: SignatureStatusSchema,
    signed_at: z.string().nullable(),
    /** The owner's row of this version (term_sheet_owners.id). */
    agreement_id: z.number().int(),
  }),
});

/** A sent term, as stored. */
export const TermSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  version: z.number().int(),
  factoring_limit: MoneyText,
  advance_percentage: PercentText,
  escrow_reserve_percentage: PercentText,
  recourse_days: z.number().int(),
  purchase_discount: PercentText,
  discount_days: z.number().int(),
  is_incremental_purchase_discount: z.boolean(),
  incremental_discount_percentage: PercentText,
  incremental_discount_days: z.number().int(),
  due_deligence_deposit: MoneyText,
  time_limit_term: z.number().int().nullable(),
  automatic_months_renewal: z.number().int().nullable(),
  less_than_days: z.number().int().nullable(),
  more_than_days: z.number().int().nullable(),
  business_days_clearance: z.number().int(),
  proposal_validity: z.number().int().nullable(),
  wire_fee: MoneyText,
  /** Null when the chargeback box was not checked. */
  cb_fee: MoneyText.nullable(),
  cb_per_day_fee: MoneyText.nullable(),
  note: z.string(),
  sent_at: z.string().nullable(),
  /** Set once every owner signed. */
  signed_at: z.string().nullable(),
  owners: z.array(TermOwnerSchema),
});
export type Term = z.infer<typeof TermSchema>;

/** What the letter names of the prospect. */
export const LetterProspectSchema = z.object({
  company_business_name: z.string(),
  /** The Legal Status dropdown's label. */
  company_legal_status_text: z.string(),
  company_address: z.string(),
  company_state: z.string(),
  company_zip: z.string(),
});
export type LetterProspect = z.infer<typeof LetterProspectSchema>;

export const termSheetEndpoints = {
  owners: defineEndpoint({
    path: 'term_sheet/owners',
    tag: 'term sheets',
    summary: 'The prospect’s owners, each with its signature status for the latest term sheet version',
    access,
    request: ProspectRequestSchema,
    response: answerWith({ owners: z.array(TermSheetOwnerSchema) }),
  }),
  detail: defineEndpoint({
    path: 'term_sheet/detail',
    tag: 'term sheets',
    summary:
      'The latest term sheet version of a prospect with its owners and their signatures; term null when none',
    access,
    request: ProspectRequestSchema,
    response: answerWith({ term: TermSchema.nullable(), company_name: z.string() }),
  }),
  save: defineEndpoint({
    path: 'term_sheet/save',
    tag: 'term sheets',
    summary:
      'Send the term sheet: the first send is version 1, a later one a revision (the next version; the ' +
      'older one is voided with its unsigned links). Each chosen owner is mailed a one-time signing link',
    access,
    request: TermSheetSaveSchema,
    response: MessageAnswerSchema.extend({ term_sheet_id: z.number().int(), version: z.number().int() }),
  }),
  wireFee: defineEndpoint({
    path: 'term_sheet/wire_fee',
    tag: 'term sheets',
    summary: 'The wire fee of the prospect’s latest term sheet; term null when none',
    access,
    request: ProspectRequestSchema,
    response: answerWith({ term: z.object({ wire_fee: MoneyText }).nullable() }),
  }),
  letter: defineEndpoint({
    path: 'term_sheet/letter',
    tag: 'term sheets',
    summary:
      'What the credit proposal letter is filled from: the prospect, its owners and every term version, newest first',
    access,
    request: ProspectRequestSchema,
    response: answerWith({
      prospect: LetterProspectSchema,
      owners: z.array(z.object({ id: z.number().int(), name: z.string() })),
      terms: z.array(TermSchema),
    }),
  }),
  letterPdf: defineEndpoint({
    path: 'term_sheet/letter_pdf',
    tag: 'term sheets',
    summary: 'The credit proposal letter of the given terms as a PDF (application/pdf); nothing is saved',
    access,
    binary: true,
    request: TermSheetSaveSchema,
    response: z.unknown(),
  }),
};
