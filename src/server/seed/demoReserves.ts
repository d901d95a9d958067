import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { paymentTypes } from '../../shared/constants';
import { compareIsoDates, todayIso, type IsoDate } from '../../shared/dates';
import type { Database } from '../db/client';
import { chargebacks, invoices, moneyApprovals, reserveReleases } from '../db/schema';
import type { Deps } from '../deps';
import { runChargebacks } from '../modules/chargebacks/job';
import { collect, debtorsOf, row } from './demoCashSteps';
import { buySchedule, clientsByName, demoCaller, releaseAsTheFormDoes } from './demoReservesSteps';

/**
 * The demo's reserves and their release (issue 13; docs/decisions/0029), made through the services
 * the routes call, after the demo's cash has come back, so the Cash Reserves, Escrow Reserves and
 * Reserve Release cards and /approvals show something real and the books hold it:
 *
 * - Acme Freight Lines (the demo Client account's company): its two smaller June invoices'
 *   reserves and Auto Select's escrows released by ACH (its NACHA file can be downloaded); its
 *   short-paid June invoice stays closed with its reserve held, its October invoices open.
 * - Bayside Medical Supply: two June invoices released by check with the total lowered by $100.00,
 *   which stays in its reserve account as previous reserves; two closed invoices stay held.
 * - Cedar Creek Builders: its debtor pays $1,500.00 of its open chargeback; its June invoices and
 *   Auto Select's escrows are released by wire, with the wire fee of its terms and the rest of that
 *   chargeback deducted. Then a summer schedule collected in full and an October one still open:
 *   one summer invoice released by ACH above an approval threshold waits for a second staff member
 *   on /approvals, the other stays closed with its reserve held. (Cedar then has no open
 *   chargeback, so the waiting release's figures do not move with the daily per-day fees.)
 *
 * Runs once: a book where any demo client has a release already, or without the demo clients and
 * their cash, or seeded before the demo's last date, is left as it is.
 */

/** The last date the reserves demo posts on: a seed on that day or earlier adds nothing. */
export const lastReservesDate: IsoDate = '2026-10-30';

export const reserveDemoClients = {
  ach: 'Acme Freight Lines',
  lowered: 'Bayside Medical Supply',
  wire: 'Cedar Creek Builders',
} as const;

/** The waiting release was made while the threshold stood here (it is not left set). */
export const demoApprovalThreshold = '500.00';

export interface DemoReserves {
  releases: number[];
  waitingApproval: number | null;
}

/** The client's invoices by number, live ones only. */
async function invoicesByNo(db: Database, clientId: number, numbers: readonly string[]) {
  const rows = await db
    .select({ id: invoices.id, invoiceNo: invoices.invoiceNo })
    .from(invoices)
    .where(
      and(
        eq(invoices.prospectId, clientId),
        inArray(invoices.invoiceNo, [...numbers]),
        isNull(invoices.deletedAt),
      ),
    );
  const byNo = new Map(rows.map((found) => [found.invoiceNo, found.id]));
  return numbers.every((no) => byNo.has(no)) ? numbers.map((no) => byNo.get(no)!) : null;
}

/** Nothing to do when any of the clients has a release, waiting or posted. */
async function releasedAlready(db: Database, clientIds: readonly number[]): Promise<boolean> {
  const posted = await db.$count(reserveReleases, inArray(reserveReleases.prospectId, [...clientIds]));
  const waiting = await db.$count(
    moneyApprovals,
    and(inArray(moneyApprovals.prospectId, [...clientIds]), eq(moneyApprovals.kind, 'reserve_release')),
  );
  return posted + waiting > 0;
}

export async function seedDemoReserves(
  db: Database,
  deps: Pick<Deps, 'files'>,
  clientIds: readonly number[],
  now: Date = new Date(),
): Promise<DemoReserves> {
  const result: DemoReserves = { releases: [], waitingApproval: null };
  const staff = await demoCaller(db, 'admin@factordesk.test');
  if (!staff || compareIsoDates(todayIso(now), lastReservesDate) <= 0) return result;
  const named = await clientsByName(db, clientIds);
  const acme = named.get(reserveDemoClients.ach);
  const bayside = named.get(reserveDemoClients.lowered);
  const cedar = named.get(reserveDemoClients.wire);
  const present = [acme, bayside, cedar].filter((id): id is number => id !== undefined);
  if (present.length === 0 || (await releasedAlready(db, present))) return result;
  const posted = (saved: Awaited<ReturnType<typeof releaseAsTheFormDoes>>) => {
    if (saved === null) return;
    if (saved.waiting) result.waitingApproval = saved.approvalId;
    else result.releases.push(saved.id);
  };

  // Acme: by ACH, with Auto Select's escrows.
  const acmeBatch = acme === undefined ? null : await invoicesByNo(db, acme, ['20002', '20003']);
  if (acmeBatch) {
    posted(
      await releaseAsTheFormDoes(
        db,
        staff,
        { invoices: acmeBatch, paymentType: paymentTypes.ACH, date: '2026-10-27', escrows: true },
        now,
      ),
    );
  }

  // Bayside: by check, the total lowered; what is left comes back as previous reserves.
  const baysideBatch = bayside === undefined ? null : await invoicesByNo(db, bayside, ['20101', '20102']);
  if (baysideBatch) {
    posted(
      await releaseAsTheFormDoes(
        db,
        staff,
        { invoices: baysideBatch, paymentType: paymentTypes.Check, date: '2026-10-23', lowerBy: '100.00' },
        now,
      ),
    );
  }

  // Cedar: its debtor pays part of the open chargeback, the rest is deducted from a release by wire
  // with the wire fee of Cedar's terms.
  const cedarJune = cedar === undefined ? null : await invoicesByNo(db, cedar, ['20201', '20202', '20203']);
  const debtorId = cedar === undefined ? undefined : (await debtorsOf(db, cedar))[0];
  if (cedar === undefined || !cedarJune || debtorId === undefined) return result;
  const open = await db
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(
      and(
        eq(chargebacks.prospectId, cedar),
        isNull(chargebacks.deletedAt),
        isNull(chargebacks.settledByScheduleId),
        ne(chargebacks.chargeBackSettled, 1),
      ),
    )
    .orderBy(asc(chargebacks.id));
  const [partlyPaid] = open;
  if (partlyPaid) {
    await collect(
      deps,
      db,
      staff,
      {
        clientId: cedar,
        debtorId,
        type: 2,
        paymentType: paymentTypes.Check,
        number: 'CHK10210',
        paid: '2026-10-21',
        rows: [row(partlyPaid.id, 'chargeback', '1500.00')],
        note: 'Part of the short payment, paid by the debtor',
      },
      now,
    );
  }
  const wired = await releaseAsTheFormDoes(
    db,
    staff,
    {
      invoices: cedarJune,
      paymentType: paymentTypes.Wire,
      date: '2026-10-26',
      escrows: true,
      chargebacks: open.map((found) => found.id),
    },
    now,
  );
  posted(wired);
  // Its chargeback still open, a new schedule of Cedar's could not be verified without settling it.
  if (wired === null) return result;

  // Then a summer schedule its debtor paid in full in September, and an October one still open.
  const summer = await buySchedule(
    db,
    staff,
    {
      clientId: cedar,
      scheduleNo: 203,
      debtorId,
      fundDate: '2026-08-07',
      rows: [
        { invoiceNo: '20210', amount: '12000.00', invoiceDate: '2026-08-03' },
        { invoiceNo: '20211', amount: '3400.00', invoiceDate: '2026-08-05' },
      ],
    },
    now,
  );
  if (!summer) return result;
  const [large, small] = summer as [number, number];
  await collect(
    deps,
    db,
    staff,
    {
      clientId: cedar,
      debtorId,
      type: 1,
      paymentType: paymentTypes.Check,
      number: 'CHK90810',
      paid: '2026-09-08',
      rows: [row(large, 'invoice', '12000.00'), row(small, 'invoice', '3400.00')],
      note: 'Summer invoices paid in full',
    },
    now,
  );
  await buySchedule(
    db,
    staff,
    {
      clientId: cedar,
      scheduleNo: 204,
      debtorId,
      fundDate: '2026-10-27',
      rows: [{ invoiceNo: '20212', amount: '4000.00', invoiceDate: '2026-10-26' }],
    },
    now,
  );

  // The cash demo ran the day's chargeback job before this invoice was bought: the job posts once a
  // date, so running it again now leaves a later run of the same day (the daily schedule, Run
  // chargebacks now) nothing new to raise.
  await runChargebacks(db, todayIso(now), { createdBy: null });

  // By ACH, above the threshold of the day: it waits on /approvals for a second staff member.
  posted(
    await releaseAsTheFormDoes(
      db,
      staff,
      {
        invoices: [small],
        paymentType: paymentTypes.ACH,
        date: lastReservesDate,
        waitingAbove: demoApprovalThreshold,
      },
      now,
    ),
  );
  return result;
}
