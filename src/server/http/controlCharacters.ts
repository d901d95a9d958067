import { hasControlCharacter } from '../../shared/contract/text';
import { messages } from '../../shared/messages';
import type { UploadedFile } from './multipart';
import { ValidationError } from './validation';

/**
 * Defence in depth behind the contract's text schemas: a request whose body holds NUL or another
 * control character (C0 but tab, line feed and carriage return, DEL, C1) anywhere, in a value, a
 * field name or an uploaded file's name, is refused with 400 before any schema or handler reads
 * it. PostgreSQL refuses NUL in text, so such a value would otherwise fail deep inside a query.
 * Which fields keep tabs and line breaks is the schemas' business (text areas only).
 */
function refused(text: string): boolean {
  return hasControlCharacter(text, true);
}

/** The most parts of a path a message shows; a deeper place is shown by its first parts. */
const shownDepth = 8;

function fieldName(path: readonly (string | number)[]): string {
  const shown = path
    .slice(0, shownDepth)
    .map((part) => (typeof part === 'string' && refused(part) ? JSON.stringify(part) : part));
  if (path.length > shownDepth) shown.push('…');
  return shown.length ? shown.join('.') : 'The request';
}

/** A place in the body: its key and its parent's place (a chain, so deep nesting costs no copies). */
interface Place {
  key: string | number;
  parent: Place | null;
}

function pathOf(place: Place | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Where in a parsed body the first text holding a control character lies, or null. */
export function controlCharacterPath(body: unknown): (string | number)[] | null {
  // An explicit stack: a deeply nested body must not exhaust the call stack.
  const pending: { value: unknown; place: Place | null }[] = [{ value: body, place: null }];
  while (pending.length) {
    const { value, place } = pending.pop()!;
    if (typeof value === 'string') {
      if (refused(value)) return pathOf(place);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], place: { key: index, parent: place } });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      const badKey = entries.find(([key]) => refused(key));
      if (badKey) return pathOf({ key: badKey[0], parent: place });
      // Pushed last first, so that the first field in the body is reported first.
      for (const [key, item] of entries.reverse())
        pending.push({ value: item, place: { key, parent: place } });
    }
  }
  return null;
}

/** Refuses the request when its body or a file's name holds a control character; the message names the field. */
export function refuseControlCharacters(body: unknown, files: readonly UploadedFile[] = []): void {
  const path =
    controlCharacterPath(body) ?? files.find((file) => refused(file.filename))?.field.split('.') ?? null;
  if (path === null) return;
  const field = fieldName(path);
  const message = messages.http.controlCharacters(field);
  throw new ValidationError(message, { [field]: message });
}
