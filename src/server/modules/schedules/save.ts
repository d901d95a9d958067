import { and, eq, inArray, isNull } from 'drizzle-orm';
import { maxInvoicesPerSchedule } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { addMoney, formatMoneyPlain } from '../../../shared/money';
import type { ScheduleForm, ScheduleInvoiceRow } from '../../../shared/validation/scheduleForm';
import type { Tx } from '../../db/client';
import { invoices, schedules } from '../../db/schema';
import type { Deps } from '../../deps';
import { ringBells, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { debtorCreditOf } from '../credit/debtorCredit';
import { holdPledgeCheck, recordPledgeMatches } from '../pledge-matches/record';
import {
  requireOpenForInvoices,
  requireRight,
  visibleClient,
  visibleHolding,
  type Holding,
  type VisibleClient,
} from '../invoices/access';
import { attachmentPathsOf, claimUploads } from '../invoices/attachments';
import { lockedFor, storedValues, valuesOf, type InvoiceValues } from '../invoices/fieldLocks';
import { checkInvoiceRow, requireInvoiceTerms, writeInvoiceRow } from '../invoices/invoiceRow';
import {
  holdCredit,
  requireDistinctInSchedule,
  scheduleInvoiceCount,
  scheduleNumbers,
  type CreditHold,
} from '../invoices/invoiceRules';
import {
  creditConsumedNotices,
  creditNewlyConsumed,
  invoiceCreatedNotices,
  scheduleCreatedNotices,
} from '../invoices/notices';
import type { InvoiceRecord } from '../invoices/records';
import { createSchedule, requireOpenSchedule, visibleSchedule, type ScheduleRecord } from './records';

type SaveDeps = Pick<Deps, 'db' | 'files' | 'clock' | 'realtime'>;

/** One row as it will be written: its values under the role locks, and what it replaces. */
interface PlannedRow {
  row: ScheduleInvoiceRow;
  stored: InvoiceRecord | null;
  values: InvoiceValues;
  zeroFunding: boolean;
}

/**
 * schedule/save (spec part 2 §4 Schedule of assignment form, §5 Schedule form): creates
 * (add_new_schedule) or updates (schedule_selection) a schedule and its invoice rows in one
 * transaction. Every row keeps the invoice rules; each debtor's rows together must fit its
 * available credit, checked with the client–debtor pairs locked; a deleted schedule is view-only.
 */
export async function saveSchedule(
  deps: SaveDeps,
  caller: Caller,
  form: ScheduleForm,
): Promise<{ id: number; message: string }> {
  requireRight(caller, form.id === undefined ? 'add_new_schedule' : 'schedule_selection');
  const saved = await deps.db.transaction((tx) => writeSchedule(deps, tx, caller, form));
  ringBells(deps.realtime, saved.bells);
  const S = messages.schedule.screens;
  return { id: saved.id, message: form.id === undefined ? S.created : S.updated };
}

async function writeSchedule(
  deps: SaveDeps,
  tx: Tx,
  caller: Caller,
  form: ScheduleForm,
): Promise<{ id: number; bells: RecordedNotification[] }> {
  // Before any invoice is locked: the double-pledge check of each debtor runs one save at a time.
  await holdPledgeCheck(
    tx,
    form.invoices.map((row) => row.debtor_id),
  );
  const client = await visibleClient(tx, caller, form.prospect_id);
  const terms = await requireInvoiceTerms(tx, client.id);
  const now = deps.clock.now();
  const bells: RecordedNotification[] = [];

  const schedule = form.id === undefined ? await newSchedule(tx, caller, client, form, now) : null;
  const target = schedule ?? (await existingSchedule(tx, caller, form));
  if (schedule) {
    bells.push(
      ...(await scheduleCreatedNotices(tx, {
        scheduleId: schedule.id,
        scheduleNo: schedule.scheduleNo,
        clientName: client.name,
        callerId: caller.userId,
      })),
    );
  }

  const stored = await storedRows(tx, target.id, form.invoices);
  const storedIds = [...stored.keys()];
  if (
    (await scheduleInvoiceCount(tx, target.id, storedIds)) + form.invoices.length >
    maxInvoicesPerSchedule
  ) {
    throw conflict(messages.schedule.maxInvoices);
  }
  requireDistinctInSchedule(
    form.invoices.map((row) => row.invoice_no),
    await scheduleNumbers(tx, target.id, storedIds),
  );

  const holdings = new Map<number, Holding>();
  const planned: PlannedRow[] = [];
  for (const row of form.invoices) {
    const before = row.id === undefined ? null : (stored.get(row.id) ?? null);
    const holding =
      holdings.get(row.debtor_id) ?? (await visibleHolding(tx, caller, client.id, row.debtor_id));
    holdings.set(row.debtor_id, holding);
    const plan = await planRow(tx, caller, client, holding, row, before);
    if (plan) planned.push(plan);
  }

  const holds = await holdCredits(tx, client.id, planned);
  const written: number[] = [];
  for (const plan of planned) {
    const id = await writeInvoiceRow(tx, {
      caller,
      prospectId: client.id,
      debtorId: plan.row.debtor_id,
      values: plan.values,
      stored: plan.stored,
      zeroFunding: plan.zeroFunding,
      terms,
      scheduleId: target.id,
      now,
    });
    await claimUploads(deps, tx, caller, id, plan.row.attachments, now);
    written.push(id);
    if (!plan.stored) {
      bells.push(
        ...(await invoiceCreatedNotices(tx, {
          invoiceId: id,
          invoiceNo: plan.values.invoiceNo,
          clientName: client.name,
          debtorId: plan.row.debtor_id,
          callerId: caller.userId,
          toStaff: false,
        })),
      );
    }
  }
  await recordPledgeMatches(tx, written);
  for (const [debtorId, hold] of holds) {
    const after = await debtorCreditOf(tx, client.id, debtorId);
    if (!after || !creditNewlyConsumed(hold.before, after)) continue;
    bells.push(
      ...(await creditConsumedNotices(tx, {
        prospectId: client.id,
        clientName: client.name,
        debtorId,
        debtorName: holdings.get(debtorId)?.legalName ?? '',
        available: after.available,
        callerId: caller.userId,
      })),
    );
  }
  await tx.update(schedules).set({ updatedAt: now }).where(eq(schedules.id, target.id));
  return { id: target.id, bells };
}

async function newSchedule(
  tx: Tx,
  caller: Caller,
  client: VisibleClient,
  form: ScheduleForm,
  now: Date,
): Promise<ScheduleRecord> {
  if (client.terminated) throw conflict(messages.invoice.screens.clientTerminated);
  return createSchedule(tx, {
    prospectId: client.id,
    scheduleNo: form.schedule_no,
    createdBy: caller.userId,
    now,
  });
}

/**
 * The schedule being edited: the caller's, live, of the same client and number, locked. A new row
 * needs it open (src/shared/closedSchedule.ts); its saved rows may still be edited while it is
 * verified or funded, each edit clearing that invoice's verification mark.
 */
async function existingSchedule(tx: Tx, caller: Caller, form: ScheduleForm): Promise<ScheduleRecord> {
  const S = messages.schedule.screens;
  const schedule = await visibleSchedule(tx, caller, form.id ?? 0, true);
  if (schedule.deletedAt !== null) throw conflict(S.deletedLocked);
  if (schedule.prospectId !== form.prospect_id) throw conflict(S.clientLocked);
  if (schedule.scheduleNo !== form.schedule_no) throw conflict(S.scheduleNoLocked);
  if (form.invoices.some((row) => row.id === undefined)) await requireOpenSchedule(tx, schedule);
  return schedule;
}

/** The saved invoices the rows name, locked; every one must be a live invoice of this schedule. */
async function storedRows(
  tx: Tx,
  scheduleId: number,
  rows: readonly ScheduleInvoiceRow[],
): Promise<Map<number, InvoiceRecord>> {
  const ids = [...new Set(rows.flatMap((row) => (row.id === undefined ? [] : [row.id])))];
  if (ids.length === 0) return new Map();
  const found = await tx
    .select()
    .from(invoices)
    .where(and(inArray(invoices.id, ids), eq(invoices.scheduleId, scheduleId), isNull(invoices.deletedAt)))
    .for('update');
  if (found.length !== ids.length) throw notFound(messages.schedule.screens.notInSchedule);
  return new Map(found.map((invoice) => [invoice.id, invoice]));
}

function sameValues(a: InvoiceValues, b: InvoiceValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A row under the invoice rules, or null for a bought invoice sent back unchanged (it stays as it
 * is; changing one is refused).
 */
async function planRow(
  tx: Tx,
  caller: Caller,
  client: VisibleClient,
  holding: Holding,
  row: ScheduleInvoiceRow,
  stored: InvoiceRecord | null,
): Promise<PlannedRow | null> {
  const S = messages.invoice.screens;
  if (stored && stored.debtorId !== row.debtor_id) throw conflict(S.partiesLocked);
  if (!stored) requireOpenForInvoices(client, holding);
  // A schedule row has no note: the invoice keeps its own.
  const values = lockedFor(caller, { ...valuesOf(row), note: stored?.note ?? '' }, stored);
  if (stored?.fundingDate) {
    const held = (await attachmentPathsOf(tx, [stored.id])).get(stored.id) ?? [];
    const newFiles = row.attachments.some((path) => !held.includes(path));
    if (newFiles || !sameValues(values, storedValues(stored))) throw conflict(S.fundedLocked);
    return null;
  }
  const { zeroFunding } = await checkInvoiceRow(tx, {
    prospectId: client.id,
    debtorId: holding.debtorId,
    values,
    stored,
  });
  return { row, stored, values, zeroFunding };
}

/**
 * Each debtor's rows together against its available credit, pairs locked in debtor order (so two
 * saves lock them in the same order and never wait on each other in a circle).
 */
async function holdCredits(
  tx: Tx,
  prospectId: number,
  planned: readonly PlannedRow[],
): Promise<Map<number, CreditHold>> {
  const byDebtor = new Map<number, PlannedRow[]>();
  for (const plan of planned)
    byDebtor.set(plan.row.debtor_id, [...(byDebtor.get(plan.row.debtor_id) ?? []), plan]);
  const holds = new Map<number, CreditHold>();
  for (const debtorId of [...byDebtor.keys()].sort((a, b) => a - b)) {
    const rows = byDebtor.get(debtorId) ?? [];
    const asked = addMoney('0', ...rows.map((plan) => plan.values.invoiceAmount)).toFixed(2);
    const replaced = rows.flatMap((plan) => (plan.stored ? [plan.stored.id] : []));
    holds.set(
      debtorId,
      await holdCredit(tx, prospectId, debtorId, asked, replaced, (room) =>
        messages.schedule.creditLimitExceeded(formatMoneyPlain(room.available)),
      ),
    );
  }
  return holds;
}
