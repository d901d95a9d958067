import { z } from 'zod';
import { messages } from '../messages';
import {
  AttachmentNameSchema,
  businessNameSearchRules,
  NoteEditSchema,
  SearchNotesSchema,
} from '../validation/businessNameSearch';
import { answerWith, defineEndpoint, IdSchema, MessageAnswerSchema, okStatus } from './endpoint';
import { storedPathSchema } from './text';

/**
 * Business name searches of a prospect (spec part 3 §3, §5, §7): staff holding
 * business_verification and view_prospects file a search's result (one file) with up to two
 * notes, read them back and correct a note.
 */
const access = { all: ['business_verification', 'view_prospects'] } as const;

/** A prospect's numeric id as form data sends it (text). */
const ProspectIdTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, messages.http.badRequest)
  .transform(Number)
  .pipe(IdSchema);

/** The notes as form data sends them: a JSON list of texts. */
const NotesTextSchema = z
  .string()
  .max(8_000, messages.businessNameSearch.maxNotes)
  .default('[]')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: messages.http.badRequest });
      return z.NEVER;
    }
  })
  .pipe(SearchNotesSchema);

export const SearchNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  updated_at: z.string(),
});
export type SearchNote = z.infer<typeof SearchNoteSchema>;

export const BusinessNameSearchSchema = z.object({
  id: z.number().int(),
  prospect_id: z.number().int(),
  /** The attachment name the user gave. */
  name: z.string(),
  /** The stored file's path, which names it in the attachment call. */
  path: z.string(),
  created_at: z.string(),
  notes: z.array(SearchNoteSchema),
});
export type BusinessNameSearch = z.infer<typeof BusinessNameSearchSchema>;

export const businessNameSearchEndpoints = {
  saveSearch: defineEndpoint({
    path: 'business_name_search/save',
    tag: 'business name search',
    summary:
      'File a business name search: its attachment name (at most 25), one file (attachment: pdf, png, ' +
      'jpg, jpeg, xlsx, xls, doc or docx proven by its bytes, at most 3 MB, no # or & in the name) and ' +
      'notes as a JSON list of at most 2 (each at most 250, blank ones dropped)',
    access,
    body: 'multipart',
    upload: { maxFiles: businessNameSearchRules.maxFiles, maxBytes: businessNameSearchRules.maxBytes },
    request: z.strictObject({
      prospect_id: ProspectIdTextSchema,
      name: AttachmentNameSchema,
      notes: NotesTextSchema,
    }),
    response: MessageAnswerSchema,
  }),
  fetchSearches: defineEndpoint({
    path: 'business_name_search/attachments',
    tag: 'business name search',
    summary: 'The business name searches of a prospect with their notes, newest first',
    access,
    request: z.strictObject({ prospect_id: IdSchema }),
    response: answerWith({ attachments: z.array(BusinessNameSearchSchema) }),
  }),
  editNote: defineEndpoint({
    path: 'business_name_search/note/edit',
    tag: 'business name search',
    summary:
      'Correct one note of a business name search (required, at most 250); prospect_id names the ' +
      'prospect the tab shows, and a note of any other prospect answers 404',
    access,
    request: z.strictObject({ id: IdSchema, prospect_id: IdSchema, note: NoteEditSchema }),
    response: z.object({ status: okStatus }),
  }),
  viewAttachment: defineEndpoint({
    path: 'business_name_search/attachment/blob',
    tag: 'business name search',
    summary: 'The bytes of one search’s file (blobName: its path), as proven at upload',
    access,
    binary: true,
    request: z.strictObject({ prospect_id: IdSchema, blobName: storedPathSchema('blobName') }),
    response: z.unknown(),
  }),
};
