import { z } from 'zod';
import { creditRequestKinds } from '../constants';
import { messages } from '../messages';
import { addMoney, compareMoney, moneyMax, type MoneyInput } from '../money';
import {
  answerWith,
  defineEndpoint,
  FlagSchema,
  IdSchema,
  IdsSchema,
  MessageAnswerSchema,
  MoneyText,
  pageOf,
  SearchPageFields,
  sortFields,
} from './endpoint';
import { moneyText } from './money';

/**
 * Client and debtor credit requests (spec part 2 §2 Credit requests, §3 Credit request and Credit
 * limit lookup result, §4, §5 Credit requests, §7 Credit requests; docs/decisions/0029, Credit
 * requests). A client request raises the client's active credit limit by the requested amount; a
 * debtor request raises a client–debtor pair's weekly limit by it, at most the client's available
 * credit (docs/decisions/0013). Statuses: 0 pending, 1 approved, 2 denied. No request moves money.
 */

const M = messages.creditRequest;

/** 0 pending, 1 approved, 2 denied. */
export const creditRequestStatus = { pending: 0, approved: 1, denied: 2 } as const;
export type CreditRequestStatus = (typeof creditRequestStatus)[keyof typeof creditRequestStatus];

/** What the list and the detail show of a status. */
export function creditRequestStatusText(status: number): string {
  if (status === creditRequestStatus.approved) return M.approved;
  if (status === creditRequestStatus.denied) return M.denied;
  return M.pending;
}

/** The requested amount: required, above $0.00, at most the money cap (spec part 2 §5). */
export const RequestedAmountSchema = moneyText({
  required: M.requestedRequired,
  invalid: M.requestedRequired,
  min: '0.01',
  below: M.requestedMin,
  above: M.currentLimitCap,
});

/**
 * Why a request of `requested` may not be made (or approved) now, or null: a client request may not
 * take the limit past the cap; a debtor request may not exceed the client's available credit.
 */
export function creditRequestRefusal(
  kind: 'client' | 'debtor',
  requested: MoneyInput,
  figures: { current: MoneyInput; available: MoneyInput | null },
): string | null {
  if (kind === 'client') {
    return compareMoney(addMoney(figures.current, requested), moneyMax) > 0 ? M.currentLimitCap : null;
  }
  return compareMoney(requested, figures.available ?? '0') > 0 ? M.exceedsClientAvailable : null;
}

export const CreditRequestSaveSchema = z.strictObject({
  prospect_id: IdSchema.nullable()
    .optional()
    .refine((value) => value !== null && value !== undefined, M.clientNameRequired),
  /** Set for a debtor request; absent or null for a client request. */
  debtor_id: IdSchema.nullable().optional(),
  requested_amount: RequestedAmountSchema,
});

export const CreditLimitRequestSchema = z.strictObject({
  prospect_id: IdSchema,
  debtor_id: IdSchema.nullable().optional(),
});

/** Credit limit lookup result (spec part 2 §3), plus the client's available credit (0013). */
export const CreditLimitSchema = z.object({
  /** The client's active credit limit as it stands: what a client request raises. */
  client_original_credit_limit: MoneyText.nullable(),
  /** The pair's weekly limit as it stands (null without a debtor): what a debtor request raises. */
  debtor_original_credit_limit: MoneyText.nullable(),
  client_active_credit_limit: MoneyText.nullable(),
  /** Active limit − Σ the live debtors' weekly limits, never below 0 (clientCredit). */
  available_credit_limit: MoneyText.nullable(),
});
export type CreditLimit = z.infer<typeof CreditLimitSchema>;

export const creditRequestSortColumns = [
  'client_name',
  'debtor_name',
  'created_at',
  'action_date',
  'requested_amount',
  'current_credit_limit',
  'new_limit_amount',
  'status',
] as const;
export type CreditRequestSortColumn = (typeof creditRequestSortColumns)[number];

/** A credit request as the lists and the detail show it (spec part 2 §3, Credit request). */
export const CreditRequestRowSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  debtor_id: z.number().int().nullable(),
  /** 0 pending, 1 approved, 2 denied. */
  status: z.number().int(),
  deleted: z.boolean(),
  is_terminated: z.boolean(),
  client_name: z.string(),
  debtor_name: z.string().nullable(),
  created_at: z.string(),
  action_date: z.string().nullable(),
  client_active_credit_limit: MoneyText,
  current_credit_limit: MoneyText,
  requested_amount: MoneyText,
  new_limit_amount: MoneyText.nullable(),
});
export type CreditRequestRow = z.infer<typeof CreditRequestRowSchema>;

export const CreditRequestListRequestSchema = z.strictObject({
  ...SearchPageFields,
  ...sortFields(creditRequestSortColumns),
  /** 1 client requests, 0 debtor requests. */
  credit_requests: z.union([z.literal(creditRequestKinds.client), z.literal(creditRequestKinds.debtor)]),
  show_all: FlagSchema.optional(),
});

export const CreditRequestChangeStatusSchema = z.strictObject({
  ids: IdsSchema,
  status: z.union([z.literal(creditRequestStatus.approved), z.literal(creditRequestStatus.denied)]),
});
export type CreditRequestChangeStatus = z.infer<typeof CreditRequestChangeStatusSchema>;

export const creditRequestEndpoints = {
  creditLimit: defineEndpoint({
    path: 'credit_request/credit_limit',
    tag: 'credit requests',
    summary:
      "The limits a request starts from: the client's active credit limit, the pair's weekly limit (with debtor_id) and the client's available credit; a client user asks for its own company only",
    access: { any: ['view_client_requests', 'view_debtor_requests'] },
    request: CreditLimitRequestSchema,
    response: answerWith({ credit_limit: CreditLimitSchema }),
  }),
  save: defineEndpoint({
    path: 'credit_request/save',
    tag: 'credit requests',
    summary:
      "Add New Request: a client request (no debtor_id) asks to raise the client's active credit limit, a debtor request the pair's weekly limit, at most the client's available credit; staff who may approve are told",
    access: { any: ['add_new_client_request', 'add_new_debtor_request'] },
    request: CreditRequestSaveSchema,
    response: MessageAnswerSchema.extend({ id: z.number().int() }),
  }),
  fetch: defineEndpoint({
    path: 'credit_request/fetch',
    tag: 'credit requests',
    summary:
      'Client (credit_requests 1) or debtor (0) credit requests: live ones of live clients unless show_all (staff); searched by client name and status, or by debtor name; a client user gets its own',
    access: { any: ['view_client_requests', 'view_debtor_requests'] },
    request: CreditRequestListRequestSchema,
    response: answerWith({ crs: pageOf(CreditRequestRowSchema) }),
  }),
  details: defineEndpoint({
    path: 'credit_request/details',
    tag: 'credit requests',
    summary: 'One credit request, as the list shows it (the view-detail dialog and /addnewcr)',
    access: { any: ['view_client_requests', 'view_debtor_requests'] },
    request: z.strictObject({ id: IdSchema }),
    response: answerWith({ cr: CreditRequestRowSchema }),
  }),
  changeStatus: defineEndpoint({
    path: 'credit_request/change_status',
    tag: 'credit requests',
    summary:
      'Approves (1) or denies (2) pending requests of one kind; approval checks each limit again under the lock of its client, raises it and records who and when; the requester is told',
    access: {
      any: ['approve_client_request', 'deny_client_request', 'approve_debtor_request', 'deny_debtor_request'],
    },
    request: CreditRequestChangeStatusSchema,
    response: MessageAnswerSchema,
  }),
};
