import { z } from 'zod';
import { formatUsd } from '../money';
import { TextSchema } from './text';
import {
  DateText,
  IdSchema,
  MessageAnswerSchema,
  MoneyText,
  SearchPageFields,
  answerWith,
  defineEndpoint,
  pageOf,
  sortFields,
} from './endpoint';

/**
 * The second pair of eyes (docs/decisions/0029, maker and checker): a reserve release or a Post
 * Payment above the approval threshold waits on /approvals until a staff member who did not make
 * it approves it (the movement posts then, checked again as of then) or rejects it (nothing posts).
 */

/** What a waiting movement is. */
export const approvalKinds = ['reserve_release', 'schedule_payment'] as const;
export type ApprovalKindText = (typeof approvalKinds)[number];

/** Waiting for a checker, approved (posted), rejected. */
export const approvalStatuses = ['waiting', 'approved', 'rejected'] as const;
export type ApprovalStatusText = (typeof approvalStatuses)[number];

export const approvalDecisions = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof approvalDecisions)[number];

/** The most characters of a decision's note. */
export const approvalNoteMax = 150;

/** The words of the approvals: the page, its columns, its dialogs and the server's answers. */
export const approvalMessages = {
  title: 'Money Approvals',
  searchPlaceholder: 'Search by client or maker',
  kinds: { reserve_release: 'Reserve Release', schedule_payment: 'Schedule Payment' } satisfies Record<
    ApprovalKindText,
    string
  >,
  statuses: { waiting: 'Waiting', approved: 'Approved', rejected: 'Rejected' } satisfies Record<
    ApprovalStatusText,
    string
  >,
  columns: {
    kind: 'Kind',
    client: 'Client',
    amount: 'Amount',
    madeBy: 'Made By',
    madeAt: 'Made At',
    status: 'Status',
    decidedBy: 'Decided By',
    decidedAt: 'Decided At',
    note: 'Note',
    actions: 'Actions',
  },
  approve: 'Approve',
  reject: 'Reject',
  note: 'Note',
  confirmApprove: (kind: string, amount: string, client: string): string =>
    `Approve the ${kind.toLowerCase()} of ${formatUsd(amount)} to ${client}? It posts now.`,
  confirmReject: (kind: string, amount: string, client: string): string =>
    `Reject the ${kind.toLowerCase()} of ${formatUsd(amount)} to ${client}? Nothing is posted.`,
  ownApproval: 'You made this one: another staff member must approve or reject it.',
  alreadyDecided: 'This approval has already been decided.',
  makerCannotDecide: 'You made this movement: another staff member must approve or reject it.',
  approved: 'Approved: the movement is posted.',
  rejected: 'Rejected: nothing was posted.',
  /** Post Payment's answer when the payment waits. */
  paymentWaiting: (amount: string): string =>
    `Payment of ${formatUsd(amount)} is above the approval threshold: it waits for a second staff member's approval.`,
  paymentWaitingTitle: 'Waiting for approval',
  alreadyWaiting: 'This schedule already has a payment waiting for approval.',
  requested: (kind: string, amount: string, client: string, maker: string): string =>
    `${maker} asks approval of a ${kind.toLowerCase()} of ${formatUsd(amount)} to ${client}`,
  decidedNotice: (kind: string, amount: string, client: string, decision: string): string =>
    `Your ${kind.toLowerCase()} of ${formatUsd(amount)} to ${client} was ${decision}`,
  /** The settings card. */
  threshold: 'Approval threshold',
  thresholdDescription:
    'Reserve releases and payments above this amount wait for a second staff member. Leave it blank to post every amount at once.',
  thresholdInvalid: 'Approval threshold must be an amount like 25000.00',
  thresholdSaved: 'Approval threshold saved',
} as const;

export const approvalSortColumns = ['client_name', 'amount', 'made_at', 'decided_at'] as const;
export type ApprovalSortColumn = (typeof approvalSortColumns)[number];

/** One approval on /approvals. */
export const ApprovalRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(approvalKinds),
  kind_text: z.string(),
  prospect_id: z.number().int(),
  client_name: z.string(),
  schedule_id: z.number().int().nullable(),
  amount: MoneyText,
  made_by: z.string(),
  made_by_name: z.string(),
  /** ISO timestamp. */
  made_at: z.string(),
  status: z.enum(approvalStatuses),
  status_text: z.string(),
  decided_by_name: z.string().nullable(),
  decided_at: DateText,
  note: z.string(),
  /** The release or payment it posted. */
  result_id: z.number().int().nullable(),
  /** Whether the caller made it (and so may not decide it). */
  is_own: z.boolean(),
});
export type ApprovalRow = z.infer<typeof ApprovalRowSchema>;

export const ApprovalListRequestSchema = z.strictObject({
  /** One status, or every approval. */
  status: z.enum(approvalStatuses).optional(),
  ...SearchPageFields,
  ...sortFields(approvalSortColumns),
});
export type ApprovalListRequest = z.input<typeof ApprovalListRequestSchema>;

export const ApprovalNoteSchema = TextSchema({ label: approvalMessages.note, max: approvalNoteMax }).default(
  '',
);

export const ApprovalDecideRequestSchema = z.strictObject({
  id: IdSchema,
  decision: z.enum(approvalDecisions),
  note: ApprovalNoteSchema,
});
export type ApprovalDecideRequest = z.input<typeof ApprovalDecideRequestSchema>;

export const approvalEndpoints = {
  fetch: defineEndpoint({
    path: 'approvals/fetch',
    tag: 'approvals',
    summary:
      'Money approvals: releases and payments above the approval threshold, waiting or decided, newest first; searched by client and maker (staff only)',
    access: { all: ['view_approvals'] },
    request: ApprovalListRequestSchema,
    response: answerWith({ approvals: pageOf(ApprovalRowSchema) }),
  }),
  decide: defineEndpoint({
    path: 'approvals/decide',
    tag: 'approvals',
    summary:
      'Approve or reject a waiting money movement (never one you made). Approve posts it, checked again as of now, with the maker and the checker recorded; reject posts nothing. Honours Idempotency-Key',
    access: { all: ['view_approvals', 'approve_money_movements'] },
    idempotent: true,
    request: ApprovalDecideRequestSchema,
    response: MessageAnswerSchema.extend({
      status_text: z.enum(approvalStatuses),
      result_id: z.number().int().nullable(),
    }),
  }),
};
