import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { paymentTypes, invoiceStatuses } from '../../shared/constants';
import { compareIsoDates, todayIso, type IsoDate } from '../../shared/dates';
import { debtorStatuses } from '../../shared/dropdowns';
import { invoiceFiguresOf } from '../../shared/invoiceTerms';
import { CollectionSaveSchema } from '../../shared/validation/collection';
import { ChargebackAdjustRequestSchema } from '../../shared/validation/chargebackAdjust';
import type { RightId } from '../../shared/rights';
import type { Database } from '../db/client';
import {
  chargebacks,
  collections,
  debtorClients,
  invoices,
  schedules,
  unappliedCash,
  users,
} from '../db/schema';
import type { Deps } from '../deps';
import type { Caller } from '../http/caller';
import type { UploadedFile } from '../http/multipart';
import { adjustChargebacks } from '../modules/chargebacks/adjust';
import { runChargebacks } from '../modules/chargebacks/job';
import { signedTermsOf } from '../modules/clients/terms';
import { saveCollection } from '../modules/collections/save';
import { paymentInfoOf } from '../modules/funding/paymentInfo';
import { postPayment } from '../modules/funding/postPayment';
import { verifySchedule } from '../modules/funding/verification';
import { holdPledgeCheck, recordPledgeMatches } from '../modules/pledge-matches/record';
import {
  adjustUnappliedCash,
  returnUnappliedCash,
  saveUnappliedCash,
} from '../modules/unapplied-cash/operations';

/**
 * The demo's cash coming back (issue 12; docs/decisions/0028-cash-comes-back.md), made through the
 * services the routes call, so every card and legend of Collections, Unapplied Cash and Chargebacks
 * shows something real and the books hold it. For each demo client, a schedule of June 2026
 * invoices funded on 07/01/2026 (more than 90 days old ever since October 2026), then:
 *
 * - collections of type 1 (one check short on one invoice and over on another, its excess held on
 *   the invoice), one client's type 2
 *   (a chargeback paid by its debtor) and one's type 3 (an invoice and a chargeback together,
 *   settling unapplied cash transferred to collection);
 * - unapplied cash: one overpayment left held (With Invoices), one transferred to collection and
 *   settled, one moved to cash reserves; cash without invoices held, one returned by wire with the
 *   fee and one by check (Released);
 * - chargebacks raised by the daily job (a run of 10/05/2026 and one of the seed's day, which
 *   accrue the per-day fees), one raised by a collection's move to chargeback, some left pending,
 *   one adjusted partially, one settled in full by adjustment, one settled by the type 2 collection;
 * - one invoice of a second client with the same debtor and number as the first client's loose
 *   invoice: a double-pledge match staff see, left uncleared, on an invoice in no schedule.
 *
 * Runs after the demo funding; a book without the demo clients' terms or debtors is left as it is,
 * and so is one seeded on a day before the demo's dates.
 */

export interface DemoCash {
  collections: number;
  unappliedCash: number;
  chargebacks: number;
  pledgeMatchInvoice: number | null;
}

/** The last date the demo posts on (before its job runs): a seed on an earlier day adds nothing. */
const lastDemoDate: IsoDate = '2026-10-20';
const fundDate: IsoDate = '2026-07-01';
/** The daily job's run the demo replays before its October collections. */
const firstJobRun: IsoDate = '2026-10-05';

/** A small valid PDF: the check image or remittance every collection and receipt carries. */
const demoPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const attachment = (field: string, filename: string): UploadedFile[] => [
  { field, filename, mimetype: 'application/pdf', data: demoPdf },
];

const staffRights: RightId[] = ['transfer_to_cash_reserves', 'transfer_to_collection'];

async function staffCaller(db: Database): Promise<Caller | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@factordesk.test'))
    .limit(1);
  if (!admin) return null;
  return {
    userId: admin.id,
    sessionId: 'demo-seed',
    roleType: 'admin',
    rights: new Set(staffRights),
    companyId: null,
    debtorId: null,
    brokerId: null,
    sensitiveInformationDisclosure: true,
  };
}

/** The client's live, not terminated debtors in the order they were taken on. */
async function debtorsOf(db: Database, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ debtorId: debtorClients.debtorId })
    .from(debtorClients)
    .where(
      and(
        eq(debtorClients.prospectId, clientId),
        isNull(debtorClients.deletedAt),
        ne(debtorClients.status, debtorStatuses.terminated),
      ),
    )
    .orderBy(asc(debtorClients.id));
  return rows.map((row) => row.debtorId);
}

/** One June invoice of the demo's funded schedule. */
interface JuneInvoice {
  key: 'short' | 'over' | 'unpaid' | 'paid';
  amount: string;
  day: number;
}

/** Each client's June invoices (amounts differ by client, so no two clients' invoices look alike). */
function juneInvoicesOf(index: number): JuneInvoice[] {
  const rows: JuneInvoice[] = [
    { key: 'short', amount: `${5000 + index * 100}.00`, day: 3 + index },
    { key: 'over', amount: `${2000 + index * 40}.00`, day: 9 + index },
    { key: 'unpaid', amount: `${1500 + index * 25}.00`, day: 15 + index },
  ];
  // The second client's fourth invoice is collected together with a chargeback (type 3).
  if (index === 1) rows.push({ key: 'paid', amount: '1200.00', day: 20 });
  return rows;
}

interface DemoInvoiceRow {
  invoiceNo: string;
  amount: string;
  invoiceDate: IsoDate;
}

/** A schedule of the client's with its invoices on one debtor, as the schedule form stores them; its invoices' ids. */
async function writeSchedule(
  db: Database,
  clientId: number,
  scheduleNo: number,
  debtorId: number,
  rows: readonly DemoInvoiceRow[],
): Promise<{ scheduleId: number; invoiceIds: number[] } | null> {
  const sheet = await signedTermsOf(db, clientId);
  if (!sheet) return null;
  const terms = { advance_percentage: sheet.advancePercentage, net_invoice_term: sheet.discountDays };
  return db.transaction(async (tx) => {
    const madeAt = new Date(`${rows[0]!.invoiceDate}T16:00:00Z`);
    const [schedule] = await tx
      .insert(schedules)
      .values({ prospectId: clientId, scheduleNo, createdAt: madeAt, updatedAt: madeAt })
      .returning({ id: schedules.id });
    if (!schedule) throw new Error('demo schedule was not stored');
    const invoiceIds: number[] = [];
    for (const invoice of rows) {
      const figures = invoiceFiguresOf(
        { invoice_amount: invoice.amount, invoice_date: invoice.invoiceDate },
        terms,
      );
      const at = new Date(`${invoice.invoiceDate}T15:00:00Z`);
      const [row] = await tx
        .insert(invoices)
        .values({
          prospectId: clientId,
          debtorId,
          scheduleId: schedule.id,
          invoiceNo: invoice.invoiceNo,
          invoiceAmount: invoice.amount,
          invoiceDate: invoice.invoiceDate,
          discountDays: terms.net_invoice_term,
          invoiceDueDate: figures.invoice_due_date,
          advancePercentage: terms.advance_percentage,
          advanceAmount: figures.advance_amount,
          status: invoiceStatuses.approved,
          paymentType: paymentTypes.ACH,
          debtorContact: [],
          note: '',
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: invoices.id });
      if (!row) throw new Error('demo invoice was not stored');
      invoiceIds.push(row.id);
    }
    return { scheduleId: schedule.id, invoiceIds };
  });
}

/** The client's June schedule, verified and paid in full on 07/01/2026; its invoices by key. */
async function fundJuneSchedule(
  db: Database,
  caller: Caller,
  clientId: number,
  index: number,
  debtorId: number,
  now: Date,
): Promise<Map<JuneInvoice['key'], number> | null> {
  const june = juneInvoicesOf(index);
  const written = await writeSchedule(
    db,
    clientId,
    201,
    debtorId,
    june.map((invoice, position) => ({
      invoiceNo: String(20001 + index * 100 + position),
      amount: invoice.amount,
      invoiceDate: `2026-06-${String(invoice.day).padStart(2, '0')}`,
    })),
  );
  if (!written) return null;
  const { scheduleId } = written;
  const ids = new Map(june.map((invoice, position) => [invoice.key, written.invoiceIds[position]!]));
  await verifySchedule(db, caller, { id: scheduleId, chargebacks: [] }, now);
  const info = await paymentInfoOf(db, caller, scheduleId);
  await postPayment(
    db,
    caller,
    scheduleId,
    {
      schedule_id: scheduleId,
      payment_type: paymentTypes.ACH,
      transaction_number: `JUNE${scheduleId}`,
      schedule_fund_date: fundDate,
      check_date: fundDate,
      check_deposit_date: fundDate,
      posting_date: fundDate,
      amount: info.amount,
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: info.unverified_invoices.map((invoice) => invoice.id),
    },
    now,
  );
  return ids;
}

/** A chosen row as the form sends it. */
interface DemoRow {
  id: number;
  kind: 'invoice' | 'chargeback';
  collected_amount: string;
  uc: string;
  move_to_cb: boolean;
}

interface CollectionPlan {
  clientId: number;
  debtorId: number;
  type: 1 | 2 | 3;
  paymentType: 0 | 1 | 2;
  number: string;
  /** Payment date; deposit the next day (none for a wire), posting the day after. */
  paid: IsoDate;
  rows: DemoRow[];
  note?: string;
}

const nextDay = (date: IsoDate, days = 1): IsoDate => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

const cents = (value: number): string => value.toFixed(2);
const sum = (rows: DemoRow[], kind: 'invoice' | 'chargeback', field: 'collected_amount' | 'uc') =>
  rows
    .filter((row) => row.kind === kind)
    .reduce((total, row) => total + Math.round(Number(row[field]) * 100), 0) / 100;

async function collect(
  deps: Pick<Deps, 'files'>,
  db: Database,
  caller: Caller,
  plan: CollectionPlan,
  now: Date,
) {
  const amount =
    plan.type === 2
      ? sum(plan.rows, 'chargeback', 'collected_amount')
      : sum(plan.rows, 'invoice', 'collected_amount');
  const cbAmount = plan.type === 3 ? sum(plan.rows, 'chargeback', 'collected_amount') : 0;
  const uc = sum(plan.rows, 'invoice', 'uc') + sum(plan.rows, 'chargeback', 'uc');
  const wire = plan.paymentType === paymentTypes.Wire;
  const save = CollectionSaveSchema.parse({
    prospect_id: plan.clientId,
    debtor_id: plan.debtorId,
    collection_type: plan.type,
    amount: cents(amount),
    cb_amount: cents(cbAmount),
    total_amount: cents(amount + cbAmount),
    uc_collected: cents(uc),
    payment_type: plan.paymentType,
    check_number: plan.number,
    check_date: plan.paid,
    check_deposit_date: wire ? null : nextDay(plan.paid),
    posting_date: nextDay(plan.paid, 2),
    notes: plan.note ?? '',
    invoices: plan.rows,
  });
  const written: string[] = [];
  await db.transaction((tx) =>
    saveCollection(deps, tx, caller, save, attachment('check_path', `${plan.number}.pdf`), now, written),
  );
}

const row = (
  id: number,
  kind: 'invoice' | 'chargeback',
  cash: string,
  uc = '0',
  moveToCb = false,
): DemoRow => ({ id, kind, collected_amount: cash, uc, move_to_cb: moveToCb });

/** Add New UC: cash without invoices from the client's debtor. */
async function receive(
  deps: Pick<Deps, 'files'>,
  db: Database,
  caller: Caller,
  entry: {
    clientId: number;
    debtorId: number;
    amount: string;
    paymentType: 0 | 1 | 2;
    number: string;
    paid: IsoDate;
    note: string;
  },
  now: Date,
): Promise<number> {
  const wire = entry.paymentType === paymentTypes.Wire;
  return db.transaction((tx) =>
    saveUnappliedCash(
      deps,
      tx,
      caller,
      {
        prospect_id: String(entry.clientId),
        debtor_id: String(entry.debtorId),
        amount: entry.amount,
        payment_type: String(entry.paymentType),
        check_number: entry.number,
        check_date: entry.paid,
        check_deposit_date: wire ? '' : nextDay(entry.paid),
        posting_date: nextDay(entry.paid, 2),
        note: entry.note,
        check_path: `${entry.number}.pdf`,
      },
      attachment('check_path', `${entry.number}.pdf`),
      now,
    ),
  );
}

async function chargebackOf(
  db: Database,
  invoiceId: number | undefined,
): Promise<{ id: number; left: string } | null> {
  if (invoiceId === undefined) return null;
  const [found] = await db
    .select({ id: chargebacks.id, cb: chargebacks.cb, adjustedCb: chargebacks.adjustedCb })
    .from(chargebacks)
    .where(and(eq(chargebacks.invoiceId, invoiceId), isNull(chargebacks.deletedAt)));
  return found ? { id: found.id, left: found.adjustedCb ?? found.cb } : null;
}

async function heldOn(db: Database, invoiceId: number | undefined): Promise<number | null> {
  if (invoiceId === undefined) return null;
  const [found] = await db
    .select({ id: unappliedCash.id })
    .from(unappliedCash)
    .where(eq(unappliedCash.invoiceId, invoiceId))
    .orderBy(asc(unappliedCash.id))
    .limit(1);
  return found?.id ?? null;
}

/**
 * A double pledge staff see, left for them to review: two loose invoices of one debtor, of two
 * clients that hold it, alike in amount and date under numbers of their own (so every invoice number
 * stays one client's in the lists a debtor or a client reads).
 */
async function doublePledge(db: Database, clientIds: readonly number[]): Promise<number | null> {
  // The first two clients that hold one debtor between them (Northwind, in the demo).
  let pair: { first: number; second: number; debtorId: number } | undefined;
  for (const [index, first] of clientIds.entries()) {
    const held = await debtorsOf(db, first);
    for (const second of clientIds.slice(index + 1)) {
      const debtorId = (await debtorsOf(db, second)).find((id) => held.includes(id));
      if (debtorId !== undefined && pair === undefined) pair = { first, second, debtorId };
    }
  }
  if (pair === undefined) return null;
  const { first, second, debtorId } = pair;
  const [terms] = await db
    .select({ advancePercentage: invoices.advancePercentage, discountDays: invoices.discountDays })
    .from(invoices)
    .where(eq(invoices.prospectId, first))
    .limit(1);
  if (!terms) return null;
  const amount = '4321.00';
  const invoiceDate = '2026-10-20';
  const invoiceOf = (prospectId: number, invoiceNo: string, note: string) => {
    const figures = invoiceFiguresOf(
      { invoice_amount: amount, invoice_date: invoiceDate },
      { advance_percentage: terms.advancePercentage, net_invoice_term: terms.discountDays },
    );
    return {
      prospectId,
      debtorId,
      invoiceNo,
      invoiceAmount: amount,
      invoiceDate,
      discountDays: terms.discountDays,
      invoiceDueDate: figures.invoice_due_date,
      advancePercentage: terms.advancePercentage,
      advanceAmount: figures.advance_amount,
      status: invoiceStatuses.initial,
      paymentType: paymentTypes.Wire,
      debtorContact: [],
      note,
    };
  };
  return db.transaction(async (tx) => {
    await holdPledgeCheck(tx, [debtorId]);
    const [original] = await tx
      .insert(invoices)
      .values(invoiceOf(first, '900001', ''))
      .returning({ id: invoices.id });
    const [copy] = await tx
      .insert(invoices)
      .values(invoiceOf(second, '900002', 'Same load billed twice?'))
      .returning({ id: invoices.id });
    if (!original || !copy) return null;
    await recordPledgeMatches(tx, [copy.id]);
    return copy.id;
  });
}

export async function seedDemoCash(
  db: Database,
  deps: Pick<Deps, 'files'>,
  clientIds: readonly number[],
  now: Date = new Date(),
): Promise<DemoCash> {
  const result: DemoCash = { collections: 0, unappliedCash: 0, chargebacks: 0, pledgeMatchInvoice: null };
  const caller = await staffCaller(db);
  const today = todayIso(now);
  if (!caller || compareIsoDates(today, lastDemoDate) <= 0) return result;

  // The June schedules, funded on 07/01/2026, and what their debtors paid over the summer.
  const books: {
    clientId: number;
    index: number;
    debtorId: number;
    other: number;
    ids: Map<JuneInvoice['key'], number>;
  }[] = [];
  for (const [index, clientId] of clientIds.entries()) {
    const held = await debtorsOf(db, clientId);
    const debtorId = held[0];
    if (debtorId === undefined) continue;
    const ids = await fundJuneSchedule(db, caller, clientId, index, debtorId, now);
    if (!ids) continue;
    books.push({ clientId, index, debtorId, other: held[1] ?? debtorId, ids });
  }

  for (const { clientId, index, debtorId, ids } of books) {
    const invoice = (key: JuneInvoice['key']) => ids.get(key)!;
    // Type 1: one check pays $3,000 of the first invoice (short: the second client moves the rest
    // to chargeback at once, the others' is charged back by the job) and the second invoice with
    // $50 too much (the excess is held on the invoice).
    const overAmount = Number(juneInvoicesOf(index).find((entry) => entry.key === 'over')!.amount);
    await collect(
      deps,
      db,
      caller,
      {
        clientId,
        debtorId,
        type: 1,
        paymentType: paymentTypes.Check,
        number: `CHK${7190 + index}`,
        paid: '2026-07-19',
        rows: [
          row(invoice('short'), 'invoice', '3000.00', '0', index === 1),
          row(invoice('over'), 'invoice', cents(overAmount + 50)),
        ],
        note: 'Short paid on the first invoice: quantity dispute',
      },
      now,
    );
  }

  // The second client: its overpayment is transferred to collection, then settled from the pool by
  // a type 3 collection with part of the chargeback the move to chargeback raised.
  const second = books.find((book) => book.index === 1);
  if (second) {
    const over = await heldOn(db, second.ids.get('over'));
    if (over !== null) {
      await db.transaction((tx) =>
        adjustUnappliedCash(tx, caller, { ids: [over], hold_account_collection_status: 1 }, now),
      );
    }
    const moved = await chargebackOf(db, second.ids.get('short'));
    if (moved) {
      await collect(
        deps,
        db,
        caller,
        {
          clientId: second.clientId,
          debtorId: second.debtorId,
          type: 3,
          paymentType: paymentTypes.Wire,
          number: 'WIRE82001',
          paid: '2026-08-20',
          rows: [
            row(second.ids.get('paid')!, 'invoice', '1150.00', '50.00'),
            row(moved.id, 'chargeback', '500.00'),
          ],
          note: 'Invoice and part of the short payment',
        },
        now,
      );
    }
  }

  // Cash without invoices, on each client's second debtor: held, and two returned.
  for (const { clientId, index, other } of books) {
    await receive(
      deps,
      db,
      caller,
      {
        clientId,
        debtorId: other,
        amount: cents(600 + index * 150),
        paymentType: paymentTypes.Check,
        number: `UC${9010 + index}`,
        paid: '2026-09-28',
        note: 'No remittance with the check',
      },
      now,
    );
    if (index === 0) {
      const wired = await receive(
        deps,
        db,
        caller,
        {
          clientId,
          debtorId: other,
          amount: '1200.00',
          paymentType: paymentTypes.Wire,
          number: 'WIRE91000',
          paid: '2026-09-10',
          note: 'Wire meant for another factor',
        },
        now,
      );
      await db.transaction((tx) =>
        returnUnappliedCash(
          tx,
          caller,
          {
            ids: [wired],
            uc_released_date: '2026-09-20',
            amount: '1200.00',
            uc_return_payment_type: paymentTypes.Wire,
          },
          now,
        ),
      );
    }
    if (index === 1) {
      const checked = await receive(
        deps,
        db,
        caller,
        {
          clientId,
          debtorId: other,
          amount: '300.00',
          paymentType: paymentTypes.Check,
          number: 'CHK91300',
          paid: '2026-09-14',
          note: 'Paid twice by the debtor',
        },
        now,
      );
      await db.transaction((tx) =>
        returnUnappliedCash(
          tx,
          caller,
          {
            ids: [checked],
            uc_released_date: '2026-09-25',
            amount: '300.00',
            uc_return_payment_type: paymentTypes.Check,
          },
          now,
        ),
      );
    }
  }

  // The job of 10/05/2026 charges back what is still open past recourse, and accrues per-day fees.
  await runChargebacks(db, firstJobRun, { createdBy: null });

  // The first client's debtor pays the unpaid invoice's chargeback (type 2).
  const first = books.find((book) => book.index === 0);
  if (first) {
    const unpaid = await chargebackOf(db, first.ids.get('unpaid'));
    if (unpaid) {
      await collect(
        deps,
        db,
        caller,
        {
          clientId: first.clientId,
          debtorId: first.debtorId,
          type: 2,
          paymentType: paymentTypes.Check,
          number: 'CHK10150',
          paid: '2026-10-14',
          rows: [row(unpaid.id, 'chargeback', unpaid.left)],
          note: 'Chargeback paid by the debtor',
        },
        now,
      );
    }
    // Part of the short payment's chargeback is settled out of the reserve.
    const short = await chargebackOf(db, first.ids.get('short'));
    if (short) {
      await db.transaction((tx) =>
        adjustChargebacks(
          tx,
          caller,
          ChargebackAdjustRequestSchema.parse({
            cb_to_adjust: [{ id: short.id, cb_to_adjust: '500.00' }],
            charge_back_settle_status: 2,
          }),
          now,
        ),
      );
      // What is left is chosen by the verification of a new schedule: its funding will settle it.
      const waiting = await writeSchedule(db, first.clientId, 202, first.debtorId, [
        { invoiceNo: '20050', amount: '4000.00', invoiceDate: '2026-10-19' },
      ]);
      if (waiting) {
        await verifySchedule(db, caller, { id: waiting.scheduleId, chargebacks: [short.id] }, now);
      }
    }
  }
  // The third client: its overpayment to cash reserves, its unpaid invoice's chargeback settled in full.
  const third = books.find((book) => book.index === 2);
  if (third) {
    const over = await heldOn(db, third.ids.get('over'));
    if (over !== null) {
      await db.transaction((tx) =>
        adjustUnappliedCash(tx, caller, { ids: [over], hold_account_status: 1 }, now),
      );
    }
    const unpaid = await chargebackOf(db, third.ids.get('unpaid'));
    if (unpaid) {
      await db.transaction((tx) =>
        adjustChargebacks(
          tx,
          caller,
          ChargebackAdjustRequestSchema.parse({
            cb_to_adjust: [{ id: unpaid.id, cb_to_adjust: unpaid.left }],
            charge_back_settle_status: 1,
          }),
          now,
        ),
      );
    }
  }

  // Today's run accrues the per-day fees of what is still open.
  await runChargebacks(db, today, { createdBy: null });
  result.pledgeMatchInvoice = await doublePledge(db, clientIds);
  const clients = books.map((book) => book.clientId);
  if (clients.length > 0) {
    result.collections = await db.$count(collections, inArray(collections.prospectId, clients));
    result.unappliedCash = await db.$count(unappliedCash, inArray(unappliedCash.prospectId, clients));
    result.chargebacks = await db.$count(chargebacks, inArray(chargebacks.prospectId, clients));
  }
  return result;
}
