import { z } from 'zod';
import { messages } from '../messages';

/**
 * Text on the wire. Every string a request carries is bounded and free of control characters, so
 * nothing reaches the database that it would refuse (PostgreSQL refuses NUL in text) or that a
 * list, a PDF or a mail would print as garbage. Tab, line feed and carriage return stay only in
 * multi-line fields (the text areas: notes, comments, descriptions).
 */

// Finding control characters is the point of these two patterns.
/** C0 controls, DEL and C1 controls: never in a single line of text. */
// eslint-disable-next-line no-control-regex
const anyControl = /[\u0000-\u001f\u007f-\u009f]/;
/** The same but tab, line feed and carriage return, which a text area holds. */
// eslint-disable-next-line no-control-regex
const controlOutsideLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether text holds a character a field of its kind refuses. */
export function hasControlCharacter(text: string, multiline = false): boolean {
  return (multiline ? controlOutsideLines : anyControl).test(text);
}

export interface TextRules {
  /** The field's label in messages ('Invoice Note'). */
  label: string;
  /** The most characters kept after trimming. */
  max: number;
  /** A text area: tabs and line breaks are kept. */
  multiline?: boolean;
  /** For a required field, its message when blank or absent ('<label> is required'). */
  required?: string;
}

/** Trimmed, bounded text without control characters; '' allowed unless `required` is given. */
export function TextSchema({ label, max, multiline = false, required }: TextRules) {
  const refused = multiline
    ? messages.form.controlCharactersMultiline(label)
    : messages.form.controlCharacters(label);
  const text = z.string(required === undefined ? undefined : { error: required }).trim();
  return (required === undefined ? text : text.min(1, required))
    .max(max, messages.form.maxLength(label, max))
    .refine((value) => !hasControlCharacter(value, multiline), refused);
}

/** The path of a stored file, as the answers name it (an attachment, a picture). */
export function storedPathSchema(label = 'path') {
  return TextSchema({ label, max: 300 }).min(1, messages.http.notFound);
}

/** The most characters a search box sends. */
export const searchTextMax = 100;

/** Text a user typed into a search box: bounded, trimmed, one line. */
export const SearchTextSchema = TextSchema({ label: 'Search', max: searchTextMax }).default('');
