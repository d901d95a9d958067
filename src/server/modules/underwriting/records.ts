import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import type { UnderwritingTask, UnderwritingVertical } from '../../../shared/contract/underwriting';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { underwritingTasks, underwritingVerticals } from '../../db/schema/onboarding';
import { prospects } from '../../db/schema/prospects';
import type { Caller } from '../../http/caller';
import { foundOr404, scopeCondition } from '../../http/scope';

/**
 * The records of the underwriting checklist as the caller may reach them: only a live client
 * (status 1, not deleted) has a checklist, and a client user reaches only its own company's.
 * Anything else answers 404, like a record that does not exist.
 */

const liveClientOf = (caller: Caller) =>
  and(
    eq(prospects.status, prospectStatuses.client),
    isNull(prospects.deletedAt),
    scopeCondition(caller, { company: prospects.id }),
  );

export type ChecklistClient = { id: number; companyBusinessName: string };

/** The client, locked when it is changed: its checklist's changes then happen one at a time. */
export async function reachableClient(
  db: Db,
  caller: Caller,
  prospectId: number,
  lock = false,
): Promise<ChecklistClient> {
  const query = db
    .select({ id: prospects.id, companyBusinessName: prospects.companyBusinessName })
    .from(prospects)
    .where(and(eq(prospects.id, prospectId), liveClientOf(caller)))
    .$dynamic();
  return foundOr404(await firstRow(query, lock));
}

export type VerticalRecord = typeof underwritingVerticals.$inferSelect;
export type TaskRecord = typeof underwritingTasks.$inferSelect;

/** A vertical of a client the caller may reach. */
export async function reachableVertical(db: Db, caller: Caller, id: number): Promise<VerticalRecord> {
  const [row] = await db
    .select({ vertical: underwritingVerticals })
    .from(underwritingVerticals)
    .innerJoin(prospects, eq(prospects.id, underwritingVerticals.prospectId))
    .where(and(eq(underwritingVerticals.id, id), liveClientOf(caller)));
  return foundOr404(row).vertical;
}

/** A task of a client the caller may reach, with its vertical. */
export async function reachableTask(
  db: Db,
  caller: Caller,
  id: number,
): Promise<{ task: TaskRecord; vertical: VerticalRecord }> {
  const [row] = await db
    .select({ task: underwritingTasks, vertical: underwritingVerticals })
    .from(underwritingTasks)
    .innerJoin(underwritingVerticals, eq(underwritingVerticals.id, underwritingTasks.verticalId))
    .innerJoin(prospects, eq(prospects.id, underwritingVerticals.prospectId))
    .where(and(eq(underwritingTasks.id, id), liveClientOf(caller)));
  return foundOr404(row);
}

export function toTask(row: TaskRecord): UnderwritingTask {
  return {
    id: row.id,
    under_writing_id: row.verticalId,
    title: row.title,
    status: row.status,
    mandatory: row.mandatory,
  };
}

/** A client's verticals with their tasks, each oldest first. */
export async function verticalsOf(
  db: Db,
  prospectId: number,
  only?: number,
): Promise<UnderwritingVertical[]> {
  const verticals = await db
    .select()
    .from(underwritingVerticals)
    .where(
      and(
        eq(underwritingVerticals.prospectId, prospectId),
        only === undefined ? undefined : eq(underwritingVerticals.id, only),
      ),
    )
    .orderBy(asc(underwritingVerticals.createdAt), asc(underwritingVerticals.id));
  const tasks =
    verticals.length === 0
      ? []
      : await db
          .select()
          .from(underwritingTasks)
          .where(
            inArray(
              underwritingTasks.verticalId,
              verticals.map((vertical) => vertical.id),
            ),
          )
          .orderBy(asc(underwritingTasks.createdAt), asc(underwritingTasks.id));
  return verticals.map((vertical) => ({
    id: vertical.id,
    prospect_id: vertical.prospectId,
    name: vertical.name,
    is_documents: vertical.isDocuments,
    tasks: tasks.filter((task) => task.verticalId === vertical.id).map(toTask),
  }));
}
