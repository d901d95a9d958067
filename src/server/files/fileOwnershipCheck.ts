import type { Deps } from '../deps';
import type { Caller } from '../http/caller';

/** What a check of a stored file's owner may read. */
export type FileDeps = Pick<Deps, 'db' | 'files'>;

/** Answers whether the caller may read the stored file at `path`; each area vouches for its own files. */
export type FileOwnershipCheck = (deps: FileDeps, caller: Caller, path: string) => Promise<boolean>;
