import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prospects, reserveReleases } from '../../src/server/db/schema';
import { paymentAchFile } from '../../src/server/ach/files';
import { demoAchSettings } from '../../src/server/ach/settings';
import { nachaText } from '../../src/server/ach/nacha';
import { HttpError } from '../../src/server/http/errors';
import { achMessages } from '../../src/shared/messages/ach';
import { messages } from '../../src/shared/messages';
import { grantRole } from './debtorsBook';
import { adminCaller, addSchedule, paymentBody, startFundingBook, type FundingBook } from './fundingBook';
import { abaCheckDigitOf, readAchFile } from './achFilesReader';

/**
 * The ACH files of docs/decisions/0029: a payment's and a reserve release's NACHA file, as the
 * server answers them, read back with an independent parser.
 */
describe('ACH files', () => {
  let book: FundingBook;
  let acme: { name: string; routing: string; account: string };

  /** The raw answer of a file call: its bytes as text, its headers, and the JSON of a refusal. */
  async function download(
    path: 'ach/payment' | 'ach/reserve_release',
    body: unknown,
    token = book.tokens.ca,
  ) {
    const response = await book.t.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      payload: body as object,
      headers: { authorization: `Bearer ${token}` },
    });
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      text: response.body,
      json: isJson ? (response.json() as { status: boolean; message: string }) : null,
    };
  }

  /** A verified schedule of the client with one invoice, paid by one payment posted through the API. */
  async function paidSchedule(
    clientId: number,
    amount: string,
    overrides: Record<string, unknown> = {},
  ): Promise<{ scheduleId: number; paymentId: number; paid: string }> {
    const { scheduleId } = await addSchedule(book.t.db, clientId, [
      { debtorId: book.debtors.northwind, amount: '1000.00' },
    ]);
    expect(
      (await book.t.call('schedule/verify', { id: scheduleId, chargebacks: [] }, book.tokens.ca)).statusCode,
    ).toBe(200);
    const answer = await book.t.call(
      'schedule/payment/save',
      paymentBody(scheduleId, amount, overrides),
      book.tokens.ca,
    );
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const payment = answer.body.payment as { id: number; paid_amount: string };
    return { scheduleId, paymentId: payment.id, paid: payment.paid_amount };
  }

  /** A release row as the release service stores it (that service is another part of issue 13). */
  async function release(clientId: number, paymentType: number, released = '740.00'): Promise<number> {
    const [row] = await book.t.db
      .insert(reserveReleases)
      .values({
        prospectId: clientId,
        reserveReleaseDate: '2026-10-20',
        paymentType,
        amount: '500.00',
        previousReserves: '240.00',
        customAmount: released,
        releasedAmount: released,
        createdAt: new Date('2026-10-20T16:30:00Z'),
      })
      .returning({ id: reserveReleases.id });
    return row!.id;
  }

  beforeAll(async () => {
    book = await startFundingBook();
    const [row] = await book.t.db
      .select({
        name: prospects.companyBusinessName,
        routing: prospects.bankRoutingNumber,
        account: prospects.bankAccountNumber,
      })
      .from(prospects)
      .where(eq(prospects.id, book.clients.acme));
    acme = { name: row!.name, routing: row!.routing!, account: row!.account! };
  });
  afterAll(() => book.t.close());

  describe("a payment's file", () => {
    let paymentId: number;
    let paid: string;

    it('is one CCD batch of one checking credit of the amount paid to the client’s account', async () => {
      ({ paymentId, paid } = await paidSchedule(book.clients.acme, '500.00'));
      const answer = await download('ach/payment', { id: paymentId });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.headers['content-disposition']).toBe(`inline; filename="ach-payment-${paymentId}.txt"`);
      expect(answer.headers['cache-control']).toBe('private, no-store');

      const lines = answer.text.split('\n').slice(0, -1);
      expect(lines.length % 10).toBe(0);
      for (const line of lines) expect(line).toHaveLength(94);

      const ach = readAchFile(answer.text);
      expect(ach.file).toMatchObject({
        destination: ` ${demoAchSettings.ACH_ORIGIN_ROUTING}`,
        origin: demoAchSettings.ACH_COMPANY_ID,
        destinationName: demoAchSettings.ACH_ORIGIN_NAME,
        originName: demoAchSettings.ACH_COMPANY_NAME,
        recordSize: '094',
        blockingFactor: '10',
      });
      expect(ach.batches).toHaveLength(1);
      const batch = ach.batches[0]!;
      expect(batch).toMatchObject({
        serviceClassCode: 220,
        entryClassCode: 'CCD',
        companyName: demoAchSettings.ACH_COMPANY_NAME,
        companyId: demoAchSettings.ACH_COMPANY_ID,
        // The posting date of paymentBody: 2026-10-08.
        effectiveDate: '261008',
        originatingDFIIdentification: demoAchSettings.ACH_ORIGIN_ROUTING.slice(0, 8),
      });
      expect(batch.entries).toHaveLength(1);
      const entry = batch.entries[0]!;
      // By ACH no wire fee: what was paid is the amount.
      expect(paid).toBe('500.00');
      expect(entry).toMatchObject({
        transactionCode: '22',
        receivingDFIIdentification: Number(acme.routing.slice(0, 8)),
        checkDigit: abaCheckDigitOf(acme.routing.slice(0, 8)),
        dfiAccount: acme.account,
        amount: 50000,
        identificationNumber: String(book.clients.acme),
        receivingCompanyName: nachaText(acme.name, 22).trim(),
      });
      expect(String(entry.checkDigit)).toBe(acme.routing[8]);
      expect(entry.receivingCompanyName).toBe(acme.name.toUpperCase().slice(0, 22).trim());

      const hash = Number(acme.routing.slice(0, 8));
      expect(batch.footer).toMatchObject({
        entryAndAddendaCount: 1,
        entryHash: hash,
        totalDebit: 0,
        totalCredit: 50000,
        companyId: demoAchSettings.ACH_COMPANY_ID,
      });
      expect(ach.file.footer).toMatchObject({
        batchCount: 1,
        blockCount: lines.length / 10,
        entryAndAddendaCount: 1,
        entryHash: hash,
        totalDebit: 0,
        totalCredit: 50000,
      });
    });

    it('gives the same bytes on each download', async () => {
      const first = await download('ach/payment', { id: paymentId });
      const second = await download('ach/payment', { id: paymentId }, book.tokens.admin);
      expect(second.statusCode).toBe(200);
      expect(second.text).toBe(first.text);
    });

    it('answers 404 with the reason for a payment by wire or by check', async () => {
      for (const overrides of [
        { payment_type: 2, transaction_number: 'WIRE1', wire_fee: '25.00' },
        { payment_type: 1, transaction_number: 'CHK1' },
      ]) {
        const { paymentId: other } = await paidSchedule(book.clients.acme, '300.00', overrides);
        const answer = await download('ach/payment', { id: other });
        expect(answer.statusCode).toBe(404);
        expect(answer.json).toEqual({ status: false, message: achMessages.paymentNotAch });
      }
    });

    it('refuses ids that are not ids, unknown fields, and answers 404 for an unknown payment', async () => {
      for (const body of [
        {},
        { id: 0 },
        { id: -1 },
        { id: 1.5 },
        { id: '1' },
        { id: 2 ** 31 },
        { id: paymentId, x: 1 },
      ]) {
        const answer = await download('ach/payment', body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json?.status).toBe(false);
      }
      const unknown = await download('ach/payment', { id: 2_000_000_000 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json).toEqual({ status: false, message: messages.http.notFound });
    });

    it('lets a client user download its own payment’s file, and answers 404 for another client’s', async () => {
      const own = await download('ach/payment', { id: paymentId }, book.tokens.client);
      expect(own.statusCode).toBe(200);
      expect(readAchFile(own.text).batches[0]!.entries[0]!.amount).toBe(50000);

      const { paymentId: bayside } = await paidSchedule(book.clients.bayside, '200.00');
      expect((await download('ach/payment', { id: bayside })).statusCode).toBe(200);
      const other = await download('ach/payment', { id: bayside }, book.tokens.client);
      expect(other.statusCode).toBe(404);
      expect(other.json).toEqual({ status: false, message: messages.http.notFound });
    });

    it('is refused to a caller without the rights to see payments', async () => {
      expect((await download('ach/payment', { id: paymentId }, book.tokens.debtor)).statusCode).toBe(403);
      const anonymous = await book.t.app.inject({
        method: 'POST',
        url: '/api/v1/ach/payment',
        payload: { id: paymentId },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 400 with what to correct when the client’s bank details are missing or wrong', async () => {
      const { cedar } = book.clients;
      const { paymentId: cedarPayment } = await paidSchedule(cedar, '100.00');
      const setBank = (routing: string | null, account: string | null) =>
        book.t.db
          .update(prospects)
          .set({ bankRoutingNumber: routing, bankAccountNumber: account })
          .where(eq(prospects.id, cedar));
      const cases: [string | null, string | null, string][] = [
        [null, '12345678', achMessages.noBankDetails],
        ['111000025', null, achMessages.noBankDetails],
        ['111000025', '', achMessages.noBankDetails],
        ['111000026', '12345678', achMessages.badRouting],
        ['11100002', '12345678', achMessages.badRouting],
        ['111000025', '123456789012345678', achMessages.badAccount],
      ];
      for (const [routing, account, message] of cases) {
        await setBank(routing, account);
        const answer = await download('ach/payment', { id: cedarPayment });
        expect(answer.statusCode, `${routing} ${account}`).toBe(400);
        expect(answer.json).toEqual({ status: false, message });
      }
      await setBank('111000025', '12345678');
      expect((await download('ach/payment', { id: cedarPayment })).statusCode).toBe(200);
    });

    it('is no longer offered once the payment was reversed', async () => {
      const { scheduleId, paymentId: reversed } = await paidSchedule(book.clients.acme, '400.00');
      expect((await download('ach/payment', { id: reversed })).statusCode).toBe(200);
      const revert = await book.t.call(
        'schedule/funded_reversal',
        { schedule_id: scheduleId },
        book.tokens.ca,
      );
      expect(revert.statusCode, JSON.stringify(revert.body)).toBe(200);
      const answer = await download('ach/payment', { id: reversed });
      expect(answer.statusCode).toBe(409);
      expect(answer.json).toEqual({ status: false, message: achMessages.paymentReversed });
    });

    it('is refused with what to set where the server has no originator settings', async () => {
      const caller = await adminCaller(book.t.db);
      const refusal = await paymentAchFile(book.t.db, caller, paymentId, null).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ statusCode: 503, message: achMessages.notConfigured });
    });
  });

  describe("a reserve release's file", () => {
    it('credits the released amount on the release date, the same bytes each time', async () => {
      const id = await release(book.clients.acme, 0);
      const answer = await download('ach/reserve_release', { id });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toBe(`inline; filename="ach-release-${id}.txt"`);
      const ach = readAchFile(answer.text);
      expect(ach.batches).toHaveLength(1);
      expect(ach.batches[0]).toMatchObject({
        entryClassCode: 'CCD',
        description: 'RESERVE',
        effectiveDate: '261020',
      });
      expect(ach.batches[0]!.entries).toEqual([
        expect.objectContaining({
          transactionCode: '22',
          amount: 74000,
          dfiAccount: acme.account,
          identificationNumber: String(book.clients.acme),
        }),
      ]);
      expect(ach.file.footer).toMatchObject({ totalCredit: 74000, totalDebit: 0, batchCount: 1 });
      expect(ach.file).toMatchObject({ creationDate: '261020', creationTime: '1630' });
      expect((await download('ach/reserve_release', { id })).text).toBe(answer.text);
    });

    it('answers 404 with the reason for a release by check or wire, and for an unknown one', async () => {
      for (const type of [1, 2]) {
        const answer = await download('ach/reserve_release', { id: await release(book.clients.acme, type) });
        expect(answer.statusCode).toBe(404);
        expect(answer.json).toEqual({ status: false, message: achMessages.releaseNotAch });
      }
      expect((await download('ach/reserve_release', { id: 2_000_000_000 })).statusCode).toBe(404);
      expect((await download('ach/reserve_release', { id: 'one' })).statusCode).toBe(400);
    });

    it('needs Create RR Batch, and a client user sees only its own company’s release', async () => {
      const own = await release(book.clients.acme, 0, '10.01');
      const other = await release(book.clients.bayside, 0);
      // A client user views reserves but does not release them.
      expect((await download('ach/reserve_release', { id: own }, book.tokens.client)).statusCode).toBe(403);
      expect((await download('ach/reserve_release', { id: own }, book.tokens.analyst)).statusCode).toBe(403);
      await grantRole(book.t, 'client', ['create_rr_batch']);
      const client = await book.t.signIn('client@factordesk.test');
      const mine = await download('ach/reserve_release', { id: own }, client);
      expect(mine.statusCode).toBe(200);
      expect(readAchFile(mine.text).batches[0]!.entries[0]!.amount).toBe(1001);
      const theirs = await download('ach/reserve_release', { id: other }, client);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json).toEqual({ status: false, message: messages.http.notFound });
    });
  });
});
