import { z } from 'zod';
import { answerWith, defineEndpoint, pageOf, SearchPageFields } from './endpoint';

/**
 * What Exception Tracking gathers (docs/decisions/0047-exception-tracking.md): money-moving calls
 * that failed on the server, mails the mail server did not take, and refused sign-ins.
 */
export const exceptionCategories = ['failed_posting', 'bounced_mail', 'refused_sign_in'] as const;
export type ExceptionCategory = (typeof exceptionCategories)[number];

export const ExceptionListRequestSchema = z.strictObject({
  ...SearchPageFields,
  category: z.enum(exceptionCategories).optional(),
});
export type ExceptionListRequest = z.infer<typeof ExceptionListRequestSchema>;

export const ExceptionRowSchema = z.object({
  /** Unique across the sources: `audit-<seq>` or `mail-<id>`. */
  id: z.string(),
  at: z.string(),
  category: z.enum(exceptionCategories),
  /** The user who made the call or tried to sign in, or the mail's addressee. */
  who: z.string(),
  /** The call, or the mail's subject. */
  subject: z.string(),
  detail: z.string(),
});
export type ExceptionRow = z.infer<typeof ExceptionRowSchema>;

export const exceptionEndpoints = {
  list: defineEndpoint({
    path: 'exception/list',
    tag: 'exception tracking',
    summary:
      'Exception Tracking, newest first: failed money postings, bounced mails and refused sign-ins, narrowed by category and text',
    access: { all: ['view_audit_trail'] },
    request: ExceptionListRequestSchema,
    response: answerWith(pageOf(ExceptionRowSchema).shape),
  }),
} as const;
