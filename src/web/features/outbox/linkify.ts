/** A piece of mail text: plain, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const webAddress = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Splits mail text into plain parts and http(s) links (trailing punctuation stays text). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(webAddress)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
