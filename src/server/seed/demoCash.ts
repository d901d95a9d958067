import { inArray } from 'drizzle-orm';
import { paymentTypes } from '../../shared/constants';
import { compareIsoDates, todayIso } from '../../shared/dates';
import { ChargebackAdjustRequestSchema } from '../../shared/validation/chargebackAdjust';
import type { Database } from '../db/client';
import { chargebacks, collections, unappliedCash } from '../db/schema';
import type { Deps } from '../deps';
import { adjustChargebacks } from '../modules/chargebacks/adjust';
import { runChargebacks } from '../modules/chargebacks/job';
import { verifySchedule } from '../modules/funding/verification';
import { adjustUnappliedCash, returnUnappliedCash } from '../modules/unapplied-cash/operations';

import { doublePledge } from './demoPledge';
import {
  chargebackOf,
  collect,
  debtorsOf,
  firstJobRun,
  fundJuneSchedule,
  heldOn,
  lastDemoDate,
  receive,
  row,
  staffCaller,
  cents,
  juneInvoicesOf,
  writeSchedule,
  type JuneInvoice,
} from './demoCashSteps';

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
