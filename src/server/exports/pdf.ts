import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { ReportColumn, ReportRow } from '../../shared/contract/reports';
import { formatUsDate } from '../../shared/dates';
import { formatUsd, parseMoney } from '../../shared/money';
import { cellText, finished, isoDayOf, withoutControls } from './cells';
import type { TableDocument, TableWriter } from './table';

/**
 * A table as a PDF: US Letter in landscape, the title and the notes (the filters, the period,
 * 'As of …') on the first page, the header row repeated at the top of every page, 'Page N' and the
 * title at the foot of each. Columns are sized to their header and to the first batch of rows,
 * then scaled to the page's width; a cell too long for its column is cut with an ellipsis.
 * Pages are handed to `out` as they are finished (no page buffering), so a long table is written
 * in constant memory. Money prints as $1,234.50, dates as MM/DD/YYYY, percentages with two
 * decimals and a % sign.
 */

const margin = 36;
const fontSize = 8;
const rowHeight = 14;
const footerHeight = 18;
const minWidth = 32;
const maxNaturalWidth = 240;
const cellPad = 3;

/** A cell as it prints. */
export function pdfCell(column: ReportColumn, row: ReportRow): string {
  const text = withoutControls(cellText(row, column.field)).replace(/\t/g, ' ');
  if (text === '') return '';
  switch (column.kind) {
    case 'money': {
      const money = parseMoney(text.replace(/[$,\s]/g, ''));
      return money ? formatUsd(money) : text;
    }
    case 'date': {
      const day = isoDayOf(text);
      return day ? formatUsDate(day) : text;
    }
    case 'percent': {
      const number = Number(text.replace(/[%\s]/g, ''));
      return Number.isFinite(number) ? `${number.toFixed(2)}%` : text;
    }
    default:
      return text;
  }
}

type Pdf = InstanceType<typeof PDFDocument>;

/** The parts of pdfkit's standard (AFM) font a table needs; pdfkit does not export their type. */
interface StandardFont {
  id: string;
  ref(): unknown;
  font: {
    encodeText(text: string): string[];
    characterToGlyph(code: number): string;
    widthOfGlyph(glyph: string): number;
  };
}

/**
 * Table text drawn fast: a cell is one line in one of the standard fonts, so its width is the sum
 * of its glyphs' widths (no kerning, as it is then drawn) and it goes on the page as a WinAnsi hex
 * string. pdfkit's own text() measures kerning pairs and lays out lines for every call, which
 * costs four times the whole table's other work.
 */
export class TableFont {
  private readonly codes = new Map<number, string>();
  private readonly widths = new Map<number, number>();

  constructor(
    readonly font: StandardFont,
    readonly size: number,
  ) {}

  static of(pdf: Pdf, name: string, size: number): TableFont {
    pdf.font(name).fontSize(size);
    return new TableFont((pdf as unknown as { _font: StandardFont })._font, size);
  }

  /** The character's WinAnsi code as two hex digits; '?' for a character WinAnsi has not. */
  private code(char: number): string {
    let code = this.codes.get(char);
    if (code === undefined) {
      const mapped = parseInt(this.font.font.encodeText(String.fromCharCode(char))[0] ?? '3f', 16);
      code = (mapped > 0xff || mapped < 0x20 ? 0x3f : mapped).toString(16).padStart(2, '0');
      this.codes.set(char, code);
    }
    return code;
  }

  private glyphWidth(char: number): number {
    let width = this.widths.get(char);
    if (width === undefined) {
      const code = parseInt(this.code(char), 16);
      width = this.font.font.widthOfGlyph(this.font.font.characterToGlyph(code === 0x3f ? 0x3f : char));
      this.widths.set(char, width);
    }
    return width;
  }

  width(text: string): number {
    let total = 0;
    for (let index = 0; index < text.length; index++) total += this.glyphWidth(text.charCodeAt(index));
    return (total * this.size) / 1000;
  }

  hex(text: string): string {
    let hex = '';
    for (let index = 0; index < text.length; index++) hex += this.code(text.charCodeAt(index));
    return hex;
  }

  /** The longest start of `text` that fits in `width` points, with an ellipsis when it was cut. */
  fit(text: string, width: number): string {
    if (this.width(text) <= width) return text;
    const ellipsis = '...';
    const room = width - this.width(ellipsis);
    if (room <= 0) return '';
    let used = 0;
    let end = 0;
    while (end < text.length) {
      const next = used + (this.glyphWidth(text.charCodeAt(end)) * this.size) / 1000;
      if (next > room) break;
      used = next;
      end += 1;
    }
    return `${text.slice(0, end).trimEnd()}${ellipsis}`;
  }
}

/** Several cells of one font on one row, in one text object; `y` is the top of the row. */
function drawCells(
  pdf: Pdf,
  font: TableFont,
  cells: readonly { x: number; text: string }[],
  y: number,
): void {
  const page = pdf.page as unknown as { fonts: Record<string, unknown>; height: number };
  if (page.fonts[font.font.id] == null) page.fonts[font.font.id] = font.font.ref();
  // pdfkit draws with y downwards; text is set in PDF's own space, y upwards from the baseline.
  const baseline = page.height - y - font.size * 0.718;
  let content = `q 0 g 1 0 0 -1 0 ${page.height} cm BT /${font.font.id} ${font.size} Tf`;
  for (const cell of cells) {
    if (cell.text === '') continue;
    content += ` 1 0 0 1 ${cell.x.toFixed(2)} ${baseline.toFixed(2)} Tm <${font.hex(cell.text)}> Tj`;
  }
  pdf.addContent(`${content} ET Q`);
}

/**
 * Each column's width in points: the wider of its header and its widest cell in the sample, then
 * all scaled so that together they fill `available`.
 */
export function columnWidths(
  fonts: { plain: TableFont; bold: TableFont },
  columns: readonly ReportColumn[],
  sample: readonly ReportRow[],
  available: number,
): number[] {
  if (columns.length === 0) return [];
  const natural = columns.map((column) => {
    let width = fonts.bold.width(column.header);
    for (const row of sample) width = Math.max(width, fonts.plain.width(pdfCell(column, row)));
    return Math.min(maxNaturalWidth, Math.max(minWidth, width + 2 * cellPad));
  });
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= available) return natural.map((width) => (width * available) / total);
  // Too wide: every column keeps at least its minimum and the rest shares what is left.
  const spare = available - minWidth * columns.length;
  const over = total - minWidth * columns.length;
  return natural.map((width) => minWidth + (spare > 0 ? ((width - minWidth) * spare) / over : 0));
}

export const writePdf: TableWriter = async (document: TableDocument, out: Writable, progress) => {
  const done = finished(out);
  done.catch(() => undefined);
  const { columns } = document;
  const title = withoutControls(document.title);
  const pdf = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin,
    autoFirstPage: true,
    info: { Title: title, Creator: 'FactorDesk' },
  });
  pdf.pipe(out);

  const left = margin;
  const right = pdf.page.width - margin;
  const bottom = pdf.page.height - margin - footerHeight;
  const fonts = {
    plain: TableFont.of(pdf, 'Helvetica', fontSize),
    bold: TableFont.of(pdf, 'Helvetica-Bold', fontSize),
    foot: TableFont.of(pdf, 'Helvetica', 7),
  };
  let pageNo = 1;

  const footer = () => {
    const y = pdf.page.height - margin - 8;
    const label = `Page ${pageNo}`;
    drawCells(
      pdf,
      fonts.foot,
      [
        { x: left, text: fonts.foot.fit(title, 400) },
        { x: right - fonts.foot.width(label), text: label },
      ],
      y,
    );
  };

  // The title and notes.
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(title, left, margin, { width: right - left });
  pdf.font('Helvetica').fontSize(9);
  for (const note of document.notes) pdf.text(withoutControls(note), { width: right - left });
  pdf.moveDown(0.6);

  // The first batch sizes the columns.
  const iterator = document.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  const firstBatch: readonly ReportRow[] = first.done ? [] : first.value;
  const widths = columnWidths(fonts, columns, firstBatch.slice(0, 500), right - left);
  const lefts = widths.map(
    (_, index) => left + widths.slice(0, index).reduce((sum, width) => sum + width, 0),
  );
  const alignRight = columns.map((column) => column.kind !== 'text' && column.kind !== 'date');
  let y = pdf.y;

  const drawRow = (cells: readonly string[], font: TableFont, fill: string | null) => {
    if (fill) pdf.addContent(`q ${fill} rg ${left} ${y.toFixed(2)} ${right - left} ${rowHeight} re f Q`);
    drawCells(
      pdf,
      font,
      cells.map((cell, index) => {
        const width = widths[index] ?? minWidth;
        const text = font.fit(cell, width - 2 * cellPad);
        const x = lefts[index] ?? left;
        return { x: alignRight[index] ? x + width - cellPad - font.width(text) : x + cellPad, text };
      }),
      y + 3.5,
    );
    y += rowHeight;
  };
  const rule = () => pdf.addContent(`q 0.75 w 0 G ${left} ${y.toFixed(2)} m ${right} ${y.toFixed(2)} l S Q`);
  const headerCells = columns.map((column) => withoutControls(column.header));
  const drawHeader = () => {
    drawRow(headerCells, fonts.bold, '0.933 0.945 0.961');
    rule();
  };
  const room = () => {
    if (y + rowHeight > bottom) {
      footer();
      pdf.addPage();
      pageNo += 1;
      y = margin;
      drawHeader();
    }
  };

  drawHeader();
  let rows = 0;
  let stripe = false;
  const drawBatch = (batch: readonly ReportRow[]) => {
    for (const row of batch) {
      room();
      drawRow(
        columns.map((column) => pdfCell(column, row)),
        fonts.plain,
        stripe ? '0.969 0.973 0.98' : null,
      );
      stripe = !stripe;
    }
    rows += batch.length;
    progress?.(rows);
  };
  drawBatch(firstBatch);
  if (!first.done) {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      drawBatch(next.value);
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
  }
  const totals = document.totals ? await document.totals() : null;
  if (totals) {
    room();
    rule();
    drawRow(
      columns.map((column) => pdfCell(column, totals)),
      fonts.bold,
      null,
    );
  }
  if (rows === 0 && !totals) {
    room();
    drawCells(pdf, fonts.plain, [{ x: left + cellPad, text: 'No record available.' }], y + 3.5);
  }
  footer();
  pdf.end();
  await done;
  return { rows };
};
