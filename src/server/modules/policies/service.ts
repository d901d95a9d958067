import { and, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import {
  policyFieldsSchema,
  policyFileProblem,
  policyFileRules,
  type PolicyRow,
} from '../../../shared/contract/policies';
import { todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { policyMessages as M } from '../../../shared/messages/announcements';
import type { Db } from '../../db/client';
import { policies, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordNotifications, type RecordedNotification } from '../../events/notify';
import { staffHolding } from '../../events/staffRecipients';
import { provenContentType } from '../../files/fileKinds';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import {
  containsPattern,
  listPage,
  matchingRows,
  type PageAnswer,
  type PageRequest,
} from '../../http/paging';

/**
 * Policies (spec part 3 §4, §5, §7, §8; docs/decisions/0036): the table, Add New Policy and its
 * edit with one attachment kept in the file store, and delete (the row stays, marked deleted).
 */

type PolicyDeps = Pick<Deps, 'db' | 'files' | 'clock'>;
const fileField = 'attachment';

/** policy/fetch: newest first, searched by title; deleted ones only with show_all. */
export async function listPolicies(
  db: Db,
  request: PageRequest & { search_text: string; show_all?: boolean | undefined },
): Promise<PageAnswer<PolicyRow>> {
  const needle = request.search_text.trim();
  const where = and(
    request.show_all === true ? undefined : isNull(policies.deletedAt),
    needle === '' ? undefined : ilike(policies.name, containsPattern(needle.toLowerCase())),
  );
  return listPage(
    db,
    request,
    db.select(matchingRows).from(policies).where(where),
    db
      .select({ policy: policies, firstName: users.firstName, lastName: users.lastName })
      .from(policies)
      .leftJoin(users, eq(users.id, policies.createdBy))
      .where(where)
      .orderBy(desc(policies.createdAt), desc(policies.id))
      .$dynamic(),
    ({ policy, firstName, lastName }) => ({
      id: policy.id,
      name: policy.name,
      effective_from: policy.effectiveFrom,
      purpose: policy.purpose,
      description: policy.description,
      attachment_path: policy.attachmentPath,
      first_name: firstName ?? '',
      last_name: lastName ?? '',
      created_at: policy.createdAt.toISOString(),
      deleted: policy.deletedAt !== null,
    }),
  );
}

interface SaveRequest {
  id?: number | undefined;
  name: string;
  effective_from: string;
  purpose: string;
  description: string;
}

/**
 * policy/save: a new policy (its attachment required) or the named live one rewritten under its
 * row lock (a new attachment replaces the old). The file is checked by name, size and bytes before
 * anything is kept, and removed again when anything fails. A new policy rings staff bells.
 */
export async function savePolicy(
  deps: PolicyDeps,
  caller: Caller,
  request: SaveRequest,
  files: readonly UploadedFile[],
): Promise<{ id: number; created: boolean; bells: RecordedNotification[] }> {
  const stray = files.find((file) => file.field !== fileField);
  if (stray) throw badRequest(messages.http.unknownFields(stray.field));
  if (files.length > 1) throw badRequest(messages.http.badRequest);
  const now = deps.clock.now();
  const parsed = policyFieldsSchema(() => todayIso(now)).safeParse({
    name: request.name,
    effective_from: request.effective_from,
    purpose: request.purpose,
    description: request.description,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.http.badRequest);
  const fields = parsed.data;
  const [file] = files;
  if (!file && request.id === undefined) throw badRequest(M.fileRequired);
  let contentType: string | null = null;
  if (file) {
    const problem = policyFileProblem({ name: file.filename, size: file.data.length });
    if (problem) throw badRequest(problem);
    contentType = await provenContentType(file, policyFileRules.allowedExtensions);
  }

  let written: string | null = null;
  let replaced: string | null = null;
  try {
    const result = await deps.db.transaction(async (tx) => {
      if (file) written = await deps.files.save('policies', file.filename, file.data);
      const values = {
        name: fields.name,
        effectiveFrom: fields.effective_from,
        purpose: fields.purpose,
        description: fields.description,
        updatedAt: now,
        ...(written !== null && contentType !== null ? { attachmentPath: written, contentType } : {}),
      };
      if (request.id === undefined) {
        const [row] = await tx
          .insert(policies)
          .values({
            ...values,
            attachmentPath: written!,
            contentType: contentType!,
            createdBy: caller.userId,
            createdAt: now,
          })
          .returning({ id: policies.id });
        const id = row!.id;
        const bells = await recordNotifications(tx, {
          userIds: await staffHolding(tx, 'view_policies'),
          type: 'policy_published',
          content: M.publishedNote(fields.name),
          typeId: id,
          exceptUserId: caller.userId,
        });
        return { id, created: true, bells };
      }
      const [locked] = await tx
        .select({ id: policies.id, path: policies.attachmentPath })
        .from(policies)
        .where(and(eq(policies.id, request.id), isNull(policies.deletedAt)))
        .for('update');
      if (!locked) throw notFound(messages.http.notFound);
      await tx.update(policies).set(values).where(eq(policies.id, locked.id));
      if (written !== null) replaced = locked.path;
      return { id: locked.id, created: false, bells: [] };
    });
    if (replaced !== null) await deps.files.remove(replaced).catch(() => undefined);
    return result;
  } catch (error) {
    if (written !== null) await deps.files.remove(written).catch(() => undefined);
    throw error;
  }
}

/** policy/delete: the named live policies are marked deleted; an id naming none answers 404 and changes nothing. */
export async function deletePolicies(tx: Db, ids: readonly number[], now: Date): Promise<void> {
  const unique = [...new Set(ids)];
  const locked = await tx
    .select({ id: policies.id })
    .from(policies)
    .where(and(inArray(policies.id, unique), isNull(policies.deletedAt)))
    .for('update');
  if (locked.length !== unique.length) throw notFound(messages.http.notFound);
  await tx.update(policies).set({ deletedAt: now, updatedAt: now }).where(inArray(policies.id, unique));
}

/** policy/attachment: a policy's file with the content type proven at upload. */
export async function readPolicyFile(
  deps: PolicyDeps,
  id: number,
): Promise<{ data: Buffer; contentType: string }> {
  const [row] = await deps.db
    .select({ path: policies.attachmentPath, contentType: policies.contentType })
    .from(policies)
    .where(eq(policies.id, id));
  if (!row) throw notFound(messages.http.notFound);
  const data = await deps.files.read(row.path).catch(() => {
    throw notFound(messages.http.notFound);
  });
  return { data, contentType: row.contentType };
}
