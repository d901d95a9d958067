import { eq } from 'drizzle-orm';
import type {
  BusinessNameSearch,
  businessNameSearchEndpoints as endpoints,
} from '../../../shared/contract/businessNameSearch';
import type { ParsedRequestOf } from '../../../shared/contract/endpoint';
import { messages } from '../../../shared/messages';
import { businessNameSearches, businessNameSearchNotes } from '../../db/schema/onboarding';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { partyOf } from '../../http/scope';
import { searchProspect } from './access';
import { noteForChange, searchByPath, searchesOf } from './queries';
import { provenSearchFileType } from './searchFile';

type SearchDeps = Pick<Deps, 'db' | 'files' | 'clock'>;
type SaveRequest = ParsedRequestOf<typeof endpoints.saveSearch>;

/** The form field the file comes in. */
const fileField = 'attachment';

/**
 * business_name_search/save: one file with its name and notes, all or nothing. The file is
 * checked (name, size, bytes) before anything is kept, the prospect is locked while the search is
 * written, and the stored file is removed again when anything fails.
 */
export async function saveSearch(
  deps: SearchDeps,
  caller: Caller,
  request: SaveRequest,
  files: readonly UploadedFile[],
): Promise<void> {
  const stray = files.find((file) => file.field !== fileField);
  if (stray) throw badRequest(messages.http.unknownFields(stray.field));
  const [file] = files;
  if (!file) throw badRequest(messages.businessNameSearch.fileRequired);
  if (files.length > 1) throw badRequest(messages.http.badRequest);

  let written: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const prospect = await searchProspect(tx, caller, request.prospect_id, 'forNewSearch');
      const contentType = await provenSearchFileType(file);
      written = await deps.files.save(`business-name-searches/${prospect.id}`, file.filename, file.data);
      const now = deps.clock.now();
      const [search] = await tx
        .insert(businessNameSearches)
        .values({
          prospectId: prospect.id,
          name: request.name,
          attachmentPath: written,
          contentType,
          sizeBytes: file.data.length,
          createdBy: caller.userId,
          createdAt: now,
        })
        .returning({ id: businessNameSearches.id });
      if (request.notes.length > 0) {
        await tx
          .insert(businessNameSearchNotes)
          .values(
            request.notes.map((note) => ({ searchId: search!.id, note, createdAt: now, updatedAt: now })),
          );
      }
    });
  } catch (error) {
    if (written !== null) await deps.files.remove(written).catch(() => undefined);
    throw error;
  }
}

/** business_name_search/attachments: a prospect's searches with their notes. */
export async function fetchSearches(
  deps: SearchDeps,
  caller: Caller,
  prospectId: number,
): Promise<BusinessNameSearch[]> {
  const prospect = await searchProspect(deps.db, caller, prospectId, 'read');
  return searchesOf(deps.db, prospect.id);
}

/**
 * business_name_search/note/edit: one note of the named prospect rewritten under a row lock; a
 * note of another prospect, or of a deleted one, answers 404.
 */
export async function editNote(
  deps: SearchDeps,
  caller: Caller,
  request: { id: number; prospect_id: number; note: string },
): Promise<void> {
  if (partyOf(caller).kind !== 'staff') throw notFound(messages.http.notFound);
  const { id, note } = request;
  await deps.db.transaction(async (tx) => {
    const found = await noteForChange(tx, request.prospect_id, id);
    if (!found) throw notFound(messages.http.notFound);
    await tx
      .update(businessNameSearchNotes)
      .set({ note, updatedAt: deps.clock.now() })
      .where(eq(businessNameSearchNotes.id, found.id));
  });
}

/** business_name_search/attachment/blob: a search's file with the content type proven at upload. */
export async function readSearchFile(
  deps: SearchDeps,
  caller: Caller,
  prospectId: number,
  path: string,
): Promise<{ data: Buffer; contentType: string }> {
  const prospect = await searchProspect(deps.db, caller, prospectId, 'read');
  const search = await searchByPath(deps.db, prospect.id, path);
  if (!search) throw notFound(messages.http.notFound);
  const data = await deps.files.read(search.attachmentPath).catch(() => {
    throw notFound(messages.http.notFound);
  });
  return { data, contentType: search.contentType };
}
