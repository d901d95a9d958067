import { and, eq, or } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { users } from '../../db/schema';
import { servedContentType } from '../../files/fileKinds';
import type { FileDeps, FileOwnershipCheck } from '../../files/fileOwnershipCheck';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { prospectResponseFile } from '../prospect-management/responseAttachmentAccess';
import { documentFile } from '../documents/fileAccess';

const ownProfileFile: FileOwnershipCheck = async (deps, caller, path) => {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, caller.userId), or(eq(users.profilePic, path), eq(users.officialSignature, path))),
    )
    .limit(1);
  return row !== undefined;
};

/**
 * Who may read which stored file. For now a user reads their own picture and signature; later
 * areas (prospect documents, invoice attachments, ticket files...) add their check to this list,
 * each deciding by the caller's scope. A path nobody vouches for answers 404.
 */
export const fileOwnershipChecks: FileOwnershipCheck[] = [ownProfileFile, prospectResponseFile, documentFile];

export async function readVisibleFile(
  deps: FileDeps,
  caller: Caller,
  path: string,
): Promise<{ data: Buffer; contentType: string }> {
  let allowed = false;
  for (const check of fileOwnershipChecks) {
    if (await check(deps, caller, path)) {
      allowed = true;
      break;
    }
  }
  if (!allowed) throw notFound(messages.http.notFound);
  const data = await deps.files.read(path).catch(() => {
    throw notFound(messages.http.notFound);
  });
  return { data, contentType: await servedContentType(data) };
}
