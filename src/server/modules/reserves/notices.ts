import { and, eq, sql } from 'drizzle-orm';
import { cacheTag } from '../../../shared/cacheTags';
import { compareMoney, formatUsd } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { recordNotifications, type RecordedNotification } from '../../events/notify';
import { availableEscrows } from './books';
import type { CheckedRelease } from './releaseCheck';
import { reserveNotices as N } from './refusals';

/*
 * The bells of a release (docs/decisions/0029): 'Reserve release complete' to the staff who see
 * reserves and the client's own users; 'Escrow reserve exceeded' to staff once per client and day
 * while the client still holds escrow a release could take. Stored in the release's transaction;
 * rung after the commit.
 */

const tags = [cacheTag.reserve, cacheTag.invoice, cacheTag.chargeback];

async function releaseComplete(
  tx: Tx,
  release: CheckedRelease,
  releaseId: number,
  exceptUserId: string,
): Promise<RecordedNotification[]> {
  const common = {
    type: 'reserve_release_complete' as const,
    content: N.releaseComplete(formatUsd(release.releasedAmount), release.clientName),
    typeId: releaseId,
    tags,
    exceptUserId,
  };
  const recorded = await recordNotifications(tx, { ...common, right: 'view_reserves' });
  const clientUsers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, release.clientId), eq(users.isActive, true)));
  const told = new Set(recorded.map((entry) => entry.userId));
  const others = clientUsers.map((user) => user.id).filter((id) => !told.has(id));
  if (others.length === 0) return recorded;
  return [...recorded, ...(await recordNotifications(tx, { ...common, userIds: others }))];
}

/** 'Escrow reserve exceeded', unless the client's bell already rang today. */
async function exceededEscrows(
  tx: Tx,
  client: { clientId: number; clientName: string; extraAfter: string },
): Promise<RecordedNotification[]> {
  if (compareMoney(client.extraAfter, '0') <= 0) return [];
  // The day of the stored bells' own clock; two releases of one client queue on its invoice locks.
  const [rung] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.type, 'exceeded_escrows'),
        eq(notifications.typeId, client.clientId),
        sql`${notifications.createdAt} >= date_trunc('day', now())`,
      ),
    );
  if ((rung?.n ?? 0) > 0) return [];
  return recordNotifications(tx, {
    type: 'exceeded_escrows',
    content: N.exceededEscrows(formatUsd(client.extraAfter), client.clientName),
    typeId: client.clientId,
    tags: [cacheTag.reserve],
    right: 'view_reserves',
  });
}

export async function recordReleaseNotices(
  tx: Tx,
  release: CheckedRelease,
  releaseId: number,
  exceptUserId: string,
): Promise<RecordedNotification[]> {
  return [
    ...(await releaseComplete(tx, release, releaseId, exceptUserId)),
    ...(await exceededEscrows(tx, release)),
  ];
}

/**
 * After a collection: the open receivables fell, so the client may now hold escrow beyond 10 % of
 * them (0029, the escrow rule); staff hear of it once a day.
 */
export async function recordEscrowExceeded(
  tx: Tx,
  client: { clientId: number; clientName: string },
): Promise<RecordedNotification[]> {
  const { extra_escrow: extraAfter } = await availableEscrows(tx, client.clientId);
  return exceededEscrows(tx, { ...client, extraAfter });
}
