import PDFDocument from 'pdfkit';
import type { Collection } from '../../../shared/contract/collections';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { addMoney, formatUsd, moneyZero } from '../../../shared/money';

const T = messages.collection.report;
const margin = 50;
const rowHeight = 18;

/**
 * Download Report (spec part 2 §5 Collections): one collection with its client, debtor, payment and
 * every row it settled. `withFees` adds the discount fee column (staff; a client user's report
 * leaves the factor's fee to its statement). `compress: false` leaves the text readable for tests.
 */
export function renderCollectionReport(
  collection: Collection,
  options: { withFees: boolean; compress?: boolean },
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `${T.title} ${collection.collection_id}`, Subject: collection.client_name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(18).text(`${T.title} ${collection.collection_id}`, { align: 'center' });
  pdf.moveDown(1);
  pdf.fontSize(10);
  for (const [label, value] of [
    [T.client, collection.client_name],
    [T.debtor, collection.debtor_name],
    [T.type, collection.collection_type_text],
    [T.paymentType, collection.payment_type_text],
    [T.postingDate, formatUsDate(collection.posting_date)],
    [T.total, formatUsd(collection.total_amount)],
    [T.uc, formatUsd(collection.uc_collected)],
  ] as const) {
    pdf.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  if (collection.note !== '') {
    pdf
      .font('Helvetica-Bold')
      .text(`${T.note}: `, { continued: true })
      .font('Helvetica')
      .text(collection.note);
  }
  pdf.moveDown(1);

  const headers = [
    T.invoiceNo,
    T.kind,
    T.collected,
    T.uc,
    T.applied,
    T.excess,
    ...(options.withFees ? [T.fee] : []),
  ];
  const width = (pdf.page.width - margin * 2) / headers.length;
  const row = (cells: readonly string[], bold: boolean) => {
    if (pdf.y > pdf.page.height - margin - rowHeight) pdf.addPage();
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      pdf.text(cell, margin + index * width + 2, y + 4, {
        width: width - 4,
        align: index >= 2 ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      });
    });
    pdf
      .moveTo(margin, y + rowHeight)
      .lineTo(pdf.page.width - margin, y + rowHeight)
      .lineWidth(bold ? 1 : 0.5)
      .stroke();
    pdf.x = margin;
    pdf.y = y + rowHeight;
  };
  row(headers, true);
  for (const item of collection.invoices) {
    row(
      [
        item.invoice_no,
        item.kind === 'invoice' ? 'Invoice' : 'Chargeback',
        formatUsd(item.collected_amount),
        formatUsd(item.uc),
        formatUsd(item.applied_amount),
        formatUsd(item.excess_amount),
        ...(options.withFees ? [formatUsd(item.discount_fee)] : []),
      ],
      false,
    );
  }
  const sum = (pick: (item: Collection['invoices'][number]) => string) =>
    formatUsd(addMoney(moneyZero, ...collection.invoices.map(pick)));
  row(
    [
      T.total,
      '',
      sum((item) => item.collected_amount),
      sum((item) => item.uc),
      sum((item) => item.applied_amount),
      sum((item) => item.excess_amount),
      ...(options.withFees ? [sum((item) => item.discount_fee)] : []),
    ],
    true,
  );
  pdf.end();
  return done;
}
