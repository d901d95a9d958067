import PDFDocument from 'pdfkit';
import type { CreditProposalLetter } from '../../../shared/termSheetLetter';

const margin = 60;

/**
 * Prints the credit proposal letter (the same pdfkit as the schedule of assignment): the company's
 * facts, every term, the collateral and UCC-1 sections, and a signature line per owner.
 * `compress: false` leaves the text readable in the file, which tests read back.
 */
export function renderCreditProposal(
  letter: CreditProposalLetter,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin,
    compress: options.compress ?? true,
    info: { Title: `${letter.title} - ${letter.company}`, Subject: letter.company },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(16).text(letter.title, { align: 'center' });
  pdf.moveDown(1).fontSize(10);
  for (const [label, value] of letter.facts) {
    pdf.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  pdf.moveDown(1).font('Helvetica').text(letter.intro, { align: 'justify' });
  pdf.moveDown(1).font('Helvetica-Bold').fontSize(12).text(letter.termsHeading);
  pdf.moveDown(0.5).fontSize(10);
  const valueX = margin + 260;
  for (const [label, value] of letter.terms) {
    const y = pdf.y;
    pdf.font('Helvetica').text(label, margin, y, { width: 250 });
    const afterLabel = pdf.y;
    pdf.font('Helvetica-Bold').text(value, valueX, y, { width: pdf.page.width - margin - valueX });
    pdf.y = Math.max(afterLabel, pdf.y) + 2;
    pdf.x = margin;
  }
  for (const section of letter.sections) {
    pdf.moveDown(1).font('Helvetica-Bold').fontSize(12).text(section.heading, margin);
    pdf.moveDown(0.3).font('Helvetica').fontSize(10).text(section.text, { align: 'justify' });
  }
  pdf.moveDown(1).text(letter.validity);
  pdf.moveDown(1).text(letter.acceptance);
  // A signature line and the name under it stay on one page.
  const signatureHeight = 48;
  for (const name of letter.ownerNames) {
    if (pdf.y + signatureHeight > pdf.page.height - margin) pdf.addPage();
    pdf.moveDown(2).text('______________________________      Date: ______________');
    pdf.text(name);
  }
  pdf.end();
  return done;
}
