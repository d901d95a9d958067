import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/errors';
import { revokeSessionsOf } from '../session/service';
import { clientOfCaller } from './clientOfCaller';
import { clientUserForUpdate } from './clientUsers';

const S = messages.clientProfile;

/**
 * client/user_status: Change Status of a client user (spec part 1 §4), with the user row locked.
 * Deactivating ends every live session of the user at once, not at its token's expiry: after the
 * commit, each of the user's open windows hears 'status_change' and signs out.
 */
export async function setClientUserStatus(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  caller: Caller,
  prospectId: number,
  userId: string,
  active: boolean,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const client = await clientOfCaller(tx, caller, prospectId);
    const user = await clientUserForUpdate(tx, client.id, userId);
    if (!user) throw notFound(messages.http.notFound);
    if (!active && user.id === caller.userId) throw badRequest(S.ownStatus);
    await tx.update(users).set({ isActive: active, updatedAt: now }).where(eq(users.id, user.id));
    if (!active) await revokeSessionsOf(tx, user.id, now);
  });
  if (!active) deps.realtime.emitToUser(userId, 'status_change', { user_id: userId });
  return { message: active ? S.activated : S.deactivated };
}
