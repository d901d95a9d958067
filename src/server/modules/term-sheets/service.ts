import { and, eq, isNull, ne } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import type { ParsedRequestOf } from '../../../shared/contract/endpoint';
import type {
  LetterProspect,
  Term,
  TermSheetOwner,
  termSheetEndpoints,
} from '../../../shared/contract/termSheets';
import { dropdowns } from '../../../shared/dropdowns';
import { cacheTag } from '../../../shared/cacheTags';
import { messages } from '../../../shared/messages';
import { creditProposalLetter } from '../../../shared/termSheetLetter';
import type { Db } from '../../db/client';
import { termSheetOwners, termSheets } from '../../db/schema/termSheets';
import type { Deps } from '../../deps';
import { recordNotifications, ringBells } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { renderCreditProposal } from './letterPdf';
import { termSheetMail } from './sentMail';
import { newSigningLink } from './signingLinks';
import {
  latestTerm,
  latestVersion,
  liveProspectOf,
  ownersOfProspect,
  ownersWithStatus,
  prospectOf,
  termsOf,
  type ProspectRecord,
} from './queries';

type Endpoints = typeof termSheetEndpoints;
type SaveRequest = ParsedRequestOf<Endpoints['save']>;

const M = messages.termSheets;

async function visibleProspect(db: Db, caller: Caller, prospectId: number): Promise<ProspectRecord> {
  const prospect = await liveProspectOf(db, caller, prospectId);
  if (!prospect) throw notFound(messages.http.notFound);
  return prospect;
}

/** The chosen owners, each an owner of this prospect (another's answers 404, as a forged id does). */
async function chosenOwners(db: Db, prospectId: number, ownerIds: readonly number[]) {
  const owners = await ownersOfProspect(db, prospectId);
  const wanted = [...new Set(ownerIds)];
  const chosen = owners.filter((owner) => wanted.includes(owner.id));
  if (chosen.length !== wanted.length) throw notFound(M.ownerNotOfProspect);
  return chosen;
}

export async function termSheetOwnersOf(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  prospectId: number,
): Promise<TermSheetOwner[]> {
  const prospect = await visibleProspect(deps.db, caller, prospectId);
  return ownersWithStatus(deps.db, prospect.id);
}

export async function termDetail(deps: Pick<Deps, 'db'>, caller: Caller, prospectId: number) {
  const prospect = await visibleProspect(deps.db, caller, prospectId);
  return { term: await latestTerm(deps.db, prospect.id), company_name: prospect.companyBusinessName };
}

export async function wireFeeOf(deps: Pick<Deps, 'db'>, caller: Caller, prospectId: number) {
  const prospect = await visibleProspect(deps.db, caller, prospectId);
  const term = await latestTerm(deps.db, prospect.id);
  return { term: term ? { wire_fee: term.wire_fee } : null };
}

function letterProspect(prospect: ProspectRecord): LetterProspect {
  const legal = dropdowns.prospect_legal_status.find(
    (item) => String(item.value) === prospect.companyLegalStatus,
  );
  return {
    company_business_name: prospect.companyBusinessName,
    company_legal_status_text: legal?.name ?? prospect.companyLegalStatus,
    company_address: prospect.companyAddress,
    company_state: prospect.companyState,
    company_zip: prospect.companyZip,
  };
}

export async function letterData(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  prospectId: number,
): Promise<{ prospect: LetterProspect; owners: { id: number; name: string }[]; terms: Term[] }> {
  const prospect = await visibleProspect(deps.db, caller, prospectId);
  const owners = await ownersOfProspect(deps.db, prospect.id);
  return {
    prospect: letterProspect(prospect),
    owners: owners.map(({ id, name }) => ({ id, name })),
    terms: await termsOf(deps.db, prospect.id),
  };
}

/** term_sheet/letter_pdf: the letter of the terms given (sent or not yet), nothing saved. */
export async function letterPdf(deps: Pick<Deps, 'db'>, caller: Caller, request: SaveRequest) {
  const prospect = await visibleProspect(deps.db, caller, request.prospect_id);
  const owners = await chosenOwners(deps.db, prospect.id, request.owner_ids);
  const letter = creditProposalLetter(
    letterProspect(prospect),
    owners.map((owner) => owner.name),
    request,
  );
  return {
    data: await renderCreditProposal(letter),
    fileName: M.letter.fileName(prospect.companyBusinessName.replace(/["\\/]/g, ' ')),
  };
}

/** Only a live prospect that is not a client yet may be sent (or revise) its term sheet. */
function refuseUnlessOpen(prospect: ProspectRecord | null): ProspectRecord {
  if (!prospect) throw notFound(messages.http.notFound);
  if (prospect.deletedAt !== null || prospect.status === prospectStatuses.fallout)
    throw conflict(M.prospectNotLive);
  if (prospect.status === prospectStatuses.client) throw conflict(M.prospectIsClient);
  return prospect;
}

/**
 * term_sheet/save: sends the term, under a lock on the prospect so two sends take versions one
 * after the other (the unique (prospect, version) index backs it). A later send is a revision:
 * the older versions still standing are voided, and with them every link not yet used. Each
 * chosen owner gets a one-time link by mail, and staff holding term_sheet a bell, after commit.
 */
export async function sendTermSheet(
  deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'publicUrl' | 'realtime'>,
  caller: Caller,
  request: SaveRequest,
): Promise<{ message: string; term_sheet_id: number; version: number }> {
  const { prospect_id: prospectId, owner_ids: ownerIds, chargeback: _chargeback, ...terms } = request;
  const outcome = await deps.db.transaction(async (tx) => {
    const prospect = refuseUnlessOpen(await prospectOf(tx, caller, prospectId, true));
    const owners = await chosenOwners(tx, prospect.id, ownerIds);
    const now = deps.clock.now();
    const version = (await latestVersion(tx, prospect.id)) + 1;
    await tx
      .update(termSheets)
      .set({ voidedAt: now })
      .where(
        and(
          eq(termSheets.prospectId, prospect.id),
          isNull(termSheets.voidedAt),
          ne(termSheets.version, version),
        ),
      );
    const [sheet] = await tx
      .insert(termSheets)
      .values({
        prospectId: prospect.id,
        version,
        factoringLimit: terms.factoring_limit,
        advancePercentage: terms.advance_percentage,
        escrowReservePercentage: terms.escrow_reserve_percentage,
        recourseDays: terms.recourse_days,
        purchaseDiscount: terms.purchase_discount,
        discountDays: terms.discount_days,
        isIncrementalPurchaseDiscount: terms.is_incremental_purchase_discount,
        incrementalDiscountPercentage: terms.incremental_discount_percentage,
        incrementalDiscountDays: terms.incremental_discount_days,
        dueDiligenceDeposit: terms.due_deligence_deposit,
        timeLimitTerm: terms.time_limit_term,
        automaticMonthsRenewal: terms.automatic_months_renewal,
        lessThanDays: terms.less_than_days,
        moreThanDays: terms.more_than_days,
        businessDaysClearance: terms.business_days_clearance,
        proposalValidity: terms.proposal_validity,
        wireFee: terms.wire_fee,
        cbFee: terms.cb_fee ?? '0',
        cbPerDayFee: terms.cb_per_day_fee ?? '0',
        createdBy: caller.userId,
        sentAt: now,
        createdAt: now,
      })
      .returning({ id: termSheets.id });
    if (!sheet) throw new Error('term sheet insert returned no row');
    const deliveries: (() => void)[] = [];
    for (const owner of owners) {
      const link = newSigningLink(deps.publicUrl, sheet.id, owner.id);
      await tx.insert(termSheetOwners).values({
        termSheetId: sheet.id,
        ownerId: owner.id,
        linkTokenHash: link.tokenHash,
        linkSentAt: now,
      });
      deliveries.push(
        await deps.mail.record(tx, termSheetMail(owner, prospect.companyBusinessName, link.url)),
      );
    }
    const bells = await recordNotifications(tx, {
      right: 'term_sheet',
      type: 'term_sheet_sent',
      content: M.sentNotice(prospect.companyBusinessName, version),
      typeId: prospect.id,
      exceptUserId: caller.userId,
      tags: [cacheTag.termSheet, cacheTag.prospect, cacheTag.onboarding],
    });
    return { id: sheet.id, version, deliveries, bells };
  });
  for (const deliver of outcome.deliveries) deliver();
  ringBells(deps.realtime, outcome.bells);
  return { message: messages.termSheet.sent.message, term_sheet_id: outcome.id, version: outcome.version };
}
