import { z } from 'zod';
import {
  pageOf,
  defineEndpoint,
  IdSchema,
  MessageAnswerSchema,
  MoneyText,
  FlagSchema,
  IdsSchema,
  SearchPageFields,
  sortFields,
  messageAnswerWith,
  answerWith,
  idRequest,
} from './endpoint';
import { messages } from '../messages';
import { ProspectResponseFormSchema, responseAttachmentRules } from '../validation/prospectResponse';

/**
 * Prospect management: the /prospectindex list, its counts and its actions (spec part 1 §2.4, §4,
 * §7 Prospect list). What each card counts and what show_all does: docs/decisions/0005.
 */

/** The three cards; a prospect is in exactly one of them (clients and deleted prospects in none). */
export const prospectCategories = ['available', 'tentative', 'fallout'] as const;
export type ProspectCategory = (typeof prospectCategories)[number];

export const prospectSortColumns = [
  'company_business_name',
  'poc_name',
  'poc_email',
  'funding_amount',
  'created_at',
] as const;
export type ProspectSortColumn = (typeof prospectSortColumns)[number];

/** A prospect id in form data, where every value is text. */
const IdTextSchema = z.union(
  [
    IdSchema,
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  { error: messages.http.badRequest },
);

/** A row of the prospect list (spec part 1 §3, list row extras). Money is a decimal string. */
export const ProspectRowSchema = z.object({
  id: z.number().int(),
  company_business_name: z.string(),
  poc_name: z.string(),
  poc_email: z.string(),
  company_country_phone_code: z.string(),
  company_phone: z.string(),
  funding_amount: MoneyText.nullable(),
  /** Null until the prospect has a term sheet (part 3). */
  factoring_limit: MoneyText.nullable(),
  /** Null until the prospect has a term sheet (part 3). */
  active_credit_limit: MoneyText.nullable(),
  /** The highest wizard step saved, 1 … 6. */
  step: z.number().int(),
  status: z.number().int(),
  application_completely_filled: FlagSchema,
  category: z.enum(prospectCategories),
  /** The latest response's value of the prospect_future_response list. */
  future_status: z.number().int().nullable(),
  last_reminder_at: z.string().nullable(),
  created_at: z.string(),
});
export type ProspectRow = z.infer<typeof ProspectRowSchema>;

/** One recorded response of a tentative application, with who recorded it. */
export const ProspectResponseSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  future_status: z.number().int().nullable(),
  comments: z.string(),
  response_given_by_prospect: z.string(),
  /** The stored file (its name carries the 13-character storage prefix), or null. */
  attachment_path: z.string().nullable(),
  created_by: z.string().nullable(),
  /** The staff user's full name; empty once that user is gone. */
  created_by_name: z.string(),
  created_at: z.string(),
});
export type ProspectResponse = z.infer<typeof ProspectResponseSchema>;

/** What a prospect still needs before Promote to Client (the checklist dialog). */
export const PromotionChecklistItemSchema = z.object({
  prospect_id: z.number().int(),
  company_business_name: z.string(),
  /** At least one business name search is recorded. */
  business_name_search: z.boolean(),
  /** A live version of the term sheet is signed by every owner. */
  signed_term_sheet: z.boolean(),
  /** The owners who have not signed the newest live version yet. */
  owners_unsigned: z.array(z.string()),
});
export type PromotionChecklistItem = z.infer<typeof PromotionChecklistItemSchema>;

/** A user who may be assigned as a client advocate (an active user of the Client Advocate role). */
export const AdvocateChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AdvocateChoice = z.infer<typeof AdvocateChoiceSchema>;

export const prospectManagementEndpoints = {
  fetch: defineEndpoint({
    path: 'prospect/fetch',
    tag: 'prospect management',
    summary:
      'Prospects of one category (status 0 with application_completely_filled false = available, true = ' +
      'tentative; status 2 = fallouts), or of all three with show_all; searched by business name, contact ' +
      'name and email; newest first unless sorted',
    access: { all: ['view_prospects'] },
    request: z.strictObject({
      ...SearchPageFields,
      show_all: FlagSchema.default(false),
      status: z.union([z.literal(0), z.literal(2)], { error: messages.http.badRequest }).default(0),
      /** With status 0: false drafts in progress, true submitted applications; absent both. */
      application_completely_filled: FlagSchema.optional(),
      ...sortFields(prospectSortColumns),
    }),
    response: answerWith({ prospects: pageOf(ProspectRowSchema) }),
  }),
  count: defineEndpoint({
    path: 'prospect/fetch/count',
    tag: 'prospect management',
    summary: 'The three cards: available prospects, tentative (duly filled) applications and fallouts',
    access: { all: ['view_prospects'] },
    request: z.strictObject({ show_all: FlagSchema.default(false) }),
    response: answerWith({
      total_prospects: z.number().int(),
      total_duly_filled_applications: z.number().int(),
      total_fallouts: z.number().int(),
    }),
  }),
  delete: defineEndpoint({
    path: 'prospect/delete',
    tag: 'prospect management',
    summary: 'Delete the selected prospects for good (they leave every list and count)',
    access: { all: ['view_prospects', 'delete_prospect'] },
    request: z.strictObject({ ids: IdsSchema }),
    response: MessageAnswerSchema,
  }),
  statusChange: defineEndpoint({
    path: 'prospect/status_change',
    tag: 'prospect management',
    summary:
      'Status 2 demotes the selected prospects to fallout, for good; status 1 promotes them to clients ' +
      'with the selected advocates (users of the Client Advocate role), once each has a business name ' +
      'search and a term sheet signed by every owner (409 naming what is missing otherwise)',
    access: { all: ['view_prospects'], any: ['demote_to_fallout', 'promote_to_client'] },
    request: z
      .strictObject({
        ids: IdsSchema,
        status: z.union([z.literal(1), z.literal(2)], { error: messages.http.badRequest }),
        /** The client advocates a promoted client gets (users of the Client Advocate role). */
        selected_advocates: z.array(z.uuid()).max(1000).default([]),
      })
      .superRefine((body, ctx) => {
        if (body.status === 1 && body.selected_advocates.length === 0) {
          ctx.addIssue({
            code: 'custom',
            message: messages.prospect.clientAdvocateRequired,
            path: ['selected_advocates'],
          });
        }
      }),
    response: MessageAnswerSchema,
  }),
  promotionChecklist: defineEndpoint({
    path: 'prospect/promotion_checklist',
    tag: 'prospect management',
    summary: 'What each selected prospect still needs before Promote to Client',
    access: { all: ['view_prospects', 'promote_to_client'] },
    request: z.strictObject({ ids: IdsSchema }),
    response: answerWith({ checklist: z.array(PromotionChecklistItemSchema) }),
  }),
  advocates: defineEndpoint({
    path: 'prospect/advocates',
    tag: 'prospect management',
    summary: 'The users a promoted client may get as advocates: active users of the Client Advocate role',
    access: { all: ['view_prospects', 'promote_to_client'] },
    request: z.strictObject({}),
    response: answerWith({ advocates: z.array(AdvocateChoiceSchema) }),
  }),
  emailReminder: defineEndpoint({
    path: 'prospect/email/draft',
    tag: 'prospect management',
    summary:
      'Mail each selected applicant a reminder: a draft gets its resume link, a submitted application ' +
      'a request for what is missing',
    access: { all: ['view_prospects', 'email_reminder'] },
    request: z.strictObject({ ids: IdsSchema }),
    response: MessageAnswerSchema,
  }),
  saveResponse: defineEndpoint({
    path: 'prospect/duly_filled_status/save',
    tag: 'prospect management',
    summary:
      "Record a tentative application's response (future status, comments, the prospect's answer and an " +
      'optional attachment_path file: pdf, doc, docx, xls, xlsx, png or jpg proven by its bytes, 3 MB)',
    access: { all: ['view_prospects', 'prospect_status_change'] },
    body: 'multipart',
    upload: { maxFiles: responseAttachmentRules.maxFiles, maxBytes: responseAttachmentRules.maxBytes },
    request: ProspectResponseFormSchema.extend({ prospect_id: IdTextSchema }),
    response: messageAnswerWith({ response: ProspectResponseSchema }),
  }),
  fetchResponses: defineEndpoint({
    path: 'prospect/duly_filled_status/fetch',
    tag: 'prospect management',
    summary: "A prospect's response history, newest first, with who recorded each",
    access: { all: ['view_prospects'] },
    request: idRequest('prospect_id'),
    response: answerWith({ responses: z.array(ProspectResponseSchema) }),
  }),
};
