import { and, asc, desc, eq, inArray, isNull, max, type SQL } from 'drizzle-orm';
import type { SignatureStatus, Term, TermSheetOwner } from '../../../shared/contract/termSheets';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { prospectOwners, prospects } from '../../db/schema/prospects';
import { termSheetOwners, termSheets } from '../../db/schema/termSheets';
import type { Caller } from '../../http/caller';
import { scopeCondition } from '../../http/scope';

export type ProspectRecord = typeof prospects.$inferSelect;
type TermSheetRecord = typeof termSheets.$inferSelect;
type TermOwnerRecord = typeof termSheetOwners.$inferSelect;

/** Prospects are the business's own pipeline: staff see them all, a party's user none. */
function visibleTo(caller: Caller): SQL | undefined {
  return scopeCondition(caller, {});
}

/** One prospect the caller may see, deleted or not (the send refuses a deleted one by name), or null. */
export function prospectOf(db: Db, caller: Caller, id: number, lock = false): Promise<ProspectRecord | null> {
  return firstRow(
    db
      .select()
      .from(prospects)
      .where(and(eq(prospects.id, id), visibleTo(caller)))
      .$dynamic(),
    lock,
  );
}

/** One live prospect the caller may see, or null: what the reads answer about. */
export function liveProspectOf(db: Db, caller: Caller, id: number): Promise<ProspectRecord | null> {
  return firstRow(
    db
      .select()
      .from(prospects)
      .where(and(eq(prospects.id, id), isNull(prospects.deletedAt), visibleTo(caller)))
      .$dynamic(),
  );
}

export function ownersOfProspect(db: Db, prospectId: number) {
  return db
    .select({ id: prospectOwners.id, name: prospectOwners.name, email: prospectOwners.email })
    .from(prospectOwners)
    .where(eq(prospectOwners.prospectId, prospectId))
    .orderBy(asc(prospectOwners.position), asc(prospectOwners.id));
}

/** The highest version sent to the prospect so far (0 when none). */
export async function latestVersion(db: Db, prospectId: number): Promise<number> {
  const [row] = await db
    .select({ version: max(termSheets.version) })
    .from(termSheets)
    .where(eq(termSheets.prospectId, prospectId));
  return row?.version ?? 0;
}

function statusOf(version: TermSheetRecord, owner: TermOwnerRecord): SignatureStatus {
  if (owner.signedAt) return 'signed';
  return version.voidedAt ? 'voided' : 'awaiting';
}

async function ownerRowsOf(db: Db, termSheetIds: readonly number[]) {
  if (termSheetIds.length === 0) return [];
  return db
    .select({ link: termSheetOwners, name: prospectOwners.name })
    .from(termSheetOwners)
    .innerJoin(prospectOwners, eq(prospectOwners.id, termSheetOwners.ownerId))
    .where(inArray(termSheetOwners.termSheetId, [...termSheetIds]))
    .orderBy(asc(prospectOwners.position), asc(prospectOwners.id));
}

function toTerm(row: TermSheetRecord, owners: Awaited<ReturnType<typeof ownerRowsOf>>): Term {
  return {
    id: row.id,
    prospect_id: row.prospectId,
    version: row.version,
    factoring_limit: row.factoringLimit,
    advance_percentage: row.advancePercentage,
    escrow_reserve_percentage: row.escrowReservePercentage,
    recourse_days: row.recourseDays,
    purchase_discount: row.purchaseDiscount,
    discount_days: row.discountDays,
    is_incremental_purchase_discount: row.isIncrementalPurchaseDiscount,
    incremental_discount_percentage: row.incrementalDiscountPercentage,
    incremental_discount_days: row.incrementalDiscountDays,
    due_deligence_deposit: row.dueDiligenceDeposit,
    time_limit_term: row.timeLimitTerm,
    automatic_months_renewal: row.automaticMonthsRenewal,
    less_than_days: row.lessThanDays,
    more_than_days: row.moreThanDays,
    business_days_clearance: row.businessDaysClearance,
    proposal_validity: row.proposalValidity,
    wire_fee: row.wireFee,
    // A stored zero is the unchecked chargeback box (docs/decisions/0025-term-sheets.md).
    cb_fee: Number(row.cbFee) === 0 && Number(row.cbPerDayFee) === 0 ? null : row.cbFee,
    cb_per_day_fee: Number(row.cbFee) === 0 && Number(row.cbPerDayFee) === 0 ? null : row.cbPerDayFee,
    note: row.note,
    sent_at: row.sentAt?.toISOString() ?? null,
    signed_at: row.signedAt?.toISOString() ?? null,
    owners: owners
      .filter((owner) => owner.link.termSheetId === row.id)
      .map(({ link, name }) => ({
        id: link.ownerId,
        name,
        value: link.ownerId,
        pivot: {
          signature: statusOf(row, link),
          signed_at: link.signedAt?.toISOString() ?? null,
          agreement_id: link.id,
        },
      })),
  };
}

/** Every version of the prospect's term sheet, newest first, with its owners. */
export async function termsOf(db: Db, prospectId: number): Promise<Term[]> {
  const rows = await db
    .select()
    .from(termSheets)
    .where(eq(termSheets.prospectId, prospectId))
    .orderBy(desc(termSheets.version));
  const owners = await ownerRowsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTerm(row, owners));
}

/** The latest version, or null. */
export async function latestTerm(db: Db, prospectId: number): Promise<Term | null> {
  const rows = await db
    .select()
    .from(termSheets)
    .where(eq(termSheets.prospectId, prospectId))
    .orderBy(desc(termSheets.version))
    .limit(1);
  const [row] = rows;
  if (!row) return null;
  return toTerm(row, await ownerRowsOf(db, [row.id]));
}

/**
 * Every owner of the prospect with where it stands: on the latest version, signed or awaiting; on
 * an older version only, voided; on none, not sent.
 */
export async function ownersWithStatus(db: Db, prospectId: number): Promise<TermSheetOwner[]> {
  const owners = await ownersOfProspect(db, prospectId);
  const terms = await termsOf(db, prospectId);
  return owners.map((owner) => {
    for (const term of terms) {
      const sent = term.owners.find((candidate) => candidate.id === owner.id);
      if (sent) {
        const onLatest = term === terms[0];
        return {
          id: owner.id,
          name: owner.name,
          email: owner.email,
          signature_status: onLatest ? sent.pivot.signature : 'voided',
          signed_at: onLatest ? sent.pivot.signed_at : null,
          term_sheet_id: term.id,
        };
      }
    }
    return {
      id: owner.id,
      name: owner.name,
      email: owner.email,
      signature_status: 'not_sent',
      signed_at: null,
      term_sheet_id: null,
    };
  });
}
