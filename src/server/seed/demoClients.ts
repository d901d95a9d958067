import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prospectOwners, prospects, termSheets, users } from '../db/schema';
import { demoApplicationRow } from './demoProspects';

type TermSheetRow = typeof termSheets.$inferInsert;

interface DemoClient {
  name: string;
  contact: string;
  /** The demo Client account works for this client. */
  clientAccount?: boolean;
  terms: Omit<TermSheetRow, 'prospectId'>;
}

/**
 * The demo clients: promoted prospects with signed term sheets, so debtors, invoices, schedules
 * and funding have real terms to work with before the term-sheet screens exist.
 */
export const demoClients: readonly DemoClient[] = [
  {
    name: 'Acme Freight Lines',
    contact: 'Carla Jensen',
    clientAccount: true,
    terms: {
      factoringLimit: '500000.00',
      advancePercentage: '80.00',
      escrowReservePercentage: '5.00',
      recourseDays: 90,
      purchaseDiscount: '2.50',
      discountDays: 30,
      isIncrementalPurchaseDiscount: true,
      incrementalDiscountPercentage: '0.10',
      businessDaysClearance: 2,
      wireFee: '25.00',
      cbFee: '3.00',
      cbPerDayFee: '0.50',
    },
  },
  {
    name: 'Bayside Medical Supply',
    contact: 'Marcus Lin',
    terms: {
      factoringLimit: '250000.00',
      advancePercentage: '85.00',
      escrowReservePercentage: '0',
      recourseDays: 60,
      purchaseDiscount: '3.00',
      discountDays: 45,
      businessDaysClearance: 1,
      wireFee: '30.00',
      cbFee: '2.00',
      cbPerDayFee: '0.25',
    },
  },
  {
    name: 'Cedar Creek Builders',
    contact: 'Hannah Ortiz',
    terms: {
      factoringLimit: '1000000.00',
      advancePercentage: '75.00',
      escrowReservePercentage: '10.00',
      recourseDays: 90,
      purchaseDiscount: '2.00',
      discountDays: 60,
      isIncrementalPurchaseDiscount: true,
      incrementalDiscountPercentage: '0.05',
      businessDaysClearance: 3,
      wireFee: '20.00',
      cbFee: '3.50',
      cbPerDayFee: '0.75',
    },
  },
];

const promotedOn = new Date('2026-09-15T15:00:00Z');

/** Seeds the demo clients into a new database; answers their ids in the order above. */
export async function seedDemoClients(db: Database): Promise<number[]> {
  const ids: number[] = [];
  await db.transaction(async (tx) => {
    for (const [index, client] of demoClients.entries()) {
      const application = demoApplicationRow(
        {
          name: client.name,
          contact: client.contact,
          step: 6,
          submitted: true,
          fundingAmount: client.terms.factoringLimit,
        },
        20 + index,
      );
      const [row] = await tx
        .insert(prospects)
        .values({
          ...application,
          status: 1,
          promotedAt: promotedOn,
          activeCreditLimit: client.terms.factoringLimit,
        })
        .returning({ id: prospects.id, pocEmail: prospects.pocEmail });
      if (!row) continue;
      ids.push(row.id);
      await tx.insert(prospectOwners).values({
        prospectId: row.id,
        name: client.contact,
        percentOwned: '100.00',
        email: row.pocEmail,
        houseOwned: true,
        ssn: `40${String(1000000 + index * 8191).slice(0, 7)}`,
        dob: '1975-02-20',
        phone: '2145550190',
        zip: '75201',
        state: 'Texas',
        city: 'Dallas',
      });
      await tx.insert(termSheets).values({
        ...client.terms,
        prospectId: row.id,
        sentAt: new Date('2026-09-01T15:00:00Z'),
        signedAt: new Date('2026-09-05T15:00:00Z'),
      });
      if (client.clientAccount) {
        await tx.update(users).set({ companyId: row.id }).where(eq(users.email, 'client@factordesk.test'));
      }
    }
  });
  return ids;
}
