import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cacheTag } from '../../../shared/cacheTags';
import { addDaysIso, todayIso } from '../../../shared/dates';
import { notificationMessages as M } from '../../../shared/messages/notifications';
import { formatUsd } from '../../../shared/money';
import type { NotificationType } from '../../../shared/notificationKinds';
import type { RightId } from '../../../shared/rights';
import type { Tx } from '../../db/client';
import { debtorClients, debtors, invoices, notifications, prospects } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordNotifications, ringBells, type RecordedNotification } from '../../events/notify';
import { staffHolding } from '../../events/staffRecipients';
import { readSetting } from './service';

/*
 * The flag check (docs/decisions/0039-flag-alerts.md): reads the thresholds of the Flag Alerts
 * settings and the open receivables, and tells staff of each subject past a threshold, once per
 * subject and kind a day. A receivable is open while its invoice is listed (live, its client and
 * the client's hold on the debtor not terminated), not declined, and not fully collected or
 * charged back.
 */

export interface FlagCheckResult {
  concentration: number;
  overLimit: number;
  aging: number;
}

const openBalance = sql`(${invoices.invoiceAmount} - ${invoices.collectedAmount} - ${invoices.chargebackAmount})`;
const isOpen = and(eq(invoices.listed, true), sql`${invoices.status} <> 3`, sql`${openBalance} > 0`);

interface Flag {
  typeId: number;
  subTypeId: number | null;
  content: string;
}

/** The subjects of the kind already told of today (the day of the stored notifications' clock). */
async function raisedToday(tx: Tx, type: NotificationType, typeIds: readonly number[]): Promise<Set<string>> {
  if (typeIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ typeId: notifications.typeId, subTypeId: notifications.subTypeId })
    .from(notifications)
    .where(
      and(
        eq(notifications.type, type),
        inArray(notifications.typeId, [...typeIds]),
        sql`${notifications.createdAt} >= date_trunc('day', now())`,
      ),
    );
  return new Set(rows.map((row) => `${row.typeId}:${row.subTypeId ?? ''}`));
}

async function raise(
  tx: Tx,
  type: NotificationType,
  right: RightId,
  tags: readonly string[],
  flags: readonly Flag[],
): Promise<{ raised: number; bells: RecordedNotification[] }> {
  const told = await raisedToday(
    tx,
    type,
    flags.map((flag) => flag.typeId),
  );
  const fresh = flags.filter((flag) => !told.has(`${flag.typeId}:${flag.subTypeId ?? ''}`));
  if (fresh.length === 0) return { raised: 0, bells: [] };
  // Staff only: the party roles hold view rights too, but a flag is the factor's own concern.
  const staff = await staffHolding(tx, right);
  if (staff.length === 0) return { raised: 0, bells: [] };
  const bells: RecordedNotification[] = [];
  for (const flag of fresh) {
    bells.push(
      ...(await recordNotifications(tx, {
        userIds: staff,
        type,
        content: flag.content,
        typeId: flag.typeId,
        subTypeId: flag.subTypeId,
        tags,
      })),
    );
  }
  return { raised: fresh.length, bells };
}

/** Client–debtor pairs whose open receivables exceed `pct` % of the client's. */
async function concentrationFlags(tx: Tx, pct: number): Promise<Flag[]> {
  const pairs = tx
    .select({
      prospectId: invoices.prospectId,
      debtorId: invoices.debtorId,
      pairOpen: sql<string>`sum(${openBalance})`.as('pair_open'),
      clientOpen: sql<string>`sum(sum(${openBalance})) over (partition by ${invoices.prospectId})`.as(
        'client_open',
      ),
    })
    .from(invoices)
    .where(isOpen)
    .groupBy(invoices.prospectId, invoices.debtorId)
    .as('pairs');
  const rows = await tx
    .select({
      prospectId: pairs.prospectId,
      debtorId: pairs.debtorId,
      share: sql<string>`round(${pairs.pairOpen} * 100 / ${pairs.clientOpen}, 1)::text`,
      debtorName: debtors.legalName,
      clientName: prospects.companyBusinessName,
    })
    .from(pairs)
    .innerJoin(debtors, eq(debtors.id, pairs.debtorId))
    .innerJoin(prospects, eq(prospects.id, pairs.prospectId))
    .where(sql`${pairs.pairOpen} * 100 > ${pct} * ${pairs.clientOpen}`);
  return rows.map((row) => ({
    typeId: row.debtorId,
    subTypeId: row.prospectId,
    content: M.flagConcentrationNote(row.debtorName, row.clientName, row.share, pct),
  }));
}

/**
 * Open invoices that take their client–debtor pair over the pair's credit limit: the pair's open
 * receivables summed in invoice date order, each invoice from the one that passes the limit on.
 */
async function overLimitFlags(tx: Tx): Promise<Flag[]> {
  const running = tx
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      prospectId: invoices.prospectId,
      debtorId: invoices.debtorId,
      creditLimit: debtorClients.creditLimit,
      carried:
        sql<string>`sum(${openBalance}) over (partition by ${invoices.prospectId}, ${invoices.debtorId} order by ${invoices.invoiceDate}, ${invoices.id})`.as(
          'carried',
        ),
    })
    .from(invoices)
    .innerJoin(
      debtorClients,
      and(
        eq(debtorClients.prospectId, invoices.prospectId),
        eq(debtorClients.debtorId, invoices.debtorId),
        sql`${debtorClients.deletedAt} is null`,
      ),
    )
    .where(isOpen)
    .as('running');
  const rows = await tx
    .select({
      id: running.id,
      invoiceNo: running.invoiceNo,
      creditLimit: running.creditLimit,
      debtorName: debtors.legalName,
      clientName: prospects.companyBusinessName,
    })
    .from(running)
    .innerJoin(debtors, eq(debtors.id, running.debtorId))
    .innerJoin(prospects, eq(prospects.id, running.prospectId))
    .where(sql`${running.carried} > ${running.creditLimit}`);
  return rows.map((row) => ({
    typeId: row.id,
    subTypeId: null,
    content: M.flagOverLimitNote(row.invoiceNo, row.clientName, row.debtorName, formatUsd(row.creditLimit)),
  }));
}

/** Open invoices dated more than `days` days before `today`. */
async function agingFlags(tx: Tx, days: number, today: string): Promise<Flag[]> {
  const rows = await tx
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      age: sql<number>`(${today}::date - ${invoices.invoiceDate})::int`,
      clientName: prospects.companyBusinessName,
    })
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .where(and(isOpen, sql`${invoices.invoiceDate} < ${addDaysIso(today, -days)}::date`) as SQL);
  return rows.map((row) => ({
    typeId: row.id,
    subTypeId: null,
    content: M.flagAgingNote(row.invoiceNo, row.clientName, row.age, days),
  }));
}

/**
 * Runs the check once and rings the bells of what it raised after the commit. Checks queue on one
 * transaction lock, so two at once raise each flag once.
 */
export async function checkFlagAlerts(
  deps: Pick<Deps, 'db' | 'realtime' | 'clock'>,
): Promise<FlagCheckResult> {
  const today = todayIso(deps.clock.now());
  const { result, bells } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('flag_alerts_check'))`);
    const settings = await readSetting(tx, 'flag_alerts');
    const debtorTags = [cacheTag.debtor];
    const invoiceTags = [cacheTag.invoice];
    const concentration =
      settings.concentration_pct === null
        ? { raised: 0, bells: [] }
        : await raise(
            tx,
            'flag_concentration',
            'view_debtors',
            debtorTags,
            await concentrationFlags(tx, settings.concentration_pct),
          );
    const overLimit = settings.over_limit
      ? await raise(tx, 'flag_over_limit', 'view_invoices', invoiceTags, await overLimitFlags(tx))
      : { raised: 0, bells: [] };
    const aging =
      settings.aging_days === null
        ? { raised: 0, bells: [] }
        : await raise(
            tx,
            'flag_aging',
            'view_invoices',
            invoiceTags,
            await agingFlags(tx, settings.aging_days, today),
          );
    return {
      result: { concentration: concentration.raised, overLimit: overLimit.raised, aging: aging.raised },
      bells: [...concentration.bells, ...overLimit.bells, ...aging.bells],
    };
  });
  ringBells(deps.realtime, bells);
  return result;
}

/** How often the server runs the check: a threshold crossed is heard within the hour. */
export const flagCheckEveryMs = 60 * 60 * 1000;

/**
 * The flag check on the server's timer: once now (the database is prepared) and then every hour,
 * each run that raised something logging a line of counts. Runs never overlap: the next is timed
 * only once one has finished. Answers a stop for shutdown.
 */
export function startFlagCheckSchedule(
  deps: Pick<Deps, 'db' | 'realtime' | 'clock'>,
  log: { info(message: string): void; error(message: string): void },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const runOnce = async () => {
    try {
      const raised = await checkFlagAlerts(deps);
      if (raised.concentration + raised.overLimit + raised.aging > 0) {
        log.info(
          `flag alerts: ${raised.concentration} concentration, ${raised.overLimit} over limit, ${raised.aging} aging raised`,
        );
      }
    } catch (error) {
      log.error(`flag alerts check stopped: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().finally(plan), flagCheckEveryMs);
    timer.unref();
  };
  void runOnce().finally(plan);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
