import { and, eq, ne, sql } from 'drizzle-orm';
import type { ParsedRequestOf } from '../../../shared/contract/endpoint';
import type { UnderwritingTask, underwritingEndpoints } from '../../../shared/contract/underwriting';
import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { underwritingTasks } from '../../db/schema/onboarding';
import type { Deps } from '../../deps';
import { ringBells, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { checklistComplete, recordCompletion } from './completion';
import { reachableClient, reachableTask, reachableVertical, toTask, type VerticalRecord } from './records';
import { withUniqueTitle } from './uniqueTitles';

const U = messages.underwriting;

type Endpoints = typeof underwritingEndpoints;
type TaskDeps = Pick<Deps, 'db' | 'clock' | 'realtime'>;

/** The documents vertical follows the documents checklist: its tasks are not changed by hand. */
function refuseDocuments(vertical: VerticalRecord): void {
  if (vertical.isDocuments) throw conflict(U.documentsLocked);
}

/** Refuses a title another task of the vertical holds already, whatever its case. */
async function checkTitleFree(tx: Tx, verticalId: number, title: string, except?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: underwritingTasks.id })
    .from(underwritingTasks)
    .where(
      and(
        eq(underwritingTasks.verticalId, verticalId),
        sql`lower(${underwritingTasks.title}) = lower(${title})`,
        except === undefined ? undefined : ne(underwritingTasks.id, except),
      ),
    )
    .limit(1);
  if (taken) throw conflict(U.taskUnique);
}

/**
 * Changes a client's checklist under its client's row lock (changes of one checklist happen one
 * at a time, so only one check can be the last), then rings the bells after the commit.
 */
async function changeChecklist<T>(
  deps: TaskDeps,
  uniqueMessage: string,
  change: (tx: Tx, bells: RecordedNotification[]) => Promise<T>,
): Promise<T> {
  const bells: RecordedNotification[] = [];
  const answer = await withUniqueTitle(uniqueMessage, () => deps.db.transaction((tx) => change(tx, bells)));
  ringBells(deps.realtime, bells);
  return answer;
}

/** underwriting/task/add */
export function addTask(
  deps: TaskDeps,
  caller: Caller,
  body: ParsedRequestOf<Endpoints['addTask']>,
): Promise<{ message: string; task: UnderwritingTask }> {
  return changeChecklist(deps, U.taskUnique, async (tx) => {
    const vertical = await reachableVertical(tx, caller, body.under_writing_id);
    await reachableClient(tx, caller, vertical.prospectId, true);
    refuseDocuments(vertical);
    await checkTitleFree(tx, vertical.id, body.title);
    const now = deps.clock.now();
    const [created] = await tx
      .insert(underwritingTasks)
      .values({
        verticalId: vertical.id,
        title: body.title,
        mandatory: body.mandatory,
        status: body.status,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new HttpError(500, messages.generic.failure);
    return { message: U.taskCreated, task: toTask(created) };
  });
}

/**
 * underwriting/task/update: a new title or a check. The check that completes the checklist tells
 * staff and the advocates.
 */
export function updateTask(
  deps: TaskDeps,
  caller: Caller,
  body: ParsedRequestOf<Endpoints['updateTask']>,
): Promise<{ message: string; task: UnderwritingTask }> {
  if (body.title === undefined && body.status === undefined)
    return Promise.reject(badRequest(U.titleOrStatus));
  return changeChecklist(deps, U.taskUnique, async (tx, bells) => {
    const { task, vertical } = await reachableTask(tx, caller, body.id);
    const client = await reachableClient(tx, caller, vertical.prospectId, true);
    refuseDocuments(vertical);
    if (body.title !== undefined) await checkTitleFree(tx, task.verticalId, body.title, task.id);
    const wasComplete = await checklistComplete(tx, client.id);
    const [updated] = await tx
      .update(underwritingTasks)
      .set({
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.status === undefined ? {} : { status: body.status }),
        updatedAt: deps.clock.now(),
      })
      .where(eq(underwritingTasks.id, task.id))
      .returning();
    if (!updated) throw new HttpError(500, messages.generic.failure);
    if (!wasComplete && (await checklistComplete(tx, client.id)))
      bells.push(...(await recordCompletion(tx, client, caller)));
    return { message: U.taskUpdated, task: toTask(updated) };
  });
}

/** underwriting/task/delete */
export function deleteTask(deps: TaskDeps, caller: Caller, id: number): Promise<{ message: string }> {
  return changeChecklist(deps, U.taskUnique, async (tx) => {
    const { vertical, task } = await reachableTask(tx, caller, id);
    await reachableClient(tx, caller, vertical.prospectId, true);
    refuseDocuments(vertical);
    await tx.delete(underwritingTasks).where(eq(underwritingTasks.id, task.id));
    return { message: U.taskDeleted };
  });
}
