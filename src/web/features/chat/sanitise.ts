/**
 * Search text as the chat sends it (spec part 3 §4 Chat, 'Search text is sanitised'): markup and
 * control characters are stripped, spaces collapsed, before the server's own checks.
 */
export function sanitiseSearch(text: string): string {
  return (
    text
      .replace(/<[^<>]*>/g, ' ')
      .replace(/[<>]/g, ' ')
      // Stripping control characters is the point.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
