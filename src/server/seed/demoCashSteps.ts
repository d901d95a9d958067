import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { paymentTypes, invoiceStatuses } from '../../shared/constants';
import { type IsoDate } from '../../shared/dates';
import { debtorStatuses } from '../../shared/dropdowns';
import { invoiceFiguresOf } from '../../shared/invoiceTerms';
import { CollectionSaveSchema } from '../../shared/validation/collection';
import type { RightId } from '../../shared/rights';
import type { Database } from '../db/client';
import { chargebacks, debtorClients, invoices, schedules, unappliedCash, users } from '../db/schema';
import type { Deps } from '../deps';
import type { Caller } from '../http/caller';
import type { UploadedFile } from '../http/multipart';
import { signedTermsOf } from '../modules/clients/terms';
import { saveCollection } from '../modules/collections/save';
import { paymentInfoOf } from '../modules/funding/paymentInfo';
import { postPayment } from '../modules/funding/postPayment';
import { verifySchedule } from '../modules/funding/verification';
import { saveUnappliedCash } from '../modules/unapplied-cash/operations';

/*
 * The steps the cash demo takes through the real services (docs/decisions/0027, 0028): its staff
 * caller, its June schedule bought on 07/01/2026, collections, receipts and what they left.
 */

/** The last date the demo posts on (before its job runs): a seed on an earlier day adds nothing. */
export const lastDemoDate: IsoDate = '2026-10-20';
export const fundDate: IsoDate = '2026-07-01';
/** The daily job's run the demo replays before its October collections. */
export const firstJobRun: IsoDate = '2026-10-05';

/** A small valid PDF: the check image or remittance every collection and receipt carries. */
export const demoPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
export const attachment = (field: string, filename: string): UploadedFile[] => [
  { field, filename, mimetype: 'application/pdf', data: demoPdf },
];

export const staffRights: RightId[] = ['transfer_to_cash_reserves', 'transfer_to_collection'];

export async function staffCaller(db: Database): Promise<Caller | null> {
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
export async function debtorsOf(db: Database, clientId: number): Promise<number[]> {
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
export interface JuneInvoice {
  key: 'short' | 'over' | 'unpaid' | 'paid';
  amount: string;
  day: number;
}

/** Each client's June invoices (amounts differ by client, so no two clients' invoices look alike). */
export function juneInvoicesOf(index: number): JuneInvoice[] {
  const rows: JuneInvoice[] = [
    { key: 'short', amount: `${5000 + index * 100}.00`, day: 3 + index },
    { key: 'over', amount: `${2000 + index * 40}.00`, day: 9 + index },
    { key: 'unpaid', amount: `${1500 + index * 25}.00`, day: 15 + index },
  ];
  // The second client's fourth invoice is collected together with a chargeback (type 3).
  if (index === 1) rows.push({ key: 'paid', amount: '1200.00', day: 20 });
  return rows;
}

export interface DemoInvoiceRow {
  invoiceNo: string;
  amount: string;
  invoiceDate: IsoDate;
}

/** A schedule of the client's with its invoices on one debtor, as the schedule form stores them; its invoices' ids. */
export async function writeSchedule(
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
export async function fundJuneSchedule(
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
export interface DemoRow {
  id: number;
  kind: 'invoice' | 'chargeback';
  collected_amount: string;
  uc: string;
  move_to_cb: boolean;
}

export interface CollectionPlan {
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

export const nextDay = (date: IsoDate, days = 1): IsoDate => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

export const cents = (value: number): string => value.toFixed(2);
export const sum = (rows: DemoRow[], kind: 'invoice' | 'chargeback', field: 'collected_amount' | 'uc') =>
  rows
    .filter((row) => row.kind === kind)
    .reduce((total, row) => total + Math.round(Number(row[field]) * 100), 0) / 100;

export async function collect(
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

export const row = (
  id: number,
  kind: 'invoice' | 'chargeback',
  cash: string,
  uc = '0',
  moveToCb = false,
): DemoRow => ({ id, kind, collected_amount: cash, uc, move_to_cb: moveToCb });

/** Add New UC: cash without invoices from the client's debtor. */
export async function receive(
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

export async function chargebackOf(
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

export async function heldOn(db: Database, invoiceId: number | undefined): Promise<number | null> {
  if (invoiceId === undefined) return null;
  const [found] = await db
    .select({ id: unappliedCash.id })
    .from(unappliedCash)
    .where(eq(unappliedCash.invoiceId, invoiceId))
    .orderBy(asc(unappliedCash.id))
    .limit(1);
  return found?.id ?? null;
}
