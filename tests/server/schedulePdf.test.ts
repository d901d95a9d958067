import { describe, expect, it } from 'vitest';
import {
  renderScheduleOfAssignment,
  type ScheduleDocument,
} from '../../src/server/modules/funding/schedulePdf';
import { messages } from '../../src/shared/messages';

const T = messages.funding.screens.pdf;

function scheduleOf(invoiceCount: number): ScheduleDocument {
  return {
    clientName: 'Acme Freight LLC',
    scheduleNo: 41,
    date: '2026-03-02',
    assignee: 'FactorDesk',
    invoices: Array.from({ length: invoiceCount }, (_, index) => ({
      debtor: 'Northwind Traders',
      invoiceNo: `INV-${1000 + index}`,
      invoiceDate: '2026-02-02',
      dueDate: '2026-03-04',
      amount: '100.00',
      advance: '75.00',
    })),
  };
}

/** The text each page shows, in page order, read back from the (uncompressed) content streams. */
function pageTexts(data: Buffer): string[] {
  const content = data.toString('latin1');
  const pageCount = (content.match(/\/Type \/Page\b/g) ?? []).length;
  const streams = [...content.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => match[1] ?? '');
  const texts = streams.map((stream) =>
    (stream.match(/\[([^\]]*)\]\s*TJ/g) ?? [])
      .map((array) =>
        (array.match(/<([0-9a-fA-F]+)>/g) ?? [])
          .map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1'))
          .join(''),
      )
      .join('\n'),
  );
  expect(texts).toHaveLength(pageCount);
  return texts;
}

describe('the schedule of assignment PDF', () => {
  it('fits a short schedule on one page, with its footer', async () => {
    const pages = pageTexts(await renderScheduleOfAssignment(scheduleOf(2), { compress: false }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('INV-1001');
    expect(pages[0]).toContain(T.statementHeading);
    expect(pages[0]).toContain(T.page(1, 1));
  });

  it('gives a long schedule only the pages its rows need, each with its own footer and none blank', async () => {
    const pages = pageTexts(await renderScheduleOfAssignment(scheduleOf(100), { compress: false }));
    // 30 rows on the first page under the heading, 37 on each next one, then the assignment.
    expect(pages).toHaveLength(4);
    pages.forEach((text, index) => {
      expect(text).toContain(T.page(index + 1, pages.length));
      expect(text.replace(T.page(index + 1, pages.length), '').trim()).not.toBe('');
    });
    const all = pages.join('\n');
    for (let index = 0; index < 100; index += 1) expect(all).toContain(`INV-${1000 + index}`);
    expect(pages.at(-1)).toContain(T.statementHeading);
  });
});
