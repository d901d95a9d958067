import PDFDocument from 'pdfkit';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { addMoney, formatUsd, moneyZero } from '../../../shared/money';

/** What the schedule-of-assignment document shows. */
export interface ScheduleDocument {
  clientName: string;
  scheduleNo: number;
  /** The document's date, 'YYYY-MM-DD'. */
  date: string;
  /** Who the invoices are assigned to: the business. */
  assignee: string;
  invoices: readonly {
    debtor: string;
    invoiceNo: string;
    invoiceDate: string;
    dueDate: string;
    amount: string;
    advance: string;
  }[];
}

const T = messages.funding.screens.pdf;
const margin = 50;
/** Column widths in points; they fill the page width inside the margins of a US Letter page. */
const widths = [152, 70, 70, 70, 75, 75] as const;
const rightAligned = [false, false, false, false, true, true] as const;
const rowHeight = 18;

/**
 * Renders the schedule of assignment (Download as PDF, spec part 2 §4): the client, the schedule
 * number and date, every invoice with its debtor, number, dates, amount and advance, the totals,
 * and the client's assignment of those receivables, with a signature line. `compress: false`
 * leaves the text readable in the file, which tests read back.
 */
export function renderScheduleOfAssignment(
  document: ScheduleDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin,
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `${T.title} ${document.scheduleNo}`,
      Author: document.assignee,
      Subject: `${document.clientName}, ${T.scheduleNo} ${document.scheduleNo}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(18).text(T.title, { align: 'center' });
  pdf.moveDown(1);
  pdf.fontSize(10);
  for (const [label, value] of [
    [T.client, document.clientName],
    [T.scheduleNo, String(document.scheduleNo)],
    [T.date, formatUsDate(document.date)],
    [T.assignee, document.assignee],
  ] as const) {
    pdf.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  pdf.text(T.invoiceCount(document.invoices.length));
  pdf.moveDown(1);

  const bottom = () => pdf.page.height - margin - rowHeight;
  const row = (cells: readonly string[], bold: boolean) => {
    if (pdf.y > bottom()) {
      pdf.addPage();
      row(T.columns, true);
    }
    const y = pdf.y;
    let x = margin;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 60;
      pdf.text(cell, x + 2, y + 4, {
        width: width - 4,
        align: rightAligned[index] ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += width;
    });
    pdf
      .moveTo(margin, y + rowHeight)
      .lineTo(pdf.page.width - margin, y + rowHeight)
      .lineWidth(bold ? 1 : 0.5)
      .stroke();
    pdf.x = margin;
    pdf.y = y + rowHeight;
  };

  row(T.columns, true);
  for (const invoice of document.invoices) {
    row(
      [
        invoice.debtor,
        invoice.invoiceNo,
        formatUsDate(invoice.invoiceDate),
        formatUsDate(invoice.dueDate),
        formatUsd(invoice.amount),
        formatUsd(invoice.advance),
      ],
      false,
    );
  }
  const total = addMoney(moneyZero, ...document.invoices.map((invoice) => invoice.amount));
  const advances = addMoney(moneyZero, ...document.invoices.map((invoice) => invoice.advance));
  row([T.total, '', '', '', formatUsd(total), formatUsd(advances)], true);

  pdf.moveDown(2);
  if (pdf.y > pdf.page.height - margin - 180) pdf.addPage();
  pdf.font('Helvetica-Bold').fontSize(11).text(T.statementHeading, margin);
  pdf.moveDown(0.5);
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(T.statement(document.clientName, document.assignee), { align: 'justify' });
  pdf.moveDown(3);
  const lineY = pdf.y;
  pdf
    .moveTo(margin, lineY)
    .lineTo(margin + 220, lineY)
    .lineWidth(0.5)
    .stroke();
  pdf
    .moveTo(margin + 290, lineY)
    .lineTo(margin + 430, lineY)
    .stroke();
  pdf.fontSize(9).text(T.signature, margin, lineY + 4);
  pdf.text(T.signatureDate, margin + 290, lineY + 4);
  pdf.text(document.clientName, margin, lineY + 16);

  const range = pdf.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    pdf.switchToPage(range.start + index);
    // The footer sits in the bottom margin; pdfkit starts a new page for text below the margin
    // unless the margin is lifted while the footer is written.
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .text(T.page(index + 1, range.count), margin, pdf.page.height - margin + 10, {
        width: pdf.page.width - margin * 2,
        align: 'right',
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottomMargin;
  }
  pdf.end();
  return done;
}
