import { eq, and } from 'drizzle-orm';
import { paymentTypes } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { prospects, reserveReleases, schedulePayments, schedules } from '../db/schema';
import type { Caller } from '../http/caller';
import { badRequest, conflict, notFound, serviceUnavailable } from '../http/errors';
import { foundOr404, scopeCondition } from '../http/scope';
import { buildAchFile, isValidRoutingNumber, type AchOriginator } from './nacha';

/**
 * The NACHA files of the records paid by ACH (docs/decisions/0029, ACH files): a schedule payment's
 * and a reserve release's, built when asked from the stored record (the amount paid, the dates, the
 * client's bank account as its profile holds it), so each download gives the same bytes.
 */

export interface AchFile {
  data: Buffer;
  fileName: string;
}

/** What the file is built from, read from the record and its client. */
interface PaidRecord {
  id: number;
  paymentType: number;
  amount: string;
  effectiveDate: string;
  createdAt: Date;
  clientId: number;
  clientName: string;
  routing: string | null;
  account: string | null;
}

const clientColumns = {
  clientId: prospects.id,
  clientName: prospects.companyBusinessName,
  routing: prospects.bankRoutingNumber,
  account: prospects.bankAccountNumber,
};

/** The client's bank account as an ACH credit takes it, or the reason it cannot. */
function receivingAccount(record: PaidRecord): { routing: string; account: string } {
  const routing = record.routing?.trim() ?? '';
  const account = record.account?.replace(/[\s-]/g, '').toUpperCase() ?? '';
  if (routing === '' || account === '') throw badRequest(messages.ach.noBankDetails);
  if (!isValidRoutingNumber(routing)) throw badRequest(messages.ach.badRouting);
  if (!/^[A-Z0-9]{1,17}$/.test(account)) throw badRequest(messages.ach.badAccount);
  return { routing, account };
}

function fileOf(
  record: PaidRecord,
  originator: AchOriginator | null,
  description: string,
  fileName: string,
): AchFile {
  if (!originator) throw serviceUnavailable(messages.ach.notConfigured);
  const { routing, account } = receivingAccount(record);
  const text = buildAchFile({
    originator,
    credit: {
      routing,
      account,
      amount: record.amount,
      individualId: String(record.clientId),
      name: record.clientName,
    },
    effectiveDate: record.effectiveDate,
    createdAt: record.createdAt,
    description,
    recordId: record.id,
  });
  return { data: Buffer.from(text, 'ascii'), fileName };
}

/**
 * A schedule payment's file: the amount paid (less the wire fee, none by ACH) on its posting date.
 * Another client's payment, or an unknown one, answers 404; one not made by ACH too, with why.
 */
export async function paymentAchFile(
  db: Db,
  caller: Caller,
  id: number,
  originator: AchOriginator | null,
): Promise<AchFile> {
  const [row] = await db
    .select({
      id: schedulePayments.id,
      paymentType: schedulePayments.paymentType,
      amount: schedulePayments.paidAmount,
      effectiveDate: schedulePayments.postingDate,
      createdAt: schedulePayments.createdAt,
      reversedAt: schedulePayments.reversedAt,
      ...clientColumns,
    })
    .from(schedulePayments)
    .innerJoin(schedules, eq(schedules.id, schedulePayments.scheduleId))
    .innerJoin(prospects, eq(prospects.id, schedules.prospectId))
    .where(and(eq(schedulePayments.id, id), scopeCondition(caller, { company: schedules.prospectId })))
    .limit(1);
  const payment = foundOr404(row);
  if (payment.paymentType !== paymentTypes.ACH) throw notFound(messages.ach.paymentNotAch);
  if (payment.reversedAt !== null) throw conflict(messages.ach.paymentReversed);
  return fileOf(payment, originator, 'FUNDING', messages.ach.paymentFileName(payment.id));
}

/**
 * A reserve release's file: the released amount (what left the bank) on the release date. Another
 * client's release, or an unknown one, answers 404; one not paid by ACH too, with why.
 */
export async function reserveReleaseAchFile(
  db: Db,
  caller: Caller,
  id: number,
  originator: AchOriginator | null,
): Promise<AchFile> {
  const [row] = await db
    .select({
      id: reserveReleases.id,
      paymentType: reserveReleases.paymentType,
      amount: reserveReleases.releasedAmount,
      effectiveDate: reserveReleases.reserveReleaseDate,
      createdAt: reserveReleases.createdAt,
      ...clientColumns,
    })
    .from(reserveReleases)
    .innerJoin(prospects, eq(prospects.id, reserveReleases.prospectId))
    .where(and(eq(reserveReleases.id, id), scopeCondition(caller, { company: reserveReleases.prospectId })))
    .limit(1);
  const release = foundOr404(row);
  if (release.paymentType !== paymentTypes.ACH) throw notFound(messages.ach.releaseNotAch);
  return fileOf(release, originator, 'RESERVE', messages.ach.releaseFileName(release.id));
}
