import { newDraftToken } from '../../src/server/modules/prospects/service';
import { prospectOwners, prospects } from '../../src/server/db/schema/prospects';
import { termSheetOwners, termSheets } from '../../src/server/db/schema/termSheets';
import { newSigningLink } from '../../src/server/modules/term-sheets/signingLinks';
import type { TestApp } from './harness';

/** One owner's signing link as it was mailed. */
export interface OwnerLink {
  term_sheet_id: number;
  owner_id: number;
  token: string;
  url: string;
}

/** A prospect with `owners` owners, straight into the tables (as the application would leave them). */
export async function prospectWithOwners(t: TestApp, company: string, owners = 1) {
  const slug = company.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const [prospect] = await t.db
    .insert(prospects)
    .values({
      draftToken: newDraftToken(),
      step: 6,
      status: 0,
      applicationCompletelyFilled: true,
      companyBusinessName: company,
      pocName: `Contact of ${company}`,
      pocEmail: `owner@${slug}.test`,
      companyPhone: '5552013344',
      companyZip: '75001',
      companyState: 'Texas',
      companyCity: 'Addison',
      companyLegalStatus: '4',
      companyAddress: '1 Main Street',
    })
    .returning();
  if (!prospect) throw new Error('prospect not stored');
  const ownerRows = await t.db
    .insert(prospectOwners)
    .values(
      Array.from({ length: owners }, (_, i) => ({
        prospectId: prospect.id,
        position: i,
        name: `Owner ${i + 1} of ${company}`,
        percentOwned: (100 / owners).toFixed(2),
        email: `owner${i + 1}@${slug}.test`,
        houseOwned: false,
        dob: '1980-01-01',
        phone: '5552013344',
        zip: '75001',
        state: 'Texas',
      })),
    )
    .returning();
  return { prospect, owners: ownerRows };
}

/**
 * A prospect with `owners` owners and a sent term sheet, straight into the tables (as sending it
 * would have left them): each owner holds a one-time signing link.
 */
export async function sentTermSheet(t: TestApp, company: string, owners = 1) {
  const { prospect, owners: ownerRows } = await prospectWithOwners(t, company, owners);
  const sheet = await newVersion(t, prospect.id, 1);
  const links = await linksFor(
    t,
    sheet.id,
    ownerRows.map((o) => o.id),
  );
  return { prospect, owners: ownerRows, sheet, links };
}

/** A term sheet version of a prospect with the usual terms. */
export async function newVersion(t: TestApp, prospectId: number, version: number) {
  const [sheet] = await t.db
    .insert(termSheets)
    .values({
      prospectId,
      version,
      factoringLimit: '250000.00',
      advancePercentage: '85.00',
      recourseDays: 90,
      purchaseDiscount: '2.50',
      discountDays: 30,
      sentAt: new Date(),
    })
    .returning();
  if (!sheet) throw new Error('term sheet not stored');
  return sheet;
}

/** Sends the version to the owners: one stored link per owner. */
export async function linksFor(
  t: TestApp,
  termSheetId: number,
  ownerIds: readonly number[],
): Promise<OwnerLink[]> {
  const links = ownerIds.map((ownerId) => ({
    ownerId,
    link: newSigningLink(t.deps.publicUrl, termSheetId, ownerId),
  }));
  await t.db.insert(termSheetOwners).values(
    links.map(({ ownerId, link }) => ({
      termSheetId,
      ownerId,
      linkTokenHash: link.tokenHash,
      linkSentAt: new Date(),
    })),
  );
  return links.map(({ ownerId, link }) => ({
    term_sheet_id: termSheetId,
    owner_id: ownerId,
    token: link.token,
    url: link.url,
  }));
}

/** A valid term_sheet/save body for the prospect's owners, with `patch` over it. */
export function termSheetBody(prospectId: number, ownerIds: number[], patch: Record<string, unknown> = {}) {
  return {
    prospect_id: prospectId,
    owner_ids: ownerIds,
    factoring_limit: '250000',
    advance_percentage: '85',
    escrow_reserve_percentage: '5',
    recourse_days: '90',
    purchase_discount: '2.5',
    discount_days: '30',
    is_incremental_purchase_discount: true,
    incremental_discount_percentage: '0.5',
    incremental_discount_days: '1',
    due_deligence_deposit: '500',
    time_limit_term: '12',
    automatic_months_renewal: '12',
    less_than_days: '30',
    more_than_days: '60',
    business_days_clearance: 3,
    proposal_validity: 30,
    wire_fee: '25',
    chargeback: false,
    cb_fee: '',
    cb_per_day_fee: '',
    ...patch,
  };
}
