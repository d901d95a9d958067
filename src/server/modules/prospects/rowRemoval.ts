import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { prospectOwners, prospects, prospectSuppliers } from '../../db/schema/prospects';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/errors';
import { ownersOf, readApplication, suppliersOf } from './queries';
import { applicantOf, namedProspect, viewOf, type ProspectAnswer, type ProspectDeps } from './service';

/** The owner or supplier rows of one prospect, as prospect/owner/delete and supplier/delete name them. */
const childTables = {
  owner: { table: prospectOwners, rowsOf: ownersOf, item: 'Owner' },
  supplier: { table: prospectSuppliers, rowsOf: suppliersOf, item: 'Supplier' },
} as const;

/**
 * Removes owners or suppliers of the named prospect: every id must be one of its rows (404
 * otherwise), and the first owner stays.
 */
async function deleteRows(
  deps: ProspectDeps,
  caller: Caller | null,
  kind: keyof typeof childTables,
  ref: string | number,
  ids: readonly number[],
): Promise<ProspectAnswer> {
  const { table, rowsOf, item } = childTables[kind];
  const applicant = applicantOf(caller);
  return deps.db.transaction(async (tx) => {
    const row = await namedProspect(tx, applicant, ref, 'edit');
    const stored = await rowsOf(tx, row.id);
    const wanted = [...new Set(ids)];
    if (!wanted.every((id) => stored.some((child) => child.id === id))) {
      throw notFound(messages.http.notFound);
    }
    if (kind === 'owner' && stored[0] && wanted.includes(stored[0].id)) {
      throw badRequest(messages.prospect.firstOwnerKept);
    }
    await tx.delete(table).where(and(eq(table.prospectId, row.id), inArray(table.id, wanted)));
    await tx.update(prospects).set({ updatedAt: deps.clock.now() }).where(eq(prospects.id, row.id));
    return {
      message: messages.crud.deleted(item).message,
      prospect: await readApplication(tx, row, viewOf(applicant)),
    };
  });
}

/** prospect/owner/delete: removes owners of the named prospect; the first owner stays. */
export function deleteOwners(
  deps: ProspectDeps,
  caller: Caller | null,
  ref: string | number,
  ids: readonly number[],
) {
  return deleteRows(deps, caller, 'owner', ref, ids);
}

/** prospect/supplier/delete: removes suppliers of the named prospect. */
export function deleteSuppliers(
  deps: ProspectDeps,
  caller: Caller | null,
  ref: string | number,
  ids: readonly number[],
) {
  return deleteRows(deps, caller, 'supplier', ref, ids);
}
