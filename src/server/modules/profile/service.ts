import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../../../shared/contract/session';
import { messages } from '../../../shared/messages';
import type { ProfileForm } from '../../../shared/validation/profileForm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { discardFile } from '../../files/discardFile';
import { currentUser } from '../session/service';
import { assertProfileImage } from './imageFiles';

type ProfileDeps = Pick<Deps, 'db' | 'tokens' | 'clock' | 'files' | 'config' | 'log'>;

/** Profile calls act on the caller only; naming anyone else reads as a record that is not there. */
export function assertOwnProfile(caller: Caller, ssoId: string | undefined): void {
  if (ssoId !== undefined && ssoId !== caller.userId) throw notFound(messages.http.notFound);
}

/** The single image a call may carry under `field`; any other file field is refused. */
async function imageFrom(files: readonly UploadedFile[], field: string): Promise<UploadedFile | undefined> {
  const stray = files.find((file) => file.field !== field);
  if (stray) throw badRequest(messages.http.unknownFields(stray.field));
  const [file] = files;
  if (file) await assertProfileImage(file);
  return file;
}

async function storedFiles(deps: ProfileDeps, userId: string) {
  const [row] = await deps.db
    .select({ profilePic: users.profilePic, officialSignature: users.officialSignature })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound(messages.http.notFound);
  return row;
}

/**
 * Stores the new file, runs the change, and keeps the file the stored row names: the new one once
 * the change committed (the old one goes, and failing to remove it fails nothing), the old one when
 * the change failed (the new one goes).
 */
async function replacingFile<T>(
  deps: ProfileDeps,
  file: UploadedFile | undefined,
  previous: string | null,
  change: (path: string | undefined) => Promise<T>,
): Promise<T> {
  const path = file ? await deps.files.save('profile', file.filename, file.data) : undefined;
  let result: T;
  try {
    result = await change(path);
  } catch (error) {
    if (path) await discardFile(deps, path);
    throw error;
  }
  if (path && previous) await discardFile(deps, previous);
  return result;
}

export async function updateProfile(
  deps: ProfileDeps,
  caller: Caller,
  form: ProfileForm,
  files: readonly UploadedFile[],
): Promise<CurrentUser> {
  assertOwnProfile(caller, form.sso_id);
  const signature = await imageFrom(files, 'official_signature');
  const before = await storedFiles(deps, caller.userId);
  // The answer is read in the transaction that saved it.
  return replacingFile(deps, signature, before.officialSignature, (path) =>
    deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: form.first_name,
          lastName: form.last_name,
          phoneNumber: form.phone_number,
          gender: form.gender,
          address: form.address,
          city: form.city,
          state: form.state,
          zip: form.zip,
          ...(form.country_phone_code !== undefined ? { countryPhoneCode: form.country_phone_code } : {}),
          ...(form.timezone !== undefined ? { timezone: form.timezone } : {}),
          ...(path ? { officialSignature: path } : {}),
          updatedAt: deps.clock.now(),
        })
        .where(eq(users.id, caller.userId));
      return currentUser({ db: tx, config: deps.config }, caller);
    }),
  );
}

export async function replaceProfilePicture(
  deps: ProfileDeps,
  caller: Caller,
  ssoId: string | undefined,
  files: readonly UploadedFile[],
): Promise<string> {
  assertOwnProfile(caller, ssoId);
  const picture = await imageFrom(files, 'profile_pic');
  if (!picture) throw badRequest(messages.files.fileRequired);
  const before = await storedFiles(deps, caller.userId);
  return replacingFile(deps, picture, before.profilePic, async (path) => {
    if (!path) throw new HttpError(500, messages.generic.failure);
    await deps.db
      .update(users)
      .set({ profilePic: path, updatedAt: deps.clock.now() })
      .where(eq(users.id, caller.userId));
    return path;
  });
}

/** Only the caller's own picture or signature; any other path is not theirs to delete. */
export async function deleteOwnAttachment(deps: ProfileDeps, caller: Caller, path: string): Promise<void> {
  const stored = await storedFiles(deps, caller.userId);
  const column =
    path === stored.profilePic
      ? { profilePic: null }
      : path === stored.officialSignature
        ? { officialSignature: null }
        : null;
  if (!column) throw notFound(messages.http.notFound);
  await deps.db
    .update(users)
    .set({ ...column, updatedAt: deps.clock.now() })
    .where(eq(users.id, caller.userId));
  await discardFile(deps, path);
}
