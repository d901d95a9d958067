import { and, eq, ne, sql } from 'drizzle-orm';
import type { ParsedRequestOf } from '../../../shared/contract/endpoint';
import type { UnderwritingVertical, underwritingEndpoints } from '../../../shared/contract/underwriting';
import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { underwritingVerticals } from '../../db/schema/onboarding';
import type { Deps } from '../../deps';
import { holdsAll, type Caller } from '../../http/caller';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { reachableClient, reachableVertical, verticalsOf } from './records';
import { withUniqueTitle } from './uniqueTitles';

const U = messages.underwriting;

type SaveVertical = ParsedRequestOf<(typeof underwritingEndpoints)['saveVertical']>;

/** Refuses a title another vertical of the client holds already, whatever its case. */
async function checkTitleFree(tx: Tx, prospectId: number, name: string, except?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: underwritingVerticals.id })
    .from(underwritingVerticals)
    .where(
      and(
        eq(underwritingVerticals.prospectId, prospectId),
        sql`lower(${underwritingVerticals.name}) = lower(${name})`,
        except === undefined ? undefined : ne(underwritingVerticals.id, except),
      ),
    )
    .limit(1);
  if (taken) throw conflict(U.verticalUnique);
}

/**
 * underwriting/vertical/save: without id a new vertical (add_vertical), with id a new title for one
 * of the same client (edit_vertical). The client's row is locked, so saves of one client happen one
 * at a time; the unique index settles any that still race.
 */
export async function saveVertical(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  body: SaveVertical,
): Promise<{ message: string; underwriting: UnderwritingVertical }> {
  const right = body.id === undefined ? 'add_vertical' : 'edit_vertical';
  if (!holdsAll(caller, [right])) throw forbidden(messages.http.forbidden);
  const saved = await withUniqueTitle(U.verticalUnique, () =>
    deps.db.transaction(async (tx) => {
      const client = await reachableClient(tx, caller, body.prospect_id, true);
      const now = deps.clock.now();
      if (body.id !== undefined) {
        const vertical = await reachableVertical(tx, caller, body.id);
        if (vertical.prospectId !== client.id) throw notFound(messages.http.notFound);
        if (vertical.isDocuments) throw conflict(U.documentsLocked);
        await checkTitleFree(tx, client.id, body.name, vertical.id);
        await tx
          .update(underwritingVerticals)
          .set({ name: body.name, updatedAt: now })
          .where(eq(underwritingVerticals.id, vertical.id));
        return verticalsOf(tx, client.id, vertical.id);
      }
      await checkTitleFree(tx, client.id, body.name);
      const [created] = await tx
        .insert(underwritingVerticals)
        .values({ prospectId: client.id, name: body.name, createdAt: now, updatedAt: now })
        .returning({ id: underwritingVerticals.id });
      return created ? verticalsOf(tx, client.id, created.id) : [];
    }),
  );
  const [underwriting] = saved;
  if (!underwriting) throw new HttpError(500, messages.generic.failure);
  return { message: body.id === undefined ? U.verticalCreated : U.verticalUpdated, underwriting };
}

/** underwriting/vertical/delete: the vertical and all of its tasks; never the documents vertical. */
export async function deleteVertical(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  id: number,
): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const vertical = await reachableVertical(tx, caller, id);
    await reachableClient(tx, caller, vertical.prospectId, true);
    if (vertical.isDocuments) throw conflict(U.documentsLocked);
    await tx.delete(underwritingVerticals).where(eq(underwritingVerticals.id, vertical.id));
    return { message: U.verticalDeleted };
  });
}
