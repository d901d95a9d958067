import { and, asc, count, desc, eq, isNull, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessNameSearches, underwritingTasks, underwritingVerticals } from '../../db/schema/onboarding';
import { prospectDocuments } from '../../db/schema/prospectDocuments';
import { schedules } from '../../db/schema/invoices';
import { termSheetOwners, termSheets } from '../../db/schema/termSheets';
import { prospectOwners } from '../../db/schema/prospects';

/** What the tracker reads of one prospect, beyond its own row. */
export interface OnboardingFacts {
  documents: { typesHeld: number; lastFiledAt: Date | null };
  firstSearchAt: Date | null;
  termSheet: { sentAt: Date | null; signers: { name: string; signedAt: Date | null }[] } | null;
  tasks: { checked: number; all: number; lastCheckedAt: Date | null };
  firstFundDate: string | null;
}

export async function documentsIn(db: Db, prospectId: number): Promise<OnboardingFacts['documents']> {
  const [row] = await db
    .select({
      typesHeld: sql<number>`count(distinct ${prospectDocuments.attachmentType})::int`,
      lastFiledAt: max(prospectDocuments.createdAt),
    })
    .from(prospectDocuments)
    .where(eq(prospectDocuments.prospectId, prospectId));
  return { typesHeld: row?.typesHeld ?? 0, lastFiledAt: row?.lastFiledAt ?? null };
}

export async function firstSearchAt(db: Db, prospectId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(businessNameSearches.createdAt) })
    .from(businessNameSearches)
    .where(eq(businessNameSearches.prospectId, prospectId));
  return row?.at ?? null;
}

/** The latest version not voided, with its owners in the application's order. */
export async function currentTermSheet(db: Db, prospectId: number): Promise<OnboardingFacts['termSheet']> {
  const [sheet] = await db
    .select({ id: termSheets.id, sentAt: termSheets.sentAt })
    .from(termSheets)
    .where(and(eq(termSheets.prospectId, prospectId), isNull(termSheets.voidedAt)))
    .orderBy(desc(termSheets.version))
    .limit(1);
  if (!sheet) return null;
  const signers = await db
    .select({ name: prospectOwners.name, signedAt: termSheetOwners.signedAt })
    .from(termSheetOwners)
    .innerJoin(prospectOwners, eq(prospectOwners.id, termSheetOwners.ownerId))
    .where(eq(termSheetOwners.termSheetId, sheet.id))
    .orderBy(asc(prospectOwners.position), asc(prospectOwners.id));
  return { sentAt: sheet.sentAt, signers };
}

export async function underwritingProgress(db: Db, prospectId: number): Promise<OnboardingFacts['tasks']> {
  const [row] = await db
    .select({
      all: count(),
      checked: sql<number>`count(*) filter (where ${underwritingTasks.status} = 1)::int`,
      lastCheckedAt:
        sql<Date | null>`max(${underwritingTasks.updatedAt}) filter (where ${underwritingTasks.status} = 1)`.mapWith(
          underwritingTasks.updatedAt,
        ),
    })
    .from(underwritingTasks)
    .innerJoin(underwritingVerticals, eq(underwritingVerticals.id, underwritingTasks.verticalId))
    .where(eq(underwritingVerticals.prospectId, prospectId));
  return { all: row?.all ?? 0, checked: row?.checked ?? 0, lastCheckedAt: row?.lastCheckedAt ?? null };
}

/** The first fund date of a schedule still standing. */
export async function firstFundDate(db: Db, prospectId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: min(schedules.scheduleFundDate) })
    .from(schedules)
    .where(and(eq(schedules.prospectId, prospectId), isNull(schedules.deletedAt)));
  return row?.at ?? null;
}

export async function onboardingFacts(db: Db, prospectId: number): Promise<OnboardingFacts> {
  return {
    documents: await documentsIn(db, prospectId),
    firstSearchAt: await firstSearchAt(db, prospectId),
    termSheet: await currentTermSheet(db, prospectId),
    tasks: await underwritingProgress(db, prospectId),
    firstFundDate: await firstFundDate(db, prospectId),
  };
}
