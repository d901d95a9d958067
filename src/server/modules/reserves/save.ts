import { messages } from '../../../shared/messages';
import { ReserveReleaseRequestSchema } from '../../../shared/validation/reserveRelease';
import type { Tx } from '../../db/client';
import { brokeUniqueIndex } from '../../db/uniqueViolation';
import type { RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict, forbidden } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { validationError } from '../../http/validation';
import { holdForApproval, needsApproval } from '../approvals/gate';
import type { ApprovedMovement } from '../approvals/runners';
import { refuseSecondWaiting, refuseWhatIsHeld } from './holds';
import { recordReleaseNotices } from './notices';
import { postRelease } from './post';
import { checkRelease } from './releaseCheck';
import { reserveRefusals as R } from './refusals';

/**
 * Post Reserve Release (spec part 2 §5; docs/decisions/0029): checked in full under its locks, then
 * posted, or, above the approval threshold, held for a second staff member instead.
 */

export type SavedRelease =
  { waiting: false; id: number; bells: RecordedNotification[] } | { waiting: true; approvalId: number };

/** The request as sent, read again with the form's rules (the approval runner's starts as JSON). */
function readRequest(body: unknown) {
  const parsed = ReserveReleaseRequestSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export async function saveReserveRelease(
  tx: Tx,
  caller: Caller,
  body: unknown,
  now: Date,
): Promise<SavedRelease> {
  // Money leaves the factor's bank by its staff (as 0028's "who records money").
  if (partyOf(caller).kind !== 'staff') throw forbidden(R.staffReleases);
  const request = readRequest(body);
  const release = await checkRelease(tx, request, now);
  if (await needsApproval(tx, release.releasedAmount)) {
    // One waiting release per client: what it holds is then all that is held.
    await refuseSecondWaiting(tx, release.clientId);
    try {
      const approvalId = await holdForApproval(tx, {
        kind: 'reserve_release',
        prospectId: release.clientId,
        amount: release.releasedAmount,
        request,
        madeBy: caller.userId,
      });
      return { waiting: true, approvalId };
    } catch (error) {
      // Two holds of one client at once: the unique index keeps one.
      if (brokeUniqueIndex(error)) throw conflict(R.waitingRelease);
      throw error;
    }
  }
  await refuseWhatIsHeld(tx, release);
  const id = await postRelease(tx, release, { madeBy: caller.userId, approvedBy: null });
  const bells = await recordReleaseNotices(tx, release, id, caller.userId);
  return { waiting: false, id, bells };
}

/**
 * The approval of a waiting release: its stored request checked again as of now and posted with the
 * maker and the checker recorded, in the approval's transaction. What the release held is its own,
 * so the holds are not asked; its bells are stored for the client's users and staff to read.
 */
export async function runApprovedRelease(tx: Tx, movement: ApprovedMovement, now: Date): Promise<number> {
  if (movement.approvedBy === movement.madeBy) throw forbidden(messages.http.forbidden);
  const release = await checkRelease(tx, readRequest(movement.request), now);
  const id = await postRelease(tx, release, { madeBy: movement.madeBy, approvedBy: movement.approvedBy });
  // The decision's route rings them once the approval has committed.
  movement.bells?.push(...(await recordReleaseNotices(tx, release, id, movement.approvedBy)));
  return id;
}
