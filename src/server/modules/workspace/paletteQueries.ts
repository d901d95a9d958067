import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import { paletteResultMax, type PaletteResult } from '../../../shared/contract/workspace';
import type { Db } from '../../db/client';
import { brokers, debtorClients, debtors, invoices, prospects, schedules } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { partyOf, scopeCondition } from '../../http/scope';

/**
 * The command palette's searches, one per kind of record, each matched by the trigram index its
 * list already searches with (prospects_business_name_trgm_idx, debtors_legal_name_trgm_idx,
 * invoices_no_trgm_idx, schedules_no_text_trgm_idx) and kept to the caller's part of the book.
 * `pattern` is a LIKE pattern of the lowercased text.
 */

const liveClient = and(eq(prospects.status, prospectStatuses.client), isNull(prospects.deletedAt));

/** Clients by name: staff all of them, a broker the clients it referred. */
export async function findClients(db: Db, caller: Caller, pattern: string): Promise<PaletteResult[]> {
  const party = partyOf(caller);
  let referredBy: SQL | undefined;
  if (party.kind === 'broker') {
    const [broker] = await db
      .select({ code: brokers.referralCode })
      .from(brokers)
      .where(eq(brokers.id, party.brokerId))
      .limit(1);
    if (!broker?.code) return [];
    referredBy = eq(prospects.brokerReferralCode, broker.code);
  } else if (party.kind !== 'staff') return [];
  const rows = await db
    .select({ id: prospects.id, name: prospects.companyBusinessName, email: prospects.pocEmail })
    .from(prospects)
    .where(and(sql`lower(${prospects.companyBusinessName}) like ${pattern}`, liveClient, referredBy))
    .orderBy(asc(sql`lower(${prospects.companyBusinessName})`))
    .limit(paletteResultMax);
  return rows.map((row) => ({
    kind: 'client',
    id: row.id,
    label: row.name,
    detail: row.email,
    path: '/clientprofile',
    state: { id: row.id },
  }));
}

/** Debtors by name, one result per client holding it (the debtor page opens a client's hold). */
export async function findDebtors(db: Db, caller: Caller, pattern: string): Promise<PaletteResult[]> {
  const rows = await db
    .select({
      id: debtors.id,
      name: debtors.legalName,
      prospectId: debtorClients.prospectId,
      clientName: prospects.companyBusinessName,
    })
    .from(debtorClients)
    .innerJoin(debtors, eq(debtors.id, debtorClients.debtorId))
    .innerJoin(prospects, eq(prospects.id, debtorClients.prospectId))
    .where(
      and(
        inArray(
          debtorClients.debtorId,
          db
            .select({ id: debtors.id })
            .from(debtors)
            .where(sql`lower(${debtors.legalName}) like ${pattern}`),
        ),
        isNull(debtorClients.deletedAt),
        scopeCondition(caller, { company: debtorClients.prospectId, debtor: debtorClients.debtorId }),
      ),
    )
    .orderBy(asc(sql`lower(${debtors.legalName})`), asc(debtorClients.id))
    .limit(paletteResultMax);
  return rows.map((row) => ({
    kind: 'debtor',
    id: row.id,
    label: row.name,
    detail: row.clientName,
    path: '/editdebtor',
    state: { id: row.id, prospect_id: row.prospectId },
  }));
}

/** Live invoices by number: a client user its own, a debtor user those it owes. */
export async function findInvoices(db: Db, caller: Caller, pattern: string): Promise<PaletteResult[]> {
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      clientName: prospects.companyBusinessName,
      debtorName: debtors.legalName,
    })
    .from(invoices)
    .innerJoin(prospects, eq(prospects.id, invoices.prospectId))
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .where(
      and(
        sql`${invoices.invoiceNo} like ${pattern}`,
        isNull(invoices.deletedAt),
        scopeCondition(caller, { company: invoices.prospectId, debtor: invoices.debtorId }),
      ),
    )
    .orderBy(asc(invoices.invoiceNo), asc(invoices.id))
    .limit(paletteResultMax);
  return rows.map((row) => ({
    kind: 'invoice',
    id: row.id,
    label: row.invoiceNo,
    detail: `${row.clientName} · ${row.debtorName}`,
    path: '/addnewinvoice',
    state: { id: row.id },
  }));
}

/** Live schedules by number: a client user its own. */
export async function findSchedules(db: Db, caller: Caller, pattern: string): Promise<PaletteResult[]> {
  const rows = await db
    .select({ id: schedules.id, scheduleNo: schedules.scheduleNo, clientName: prospects.companyBusinessName })
    .from(schedules)
    .innerJoin(prospects, eq(prospects.id, schedules.prospectId))
    .where(
      and(
        sql`(${schedules.scheduleNo}::text) like ${pattern}`,
        isNull(schedules.deletedAt),
        scopeCondition(caller, { company: schedules.prospectId }),
      ),
    )
    .orderBy(asc(schedules.scheduleNo), asc(schedules.id))
    .limit(paletteResultMax);
  return rows.map((row) => ({
    kind: 'schedule',
    id: row.id,
    label: String(row.scheduleNo),
    detail: row.clientName,
    path: '/addnewscheduleofassignment',
    state: { id: row.id },
  }));
}
