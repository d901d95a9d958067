import { z } from 'zod';
import { answerWith, defineEndpoint, pageOf, SearchPageFields } from './endpoint';

/** What the audit trail records (docs/decisions/0045-audit-trail.md). */
export const auditTrailKinds = [
  'refused',
  'money_post',
  'rights_change',
  'role_change',
  'sign_in',
  'sign_in_failed',
  'posting_failed',
] as const;
export type AuditTrailKind = (typeof auditTrailKinds)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const AuditTrailListRequestSchema = z.strictObject({
  ...SearchPageFields,
  kind: z.enum(auditTrailKinds).optional(),
  user_id: z.uuid().optional(),
  /** Calendar dates, inclusive, in UTC. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditTrailListRequest = z.infer<typeof AuditTrailListRequestSchema>;

export const AuditTrailRowSchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  kind: z.string(),
  user_id: z.string().nullable(),
  actor: z.string(),
  subject: z.string(),
  detail: z.string(),
  ip: z.string(),
  hash: z.string(),
});
export type AuditTrailRow = z.infer<typeof AuditTrailRowSchema>;

export const auditTrailEndpoints = {
  list: defineEndpoint({
    path: 'audit_trail/list',
    tag: 'audit trail',
    summary:
      'The audit trail, newest first: refused calls, money posts, rights and role changes and sign-ins, filtered by kind, user, date range and text',
    access: { all: ['view_audit_trail'] },
    request: AuditTrailListRequestSchema,
    response: answerWith(pageOf(AuditTrailRowSchema).shape),
  }),
} as const;
