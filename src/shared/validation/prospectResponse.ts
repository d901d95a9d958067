import { z } from 'zod';
import { maxResponseAttachments, textLimits } from '../constants';
import { dropdowns, type DropdownValue } from '../dropdowns';
import { messages } from '../messages';
import { documentChecklistRules } from './documentChecklist';
import { requiredText } from './userForm';

const L = messages.prospect.list;

export type FutureStatus = DropdownValue<'prospect_future_response'>;

const futureStatuses: readonly number[] = dropdowns.prospect_future_response.map((item) => item.value);

function isFutureStatus(value: number): value is FutureStatus {
  return futureStatuses.includes(value);
}

/**
 * Future Status: a value of the prospect_future_response list. The form holds the picked number
 * (null before a pick); form data carries it as text.
 */
const FutureStatusSchema = z
  .union([z.number(), z.string(), z.null()], { error: messages.required(L.futureStatus) })
  .transform((raw, ctx): FutureStatus => {
    const text = raw === null ? '' : String(raw).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: messages.required(L.futureStatus) });
      return z.NEVER;
    }
    const value = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    if (!isFutureStatus(value)) {
      ctx.addIssue({ code: 'custom', message: L.futureStatusUnknown });
      return z.NEVER;
    }
    return value;
  });

/**
 * The Change Status form of a tentative application (spec part 1 §5): future status, comments
 * and the prospect's response are all required; comments and response take at most 90 characters.
 */
export const ProspectResponseFormSchema = z.strictObject({
  future_status: FutureStatusSchema,
  comments: requiredText(L.comments, textLimits.tentativeComments, { multiline: true }),
  response_given_by_prospect: requiredText(L.response, textLimits.tentativeResponse, { multiline: true }),
});
export type ProspectResponseFormInput = z.input<typeof ProspectResponseFormSchema>;
export type ProspectResponseForm = z.output<typeof ProspectResponseFormSchema>;

/**
 * The optional attachment of a response: the documents checklist's types, size and name rules
 * (pdf, doc, docx, xls, xlsx, png, jpg, jpeg; 3 MB; no # or &), one file.
 */
export const responseAttachmentRules = {
  ...documentChecklistRules,
  maxFiles: maxResponseAttachments,
} as const;
