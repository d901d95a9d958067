import { eq, inArray } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import type { ParsedRequestOf } from '../../../shared/contract/endpoint';
import type {
  ProspectResponse,
  prospectManagementEndpoints,
} from '../../../shared/contract/prospectManagement';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { idsOf } from '../../db/idsOf';
import { prospectResponses } from '../../db/schema/prospectResponses';
import { prospects } from '../../db/schema/prospects';
import type { Deps } from '../../deps';
import { holdsAll, type Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { provenDocumentType } from '../prospect-documents/documentFiles';
import {
  categoryOf,
  countProspects,
  listProspects,
  lockProspects,
  responseById,
  responsesOf,
  visibleProspect,
  type ProspectCounts,
  type ProspectListRequest,
  type ProspectRecord,
} from './queries';
import { promoteProspects } from './promotion';
import { reminderMail } from './reminderMail';

type Endpoints = typeof prospectManagementEndpoints;
type ManagementDeps = Pick<Deps, 'db' | 'clock'>;

const L = messages.prospect.list;

export function fetchProspects(deps: Pick<Deps, 'db'>, caller: Caller, request: ProspectListRequest) {
  return listProspects(deps.db, caller, request);
}

/** The cards always count their own category: show_all widens the list only (docs/decisions/0005). */
export function prospectCounts(deps: Pick<Deps, 'db'>, caller: Caller): Promise<ProspectCounts> {
  return countProspects(deps.db, caller);
}

/**
 * The selected prospects, locked: every id must name a live prospect the caller may see (404
 * otherwise, so a deleted one cannot be acted on again), and none may be a client, which the
 * client list manages.
 */
async function selectedProspects(db: Db, caller: Caller, ids: readonly number[]): Promise<ProspectRecord[]> {
  const wanted = [...new Set(ids)];
  const rows = await lockProspects(db, caller, wanted);
  if (rows.length !== wanted.length) throw notFound(messages.http.notFound);
  if (rows.some((row) => categoryOf(row) === null)) throw conflict(L.clientNotProspect);
  return rows;
}

/** prospect/delete: irreversible; a deleted prospect leaves every list and count and answers 404. */
export async function deleteProspects(
  deps: ManagementDeps,
  caller: Caller,
  ids: readonly number[],
): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const rows = await selectedProspects(tx, caller, ids);
    const now = deps.clock.now();
    await tx
      .update(prospects)
      .set({ deletedAt: now, updatedAt: now })
      .where(inArray(prospects.id, idsOf(rows)));
    return { message: messages.prospect.deleted };
  });
}

/**
 * prospect/status_change. Demote to Fallout (2) is irreversible: a fallout is refused rather than
 * demoted again, and nothing ever sets status 0 back. Promote to Client (1) is ./promotion.ts.
 * Each needs its own right.
 */
export async function changeProspectStatus(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  caller: Caller,
  body: ParsedRequestOf<Endpoints['statusChange']>,
): Promise<{ message: string }> {
  if (body.status === prospectStatuses.client) {
    if (!holdsAll(caller, ['promote_to_client'])) throw forbidden(messages.http.forbidden);
    const { message } = await promoteProspects(deps, {
      ids: body.ids,
      advocateIds: body.selected_advocates,
      caller,
    });
    return { message };
  }
  if (!holdsAll(caller, ['demote_to_fallout'])) throw forbidden(messages.http.forbidden);
  return deps.db.transaction(async (tx) => {
    const rows = await selectedProspects(tx, caller, body.ids);
    if (rows.some((row) => row.status === prospectStatuses.fallout)) throw conflict(L.alreadyFallout);
    await tx
      .update(prospects)
      .set({ status: prospectStatuses.fallout, updatedAt: deps.clock.now() })
      .where(inArray(prospects.id, idsOf(rows)));
    return { message: L.demoted(rows.length) };
  });
}

/**
 * prospect/email/draft: records the reminder on each selected applicant with its mail, in one
 * transaction, and delivers the mails after the commit (nobody is mailed about a change that was
 * rolled back, and no reminder is recorded without its mail). Fallouts get none.
 */
export async function remindProspects(
  deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'publicUrl'>,
  caller: Caller,
  ids: readonly number[],
): Promise<{ message: string }> {
  const deliveries = await deps.db.transaction(async (tx) => {
    const rows = await selectedProspects(tx, caller, ids);
    if (rows.some((row) => row.status === prospectStatuses.fallout)) throw conflict(L.falloutNoReminder);
    await tx
      .update(prospects)
      .set({ lastReminderAt: deps.clock.now() })
      .where(inArray(prospects.id, idsOf(rows)));
    const mails: (() => void)[] = [];
    for (const row of rows) mails.push(await deps.mail.record(tx, reminderMail(row, deps.publicUrl)));
    return mails;
  });
  for (const deliver of deliveries) deliver();
  return { message: L.reminded(deliveries.length) };
}

/** The one file a response may carry, proven by its bytes; any other file field is refused. */
async function responseAttachment(files: readonly UploadedFile[]): Promise<UploadedFile | undefined> {
  if (files.some((file) => file.field !== 'attachment_path')) throw badRequest(L.attachmentField);
  const [file] = files;
  if (file) await provenDocumentType(file);
  return file;
}

/**
 * prospect/duly_filled_status/save: only a tentative application (submitted, still available)
 * takes a response. The response is recorded and its future status becomes the prospect's, in one
 * transaction; a stored attachment is removed again when that fails.
 */
export async function saveProspectResponse(
  deps: Pick<Deps, 'db' | 'clock' | 'files'>,
  caller: Caller,
  body: ParsedRequestOf<Endpoints['saveResponse']>,
  files: readonly UploadedFile[],
): Promise<{ message: string; response: ProspectResponse }> {
  const file = await responseAttachment(files);
  const stored: { path?: string } = {};
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await visibleProspect(tx, caller, body.prospect_id, true);
      if (!row) throw notFound(messages.http.notFound);
      if (categoryOf(row) !== 'tentative') throw conflict(L.notTentative);
      if (file) stored.path = await deps.files.save(`prospect-responses/${row.id}`, file.filename, file.data);
      const now = deps.clock.now();
      const futureStatus = String(body.future_status);
      const [inserted] = await tx
        .insert(prospectResponses)
        .values({
          prospectId: row.id,
          futureStatus,
          comments: body.comments,
          responseGivenByProspect: body.response_given_by_prospect,
          attachmentPath: stored.path ?? null,
          createdBy: caller.userId,
          createdAt: now,
        })
        .returning({ id: prospectResponses.id });
      await tx.update(prospects).set({ futureStatus, updatedAt: now }).where(eq(prospects.id, row.id));
      const response = inserted ? await responseById(tx, inserted.id) : null;
      if (!response) throw new HttpError(500, messages.generic.failure);
      return { message: L.responseSaved, response };
    });
  } catch (error) {
    if (stored.path) await deps.files.remove(stored.path).catch(() => undefined);
    throw error;
  }
}

/** prospect/duly_filled_status/fetch: the history stays readable whatever the prospect became. */
export async function prospectResponseHistory(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  prospectId: number,
): Promise<ProspectResponse[]> {
  const row = await visibleProspect(deps.db, caller, prospectId);
  if (!row) throw notFound(messages.http.notFound);
  return responsesOf(deps.db, row.id);
}
