import { asc, eq, inArray, sql } from 'drizzle-orm';
import { addDaysIso } from '../../src/shared/dates';
import { percentOf, toMoneyString } from '../../src/shared/money';
import type { Db } from '../../src/server/db/client';
import {
  chargebacks,
  debtorClients,
  debtorContacts,
  debtors,
  invoices,
  prospects,
  schedules,
  users,
} from '../../src/server/db/schema';
import type { Caller } from '../../src/server/http/caller';
import { signedTermsOf } from '../../src/server/modules/clients/terms';
import { ledgerChecks, verifyLedger } from '../../src/server/ledger/verify';
import { scheduleLedgerChecks } from '../../src/server/ledger/checks';
import { trialBalance } from '../../src/server/ledger/balances';
import { ledgerOperations } from '../../src/server/ledger/operations';
import { postEntry } from '../../src/server/ledger/post';
import { demoClients } from '../../src/server/seed/demoClients';
import { startTestApp, testClock, type TestApp } from './harness';

/**
 * The funding tests' book: the demo clients (Acme 80% advance, 5% escrow, $25 wire fee, the demo
 * Client account's company; Bayside 85%, no escrow, $30; Cedar Creek 75%, 10%, $20) with debtors,
 * and helpers that file invoices, schedules and chargebacks straight into the tables, as the
 * invoice and schedule screens would.
 */

let serial = 0;
const next = () => (serial += 1);

/** A debtor of the book (debtors are shared companies; the invoice names the client). */
export async function addDebtor(db: Db, legalName = `Debtor ${next()}`): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(debtors)
    .values({
      legalName,
      email: `ap${n}@debtor.test`,
      fein: String(100000000 + n),
      phone: '2145550100',
      address: '1 Commerce Street',
      zip: '75201',
      state: 'Texas',
      city: 'Dallas',
    })
    .returning({ id: debtors.id });
  return row!.id;
}

export interface InvoiceSpec {
  debtorId: number;
  amount: string;
  /** Default 2026-10-01. */
  date?: string;
  /** When it was filed (and last changed); by default before any verification of the tests. */
  at?: Date;
}

/** Invoices are filed before the tests' clock (2026-11-02), so a verification then covers them. */
const filedAt = new Date('2026-10-01T12:00:00Z');

/** An invoice of the client, on a schedule or loose; the advance follows the client's signed terms. */
export async function addInvoice(
  db: Db,
  clientId: number,
  spec: InvoiceSpec,
  scheduleId: number | null,
): Promise<number> {
  const terms = await signedTermsOf(db, clientId);
  if (!terms) throw new Error(`client ${clientId} has no signed terms`);
  const date = spec.date ?? '2026-10-01';
  const [row] = await db
    .insert(invoices)
    .values({
      prospectId: clientId,
      debtorId: spec.debtorId,
      scheduleId,
      invoiceNo: String(100000 + next()),
      invoiceAmount: toMoneyString(spec.amount),
      invoiceDate: date,
      discountDays: terms.discountDays,
      invoiceDueDate: addDaysIso(date, terms.discountDays - 1),
      advancePercentage: terms.advancePercentage,
      advanceAmount: toMoneyString(percentOf(spec.amount, terms.advancePercentage)),
      debtorContact: ['ap@debtor.test'],
      createdAt: spec.at ?? filedAt,
      updatedAt: spec.at ?? filedAt,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/**
 * Changes an invoice's amount as a save of the invoice or schedule form does: the advance follows
 * the client's terms and the verification mark goes (docs/decisions/0011), so a verified schedule's
 * invoice becomes one of its unverified invoices.
 */
export async function changeInvoiceAmount(
  db: Db,
  invoiceId: number,
  amount: string,
  at: Date = new Date('2026-11-03T09:00:00Z'),
): Promise<void> {
  const [invoice] = await db
    .select({ prospectId: invoices.prospectId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  const terms = await signedTermsOf(db, invoice!.prospectId);
  await db
    .update(invoices)
    .set({
      invoiceAmount: toMoneyString(amount),
      advanceAmount: toMoneyString(percentOf(amount, terms!.advancePercentage)),
      verifiedAt: null,
      updatedAt: at,
    })
    .where(eq(invoices.id, invoiceId));
}

/** A schedule of the client with these invoices, numbered after the client's last one. */
export async function addSchedule(
  db: Db,
  clientId: number,
  specs: readonly InvoiceSpec[],
): Promise<{ scheduleId: number; invoiceIds: number[] }> {
  const [last] = await db
    .select({ no: sql<number>`coalesce(max(${schedules.scheduleNo}), 0)::int` })
    .from(schedules)
    .where(eq(schedules.prospectId, clientId));
  const [schedule] = await db
    .insert(schedules)
    .values({ prospectId: clientId, scheduleNo: (last?.no ?? 0) + 1 })
    .returning({ id: schedules.id });
  const invoiceIds: number[] = [];
  for (const spec of specs) invoiceIds.push(await addInvoice(db, clientId, spec, schedule!.id));
  return { scheduleId: schedule!.id, invoiceIds };
}

/** An open chargeback of the client on a loose invoice; `adjusted` is what is left to settle. */
export async function addChargeback(
  db: Db,
  clientId: number,
  debtorId: number,
  cb: string,
  adjusted: string | null = null,
): Promise<number> {
  const invoiceId = await addInvoice(db, clientId, { debtorId, amount: cb }, null);
  const [row] = await db
    .insert(chargebacks)
    .values({ invoiceId, prospectId: clientId, debtorId, cb, actualCb: cb, adjustedCb: adjusted })
    .returning({ id: chargebacks.id });
  // A chargeback from before these books: its open amount opens 1300 against capital, so the books
  // agree with it (ledger:verify's 1300 check) and its settlement at funding has something to clear.
  await db.transaction((tx) =>
    postEntry(tx, {
      date: '2026-01-01',
      operation: ledgerOperations.openingBalance,
      operationKey: `opening:chargeback:${row!.id}`,
      memo: 'Chargeback brought forward',
      clientId,
      lines: [
        { chart: 'chargebacksReceivable', clientId, debit: adjusted ?? cb },
        { chart: 'capital', credit: adjusted ?? cb },
      ],
    }),
  );
  return row!.id;
}

/**
 * Lets the book's debtors be chosen on the invoice and schedule forms: each client holds each debtor
 * (active, with a weekly limit no test reaches) and each debtor has the contact the invoices name.
 */
export async function holdBookDebtors(book: FundingBook): Promise<void> {
  const debtorIds = Object.values(book.debtors);
  for (const prospectId of Object.values(book.clients)) {
    await book.t.db
      .insert(debtorClients)
      .values(debtorIds.map((debtorId) => ({ debtorId, prospectId, creditLimit: '99999999.99', status: 1 })));
  }
  await book.t.db.insert(debtorContacts).values(
    debtorIds.map((debtorId) => ({
      debtorId,
      firstName: 'Accounts',
      email: 'ap@debtor.test',
      phone: '2145550101',
    })),
  );
}

/** Every comparison of the books: the registered ones and the schedules' own. */
export function allLedgerChecks() {
  return [...ledgerChecks, ...scheduleLedgerChecks.filter((check) => !ledgerChecks.includes(check))];
}

/** The books' differences (unbalanced entries, trial balance, operational comparisons). */
export async function ledgerDifferences(db: Db): Promise<string[]> {
  return (await verifyLedger(db, allLedgerChecks())).differences;
}

/** Every account's balance by code, for before/after comparisons. */
export async function balancesByCode(db: Db): Promise<Record<string, string>> {
  const rows = await trialBalance(db);
  return Object.fromEntries(rows.map((row) => [row.code, row.balance]));
}

/** A staff caller acting as the admin, for direct service calls. */
export async function adminCaller(db: Db): Promise<Caller> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@factordesk.test'));
  return {
    userId: admin!.id,
    sessionId: 'test',
    roleType: 'admin',
    rights: new Set(),
    companyId: null,
    debtorId: null,
    brokerId: null,
    sensitiveInformationDisclosure: true,
  };
}

/** The book: the app with the demo clients, debtors for each, and tokens for the roles the tests act as. */
export async function startFundingBook(
  options: { onQuery?: (query: string, params: unknown[]) => void } = {},
) {
  const clock = testClock(new Date('2026-11-02T15:00:00Z'));
  const t: TestApp = await startTestApp({ demoBook: true, clock, onQuery: options.onQuery });
  const rows = await t.db
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(
      inArray(
        prospects.companyBusinessName,
        demoClients.map((client) => client.name),
      ),
    )
    .orderBy(asc(prospects.id));
  const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? 0;
  const [acme = 0, bayside = 0, cedar = 0] = demoClients.map((client) => idOf(client.name));
  const debtorsOf = {
    northwind: await addDebtor(t.db, 'Northwind Traders'),
    lonestar: await addDebtor(t.db, 'Lone Star Grocers'),
  };
  return {
    t,
    clock,
    clients: { acme, bayside, cedar },
    debtors: debtorsOf,
    tokens: {
      admin: await t.signIn('admin@factordesk.test'),
      /** Client Advocate: every transactions right. */
      ca: await t.signIn('ca@factordesk.test'),
      /** Works for Acme Freight Lines. */
      client: await t.signIn('client@factordesk.test'),
      /** Credit Analyst: views schedules of funding and payments, posts nothing. */
      analyst: await t.signIn('analyst@factordesk.test'),
      debtor: await t.signIn('debtor@factordesk.test'),
    },
  };
}
export type FundingBook = Awaited<ReturnType<typeof startFundingBook>>;

/** A valid payment body for the schedule: ACH unless told otherwise, dated after the invoices. */
export function paymentBody(
  scheduleId: number,
  amount: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    schedule_id: scheduleId,
    payment_type: 0,
    transaction_number: 'ACH12345',
    schedule_fund_date: '2026-10-05',
    check_date: '2026-10-06',
    check_deposit_date: '2026-10-07',
    posting_date: '2026-10-08',
    amount,
    selectedUnverifiedInvoices: [],
    unverifiedInvoices: [],
    ...overrides,
  };
}
