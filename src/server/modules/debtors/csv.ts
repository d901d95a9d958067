/**
 * Reads CSV text (RFC 4180): comma-separated cells, cells in double quotes may hold commas, line
 * breaks and doubled quotes; lines end in CRLF or LF; a leading byte-order mark is dropped.
 * Answers null when a quote is never closed, since the rows after it cannot be trusted.
 */
export function parseCsv(input: string): string[][] | null {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (char === '\r' && text.charAt(index + 1) === '\n') index += 1;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (quoted) return null;
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
