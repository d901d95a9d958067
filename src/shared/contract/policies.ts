import { z } from 'zod';
import { attachmentMaxBytes, fileTypes, textLimits } from '../constants';
import { compareIsoDates, readDate, type IsoDate } from '../dates';
import { policyMessages as M } from '../messages/announcements';
import { checkFiles } from '../validation/fileRules';
import {
  answerWith,
  defineEndpoint,
  FlagSchema,
  IdSchema,
  IdsSchema,
  MessageAnswerSchema,
  pageOf,
  SearchPageFields,
} from './endpoint';
import { TextSchema } from './text';

/**
 * Policies (spec part 3 §2, §3, §4, §5, §7, §8; docs/decisions/0036): staff holding the policy
 * rights add, edit and delete them; each carries one attachment (pdf, doc, docx, xls, xlsx, 3 MB).
 * Deleted policies stay and show with 'Include deleted policies'.
 */

export const policyFileRules = {
  allowedExtensions: fileTypes.policy,
  maxBytes: attachmentMaxBytes,
  maxFiles: 1,
} as const;

/** Why a chosen attachment is refused by its name and size (null when it passes); the server checks its bytes too. */
export function policyFileProblem(file: { name: string; size: number }): string | null {
  return checkFiles([file], policyFileRules).refusals[0]?.message ?? null;
}

const plainText = /^[A-Za-z0-9 ]*$/;
/** A leading space is blocked (spec §5 Policies): the raw text may not start with one. */
const noLeadingSpace = (value: string) => !value.startsWith(' ');

const text = (label: string, max: number, required: string) =>
  z
    .string({ error: required })
    .refine(noLeadingSpace, M.leadingSpace)
    .pipe(TextSchema({ label, max, required, multiline: label === M.description }));

export const PolicyTitleSchema = text(M.title, textLimits.policyTitle, M.titleRequired).refine(
  (value) => plainText.test(value),
  M.titleCharacters,
);

/** Effective From: required, a calendar date, not before `today`. */
export function policyEffectiveFromSchema(today: () => IsoDate) {
  return (
    z
      .string({ error: M.effectiveFromRequired })
      .trim()
      .min(1, M.effectiveFromRequired)
      // A date's characters only, checked before the date is read: the refusal stands even when
      // another field of the form fails first.
      .regex(/^[\d/-]+$/, M.effectiveFromRequired)
      .transform((value, ctx) => {
        const iso = readDate(value);
        if (iso === null) {
          ctx.addIssue({ code: 'custom', message: M.effectiveFromRequired });
          return z.NEVER;
        }
        if (compareIsoDates(iso, today()) < 0) {
          ctx.addIssue({ code: 'custom', message: M.effectiveFromPast });
          return z.NEVER;
        }
        return iso;
      })
  );
}

/** The fields of Add New Policy and its edit (the attachment travels beside them). */
export function policyFieldsSchema(today: () => IsoDate) {
  return z.strictObject({
    name: PolicyTitleSchema,
    effective_from: policyEffectiveFromSchema(today),
    purpose: text(M.purpose, textLimits.policyPurpose, M.purposeRequired),
    description: text(M.description, textLimits.policyDescription, M.descriptionRequired),
  });
}

/** An id as form data sends it (text). */
const IdTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(IdSchema);

/** The wire form of policy/save: the fields as text, `id` when editing; the server checks the date against its clock. */
export const PolicySaveRequestSchema = z.strictObject({
  id: IdTextSchema.optional(),
  name: PolicyTitleSchema,
  // A date's characters only; the server reads the date and checks it against its clock.
  effective_from: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\d/-]+$/, M.effectiveFromRequired),
  purpose: text(M.purpose, textLimits.policyPurpose, M.purposeRequired),
  description: text(M.description, textLimits.policyDescription, M.descriptionRequired),
});

/** A policy as the table answers it (spec part 3 §3). */
export const PolicyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  effective_from: z.string(),
  purpose: z.string(),
  description: z.string(),
  /** The stored attachment's path ('' when none). */
  attachment_path: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: z.string(),
  deleted: z.boolean(),
});
export type PolicyRow = z.infer<typeof PolicyRowSchema>;

const access = {
  view: { all: ['view_policies'] },
  add: { all: ['add_new_policies'] },
  remove: { all: ['delete_policies'] },
} as const;

export const policyEndpoints = {
  fetch: defineEndpoint({
    path: 'policy/fetch',
    tag: 'policies',
    summary: 'The policies, newest first, searched by title; deleted ones too with show_all',
    access: access.view,
    request: z.strictObject({ ...SearchPageFields, show_all: FlagSchema.optional() }),
    response: answerWith({ policies: pageOf(PolicyRowSchema) }),
  }),
  save: defineEndpoint({
    path: 'policy/save',
    tag: 'policies',
    summary:
      'Add New Policy, or edit one (id): title (letters, digits, spaces, at most 35), effective from (today or later), purpose (50), description (150) and one attachment (pdf, doc, docx, xls or xlsx proven by its bytes, at most 3 MB, no # or & in its name; required when adding)',
    access: access.add,
    body: 'multipart',
    upload: { maxFiles: 1, maxBytes: attachmentMaxBytes },
    request: PolicySaveRequestSchema,
    response: MessageAnswerSchema.extend({ id: z.number().int() }),
  }),
  remove: defineEndpoint({
    path: 'policy/delete',
    tag: 'policies',
    summary: 'Deletes the named policies (they stay, shown with Include deleted policies)',
    access: access.remove,
    request: z.strictObject({ ids: IdsSchema }),
    response: MessageAnswerSchema,
  }),
  attachment: defineEndpoint({
    path: 'policy/attachment',
    tag: 'policies',
    summary: "The bytes of one policy's attachment, as proven at upload",
    access: access.view,
    binary: true,
    request: z.strictObject({ id: IdSchema }),
    response: z.unknown(),
  }),
};
