import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/access';
import { businessNameSearches } from '../../src/server/db/schema/onboarding';
import { prospectDocuments } from '../../src/server/db/schema/prospectDocuments';
import { prospectOwners, prospects } from '../../src/server/db/schema/prospects';
import { termSheetOwners, termSheets } from '../../src/server/db/schema/termSheets';
import { newDraftToken } from '../../src/server/modules/prospects/service';
import type { TestApp } from './harness';

/**
 * Prospects at each step of onboarding, written straight into the tables (the term sheet,
 * signing and business name search screens write the same rows).
 */

let serial = 0;

/** A submitted application with its owners. */
export async function submittedProspect(t: TestApp, owners: readonly string[] = ['Ada Owner'], status = 0) {
  serial += 1;
  const name = `Onboarding Co ${serial}`;
  const [row] = await t.db
    .insert(prospects)
    .values({
      draftToken: newDraftToken(),
      step: 6,
      status,
      applicationCompletelyFilled: true,
      companyBusinessName: name,
      pocName: `Contact ${serial}`,
      pocEmail: `contact${serial}@onboarding.test`,
      companyPhone: '5552013344',
      companyZip: '75001',
      companyState: 'Texas',
      companyCity: 'Addison',
      companyLegalStatus: '4',
      companyAddress: '1 Main Street',
    })
    .returning();
  if (!row) throw new Error('prospect not stored');
  const ownerRows = await t.db
    .insert(prospectOwners)
    .values(
      owners.map((owner, position) => ({
        prospectId: row.id,
        position,
        name: owner,
        percentOwned: String(Math.floor(100 / owners.length)),
        email: `owner${serial}.${position}@onboarding.test`,
        houseOwned: false,
        dob: '1980-01-01',
        phone: '5552013344',
        zip: '75001',
        state: 'Texas',
      })),
    )
    .returning({ id: prospectOwners.id });
  return { ...row, ownerIds: ownerRows.map((owner) => owner.id) };
}

export type OnboardingProspect = Awaited<ReturnType<typeof submittedProspect>>;

/** A business name search on file. */
export async function recordSearch(t: TestApp, prospectId: number) {
  serial += 1;
  await t.db.insert(businessNameSearches).values({
    prospectId,
    name: 'Search',
    attachmentPath: `business-name-searches/${prospectId}/${serial}-search.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 100,
  });
}

/** A term sheet sent to every owner; `signedBy` names which owners signed (all: every one). */
export async function sendTermSheet(
  t: TestApp,
  prospect: OnboardingProspect,
  options: {
    factoringLimit?: string;
    signedBy?: 'all' | readonly number[];
    version?: number;
    voided?: boolean;
  } = {},
) {
  const signedBy = options.signedBy ?? 'all';
  const signedOwners = signedBy === 'all' ? prospect.ownerIds : signedBy;
  const everyone = prospect.ownerIds.every((id) => signedOwners.includes(id));
  const now = new Date();
  const [sheet] = await t.db
    .insert(termSheets)
    .values({
      prospectId: prospect.id,
      version: options.version ?? 1,
      factoringLimit: options.factoringLimit ?? '150000.00',
      advancePercentage: '85.00',
      recourseDays: 90,
      purchaseDiscount: '2.50',
      discountDays: 30,
      sentAt: now,
      signedAt: everyone ? now : null,
      voidedAt: options.voided ? now : null,
    })
    .returning();
  if (!sheet) throw new Error('term sheet not stored');
  await t.db.insert(termSheetOwners).values(
    prospect.ownerIds.map((ownerId) => ({
      termSheetId: sheet.id,
      ownerId,
      linkTokenHash: `hash-${sheet.id}-${ownerId}`,
      linkSentAt: now,
      signedAt: signedOwners.includes(ownerId) ? now : null,
    })),
  );
  return sheet;
}

/** A file of the documents checklist. */
export async function uploadDocument(t: TestApp, prospectId: number, type: string) {
  serial += 1;
  await t.db.insert(prospectDocuments).values({
    prospectId,
    attachmentType: type,
    attachmentPath: `prospect-documents/${prospectId}/${serial}-doc.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 100,
  });
}

/** A ready prospect: searched, and signed by every owner. */
export async function readyProspect(t: TestApp, owners?: readonly string[]) {
  const prospect = await submittedProspect(t, owners);
  await recordSearch(t, prospect.id);
  await sendTermSheet(t, prospect);
  return prospect;
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
