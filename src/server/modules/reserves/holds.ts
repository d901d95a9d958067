import { and, eq } from 'drizzle-orm';
import { ReserveReleaseRequestSchema } from '../../../shared/validation/reserveRelease';
import type { Tx } from '../../db/client';
import { moneyApprovals, moneyApprovalStatus } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { CheckedRelease } from './releaseCheck';
import { reserveRefusals as R } from './refusals';

/**
 * What a release waiting for approval holds (docs/decisions/0029, a second pair of eyes): its
 * invoices, escrows and chargebacks, which no other release may take while it waits. Read under the
 * invoice locks the release holds, so a hold committed meanwhile is seen.
 */
async function waitingReleasesOf(tx: Tx, clientId: number) {
  return tx
    .select({ id: moneyApprovals.id, request: moneyApprovals.request })
    .from(moneyApprovals)
    .where(
      and(
        eq(moneyApprovals.prospectId, clientId),
        eq(moneyApprovals.kind, 'reserve_release'),
        eq(moneyApprovals.status, moneyApprovalStatus.waiting),
      ),
    );
}

/** 409 when the client already has a release waiting (one at a time, the unique index's rule). */
export async function refuseSecondWaiting(tx: Tx, clientId: number): Promise<void> {
  if ((await waitingReleasesOf(tx, clientId)).length > 0) throw conflict(R.waitingRelease);
}

/** 409 when something the release takes is held by a waiting release of the client. */
export async function refuseWhatIsHeld(tx: Tx, release: CheckedRelease): Promise<void> {
  for (const waiting of await waitingReleasesOf(tx, release.clientId)) {
    const parsed = ReserveReleaseRequestSchema.safeParse(waiting.request);
    // A stored request that no longer reads holds the whole client: nothing of it may be released.
    if (!parsed.success) throw conflict(R.heldForApproval);
    const held = parsed.data;
    const overlaps = <T>(mine: readonly T[], theirs: readonly T[]) => mine.some((id) => theirs.includes(id));
    if (
      overlaps(
        release.invoices.map((row) => row.id),
        held.invoices,
      ) ||
      overlaps(
        release.escrows.map((row) => row.invoiceId),
        held.escrows,
      ) ||
      overlaps(
        release.chargebacks.map((row) => row.id),
        held.charge_backs,
      )
    ) {
      throw conflict(R.heldForApproval);
    }
  }
}
