import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { debtorClients, debtors, invoices, prospects } from '../../src/server/db/schema';
import { signedTermsOf } from '../../src/server/modules/clients/terms';
import { debtorCreditOf } from '../../src/server/modules/credit/debtorCredit';

describe("a client's terms and a debtor's credit", () => {
  let t: TestApp;
  let clientId: number;
  let debtorId: number;

  beforeAll(async () => {
    t = await startTestApp({ demoBook: true });
    const [client] = await t.db
      .select()
      .from(prospects)
      .where(eq(prospects.companyBusinessName, 'Acme Freight Lines'));
    clientId = client!.id;
    const [debtor] = await t.db
      .insert(debtors)
      .values({
        legalName: 'Granite Retail',
        email: 'ap@granite.test',
        fein: '123456789',
        phone: '5551230000',
        address: '1 Granite Way',
        zip: '10001',
        state: 'New York',
        city: 'New York',
      })
      .returning({ id: debtors.id });
    debtorId = debtor!.id;
    await t.db
      .insert(debtorClients)
      .values({ debtorId, prospectId: clientId, creditLimit: '10000.00', status: 1 });
  });
  afterAll(() => t.close());

  it('reads the latest signed term sheet of a live client, and nothing for a prospect', async () => {
    const terms = await signedTermsOf(t.db, clientId);
    expect(terms).toMatchObject({ advancePercentage: '80.00', discountDays: 30, wireFee: '25.00' });
    const [draft] = await t.db.select().from(prospects).where(eq(prospects.status, 0)).limit(1);
    expect(await signedTermsOf(t.db, draft!.id)).toBeNull();
  });

  it('gives the weekly limit less the live invoices of the pair, leaving out the ones a save replaces', async () => {
    const base = {
      prospectId: clientId,
      debtorId,
      invoiceDate: '2026-11-01',
      discountDays: 30,
      invoiceDueDate: '2026-11-30',
      advancePercentage: '80.00',
    };
    const [first] = await t.db
      .insert(invoices)
      .values([
        { ...base, invoiceNo: '1001', invoiceAmount: '2500.50', advanceAmount: '2000.40' },
        {
          ...base,
          invoiceNo: '1002',
          invoiceAmount: '1000.00',
          advanceAmount: '800.00',
          deletedAt: new Date(),
        },
      ])
      .returning({ id: invoices.id });
    expect(await debtorCreditOf(t.db, clientId, debtorId)).toEqual({
      creditLimit: '10000.00',
      outstanding: '2500.50',
      available: '7499.50',
    });
    expect((await debtorCreditOf(t.db, clientId, debtorId, [first!.id]))?.available).toBe('10000.00');
    expect(await debtorCreditOf(t.db, clientId + 1000, debtorId)).toBeNull();
  });
});
