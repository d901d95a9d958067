import { eq } from 'drizzle-orm';
import { terminationDateSchema } from '../../../shared/contract/clients';
import { cacheTag } from '../../../shared/cacheTags';
import { todayIso, formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { prospects } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordNotifications, ringBells } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, notFound } from '../../http/errors';
import { clientOf } from './queries';

const S = messages.clients.screens;

type LifecycleDeps = Pick<Deps, 'db' | 'clock' | 'realtime'>;

/**
 * client/termination/save: the client stops taking new work, irreversibly, from a date tomorrow or
 * later (spec part 1 §4, §6). One already terminated or deleted answers 409; the row lock makes
 * the second of two simultaneous terminations find the first one done. Staff are told.
 */
export async function terminateClient(
  deps: LifecycleDeps,
  caller: Caller,
  id: number,
  dateText: string,
): Promise<string> {
  const parsed = terminationDateSchema(() => todayIso(deps.clock.now())).safeParse(dateText);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.http.badRequest);
  const date = parsed.data;
  const bells = await deps.db.transaction(async (tx) => {
    const client = await clientOf(tx, caller, id, true);
    if (!client) throw notFound(messages.http.notFound);
    if (client.terminatedAt !== null || client.deletedAt !== null) throw conflict(S.alreadyClosed);
    await tx
      .update(prospects)
      .set({ terminatedAt: new Date(`${date}T00:00:00Z`), updatedAt: deps.clock.now() })
      .where(eq(prospects.id, client.id));
    return recordNotifications(tx, {
      right: 'view_clients',
      type: 'client_terminated',
      content: S.terminatedNotice(client.companyBusinessName, formatUsDate(date)),
      typeId: client.id,
      exceptUserId: caller.userId,
      tags: [cacheTag.client],
    });
  });
  ringBells(deps.realtime, bells);
  return S.terminated;
}

/**
 * client/status_change with status 4: the client is deleted (kept for the books, shown with
 * show_all), irreversibly. One already deleted answers 409.
 */
export async function deleteClient(deps: LifecycleDeps, caller: Caller, id: number): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const client = await clientOf(tx, caller, id, true);
    if (!client) throw notFound(messages.http.notFound);
    if (client.deletedAt !== null) throw conflict(S.alreadyClosed);
    const now = deps.clock.now();
    await tx.update(prospects).set({ deletedAt: now, updatedAt: now }).where(eq(prospects.id, client.id));
  });
  return S.deleted;
}
