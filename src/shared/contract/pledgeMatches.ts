import { z } from 'zod';
import { messages } from '../messages';
import {
  IdRequestSchema,
  IdSchema,
  MessageAnswerSchema,
  MoneyText,
  answerWith,
  defineEndpoint,
} from './endpoint';

/**
 * The double-pledge check (docs/decisions/0028-cash-comes-back.md): the live invoices of the same
 * debtor that share an invoice's number (before a dash) or its amount and date, and the review
 * that clears one. Staff only: a match names another client's invoice, so a client, debtor or
 * broker user is answered 404 whatever rights its role holds.
 */

export const pledgeMatchReasons = ['number', 'amount_and_date'] as const;
export type PledgeMatchReason = (typeof pledgeMatchReasons)[number];

/** One match of an invoice, with what staff need to judge it: the other invoice as it stands. */
export const PledgeMatchSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  matched_invoice_id: z.number().int(),
  invoice_no: z.string(),
  prospect_id: z.number().int(),
  company_business_name: z.string(),
  invoice_amount: MoneyText,
  invoice_date: z.string(),
  schedule_id: z.number().int().nullable(),
  schedule_no: z.number().int().nullable(),
  is_funding: z.boolean(),
  reason: z.enum(pledgeMatchReasons),
  cleared_at: z.string().nullable(),
  /** The name of whoever cleared it. */
  cleared_by: z.string().nullable(),
});
export type PledgeMatch = z.infer<typeof PledgeMatchSchema>;

export const pledgeMatchEndpoints = {
  fetch: defineEndpoint({
    path: 'invoice/pledge_matches',
    tag: 'invoices',
    summary:
      "The invoice's possible double pledges: other live invoices of its debtor with the same number (before a dash) or the same amount and date, of any client; staff only (others 404)",
    access: { all: ['view_invoices', 'invoice_selection'] },
    request: IdRequestSchema,
    response: answerWith({ matches: z.array(PledgeMatchSchema) }),
  }),
  clear: defineEndpoint({
    path: 'invoice/pledge_matches/clear',
    tag: 'invoices',
    summary:
      'Reviewed — not a double pledge: records who cleared the matches and when (both directions of each pair); clearing a cleared match changes nothing; staff only (others 404)',
    access: { all: ['invoice_selection'] },
    request: z.strictObject({ ids: z.array(IdSchema).min(1, messages.http.badRequest).max(100) }),
    response: MessageAnswerSchema,
  }),
};
