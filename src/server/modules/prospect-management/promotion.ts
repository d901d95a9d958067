import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { cacheTag } from '../../../shared/cacheTags';
import { prospectStatuses } from '../../../shared/constants';
import type { PromotionChecklistItem } from '../../../shared/contract/prospectManagement';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { roles, users } from '../../db/schema/access';
import {
  businessNameSearches,
  clientAdvocates,
  underwritingTasks,
  underwritingVerticals,
} from '../../db/schema/onboarding';
import { prospectDocuments } from '../../db/schema/prospectDocuments';
import { prospectOwners, prospects } from '../../db/schema/prospects';
import { termSheetOwners, termSheets } from '../../db/schema/termSheets';
import type { Deps } from '../../deps';
import { recordNotifications, ringBells, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, notFound } from '../../http/errors';
import { foundOr404 } from '../../http/scope';
import { staffHolding } from '../../events/staffRecipients';
import { categoryOf, lockProspects, visibleProspect, type ProspectRecord } from './queries';

/**
 * Promote to Client (spec part 1 §2.4, §4): a prospect becomes a client once a business name
 * search is recorded and a term sheet is signed by every owner. The client is funded on that term
 * sheet's terms (clients/terms.ts reads them), its active credit limit starts at the factoring
 * limit, its advocates are assigned, and its underwriting checklist starts with the documents
 * vertical made from the application's documents checklist.
 */

const L = messages.prospect.list;

export interface PromotionRequest {
  ids: readonly number[];
  /** Users of the Client Advocate role; at least one. */
  advocateIds: readonly string[];
  /** Who promotes; null when the product itself does (the demo seed), which sees every prospect. */
  caller: Caller | null;
}

/** Each advocate must be an active user of an active Client Advocate role. */
async function checkAdvocates(db: Db, advocateIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(advocateIds)];
  if (wanted.length === 0) throw badRequest(messages.prospect.clientAdvocateRequired);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        inArray(users.id, wanted),
        eq(users.isActive, true),
        eq(roles.isActive, true),
        eq(roles.roleType, 'client_advocate'),
      ),
    );
  if (rows.length !== wanted.length) throw badRequest(L.advocateNotEligible);
  return wanted;
}

/**
 * The newest signed, live version of a prospect's term sheet: the one the client is funded on.
 * Locked when promoting, so a revision voiding it waits for the promotion.
 */
async function signedTermSheet(db: Db, prospectId: number, lock = false) {
  const query = db
    .select({ id: termSheets.id, factoringLimit: termSheets.factoringLimit })
    .from(termSheets)
    .where(
      and(eq(termSheets.prospectId, prospectId), isNotNull(termSheets.signedAt), isNull(termSheets.voidedAt)),
    )
    .orderBy(desc(termSheets.signedAt), desc(termSheets.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The owners who have not signed the newest live version yet (none when there is no term sheet). */
async function ownersUnsigned(db: Db, prospectId: number): Promise<string[]> {
  const [latest] = await db
    .select({ id: termSheets.id })
    .from(termSheets)
    .where(and(eq(termSheets.prospectId, prospectId), isNull(termSheets.voidedAt)))
    .orderBy(desc(termSheets.version))
    .limit(1);
  if (!latest) return [];
  const rows = await db
    .select({ name: prospectOwners.name })
    .from(termSheetOwners)
    .innerJoin(prospectOwners, eq(prospectOwners.id, termSheetOwners.ownerId))
    .where(and(eq(termSheetOwners.termSheetId, latest.id), isNull(termSheetOwners.signedAt)))
    .orderBy(asc(prospectOwners.id));
  return rows.map((row) => row.name);
}

/** What a prospect still needs before it can be promoted (the checklist dialog). */
export async function checklistOf(
  db: Db,
  row: Pick<ProspectRecord, 'id' | 'companyBusinessName'>,
): Promise<PromotionChecklistItem> {
  const [search] = await db
    .select({ id: businessNameSearches.id })
    .from(businessNameSearches)
    .where(eq(businessNameSearches.prospectId, row.id))
    .limit(1);
  const signed = await signedTermSheet(db, row.id);
  return {
    prospect_id: row.id,
    company_business_name: row.companyBusinessName,
    business_name_search: search !== undefined,
    signed_term_sheet: signed !== null,
    owners_unsigned: signed ? [] : await ownersUnsigned(db, row.id),
  };
}

/** The 409's text: what each prospect is missing. */
function missingText(items: readonly PromotionChecklistItem[]): string {
  const parts = items.flatMap((item) => [
    ...(item.business_name_search ? [] : [L.missingBusinessNameSearch(item.company_business_name)]),
    ...(item.signed_term_sheet ? [] : [L.missingSignedTermSheet(item.company_business_name)]),
  ]);
  return L.promotionIncomplete(parts.join('; '));
}

/**
 * The locked prospects to promote: each a live prospect the caller may see (404 otherwise), and
 * neither a fallout nor a client already (409), so of two promotions at once the second waits for
 * the first's lock and then finds a client.
 */
async function promotable(tx: Tx, caller: Caller | null, ids: readonly number[]): Promise<ProspectRecord[]> {
  const wanted = [...new Set(ids)];
  const rows = await lockProspects(tx, caller, wanted);
  if (rows.length !== wanted.length) throw notFound(messages.http.notFound);
  if (rows.some((row) => row.status === prospectStatuses.fallout)) throw conflict(L.falloutNotPromoted);
  if (rows.some((row) => categoryOf(row) === null)) throw conflict(L.clientNotProspect);
  return rows;
}

/** The 'Underwriting Documents' vertical: a task per checklist type, checked where a file came in. */
async function createDocumentsVertical(tx: Tx, prospectId: number, now: Date): Promise<void> {
  const [vertical] = await tx
    .insert(underwritingVerticals)
    .values({
      prospectId,
      name: messages.underwriting.underwritingDocuments,
      isDocuments: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: underwritingVerticals.id });
  if (!vertical) throw new Error('the documents vertical was not stored');
  const uploaded = await tx
    .selectDistinct({ type: prospectDocuments.attachmentType })
    .from(prospectDocuments)
    .where(eq(prospectDocuments.prospectId, prospectId));
  const received = new Set(uploaded.map((row) => row.type));
  await tx.insert(underwritingTasks).values(
    messages.prospect.documentTypes.map((type) => ({
      verticalId: vertical.id,
      title: type,
      status: received.has(type) ? 1 : 0,
      mandatory: false,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * Promotes in the caller's transaction and records the notifications, which the caller rings
 * after the commit. Throws 400 (advocates), 404 (ids) or 409 (not ready, or not a prospect).
 */
export async function promoteInTransaction(
  tx: Tx,
  now: Date,
  request: PromotionRequest,
): Promise<RecordedNotification[]> {
  const advocateIds = await checkAdvocates(tx, request.advocateIds);
  const rows = await promotable(tx, request.caller, request.ids);
  const checklist: PromotionChecklistItem[] = [];
  for (const row of rows) checklist.push(await checklistOf(tx, row));
  const missing = checklist.filter((item) => !item.business_name_search || !item.signed_term_sheet);
  if (missing.length > 0) throw conflict(missingText(missing));

  const bells: RecordedNotification[] = [];
  for (const row of rows) {
    const terms = await signedTermSheet(tx, row.id, true);
    if (!terms) throw conflict(missingText(checklist));
    await tx
      .update(prospects)
      .set({
        status: prospectStatuses.client,
        promotedAt: now,
        activeCreditLimit: terms.factoringLimit,
        updatedAt: now,
      })
      .where(eq(prospects.id, row.id));
    await tx
      .insert(clientAdvocates)
      .values(advocateIds.map((userId) => ({ prospectId: row.id, userId, createdAt: now })))
      .onConflictDoNothing();
    await createDocumentsVertical(tx, row.id, now);
    bells.push(...(await notifyPromotion(tx, row, advocateIds, request.caller)));
  }
  return bells;
}

/**
 * Staff who see clients hear that the prospect is a client now, and its advocates that it is
 * theirs (one bell each: an advocate holding the right hears only the advocate's notice).
 */
async function notifyPromotion(
  tx: Tx,
  row: ProspectRecord,
  advocateIds: readonly string[],
  caller: Caller | null,
): Promise<RecordedNotification[]> {
  const except = caller ? { exceptUserId: caller.userId } : {};
  const notice = {
    type: 'prospect_promoted',
    typeId: row.id,
    tags: [cacheTag.prospect, cacheTag.client, cacheTag.onboarding],
    ...except,
  } as const;
  const staff = (await staffHolding(tx, 'view_clients')).filter((id) => !advocateIds.includes(id));
  return [
    ...(await recordNotifications(tx, {
      ...notice,
      userIds: staff,
      content: L.promotedNotice(row.companyBusinessName),
    })),
    ...(await recordNotifications(tx, {
      ...notice,
      userIds: advocateIds,
      content: L.advocateNotice(row.companyBusinessName),
    })),
  ];
}

/** Promotes in one transaction and rings the bells after the commit. */
export async function promoteProspects(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  request: PromotionRequest,
): Promise<{ message: string; promoted: number[] }> {
  const bells = await deps.db.transaction((tx) => promoteInTransaction(tx, deps.clock.now(), request));
  ringBells(deps.realtime, bells);
  return { message: messages.prospect.promoted, promoted: [...new Set(request.ids)] };
}

/** The checklist dialog's rows for the prospects the caller may see (404 for any other id). */
export async function promotionChecklist(
  db: Db,
  caller: Caller,
  ids: readonly number[],
): Promise<PromotionChecklistItem[]> {
  const wanted = [...new Set(ids)];
  const rows = await Promise.all(wanted.map((id) => visibleProspect(db, caller, id)));
  return Promise.all(rows.map((row) => checklistOf(db, foundOr404(row))));
}
