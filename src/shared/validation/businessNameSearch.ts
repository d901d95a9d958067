import { z } from 'zod';
import { attachmentMaxBytes, fileTypes } from '../constants';
import { TextSchema } from '../contract/text';
import { messages } from '../messages';
import { checkFiles } from './fileRules';

const m = messages.businessNameSearch;

/** Spec part 3 §5, §9: the attachment name, the notes and the one file of a business name search. */
export const businessNameSearchRules = {
  nameMax: 25,
  noteMax: 250,
  maxNotes: 2,
  allowedExtensions: fileTypes.businessNameSearch,
  maxBytes: attachmentMaxBytes,
  maxFiles: 1,
} as const;

export const AttachmentNameSchema = TextSchema({
  label: m.attachmentName,
  max: businessNameSearchRules.nameMax,
  required: m.attachmentNameRequired,
});

const NoteTextSchema = TextSchema({ label: m.note, max: businessNameSearchRules.noteMax, multiline: true });

/** The notes as typed: blank ones are dropped, and at most two may remain. */
export const SearchNotesSchema = z
  .array(NoteTextSchema)
  .max(20, m.maxNotes)
  .transform((notes) => notes.filter((note) => note !== ''))
  .refine((notes) => notes.length <= businessNameSearchRules.maxNotes, m.maxNotes);

/** The browser's form: the file travels beside it and is checked with `searchFileProblem`. */
export const BusinessNameSearchFormSchema = z.object({
  name: AttachmentNameSchema,
  notes: SearchNotesSchema,
});
export type BusinessNameSearchForm = z.input<typeof BusinessNameSearchFormSchema>;

/** Editing one saved note: required, at most 250. */
export const NoteEditSchema = TextSchema({
  label: m.note,
  max: businessNameSearchRules.noteMax,
  multiline: true,
  required: m.noteRequired,
});

export const NoteEditFormSchema = z.object({ note: NoteEditSchema });

/** Why a chosen file is refused by its name and size (null when it passes); its bytes are checked beyond this. */
export function searchFileProblem(file: { name: string; size: number }): string | null {
  return checkFiles([file], businessNameSearchRules).refusals[0]?.message ?? null;
}
