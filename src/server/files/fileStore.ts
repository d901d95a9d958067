import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { attachmentPrefixLength } from '../../shared/constants';

export interface FileStore {
  /** Stores the bytes under `folder` with a random 13-character prefix; answers the stored path. */
  save(folder: string, filename: string, data: Buffer): Promise<string>;
  read(path: string): Promise<Buffer>;
  remove(path: string): Promise<void>;
}

/** Files on local disk under FILES_DIR; stored paths are relative and never escape it. */
export function createDiskFileStore(root: string): FileStore {
  const base = resolve(root);
  const locate = (path: string) => {
    const full = resolve(base, normalize(path));
    if (!full.startsWith(base + sep)) throw new Error('path outside the file store');
    return full;
  };
  return {
    async save(folder, filename, data) {
      const safeName = filename.replace(/[^\w.\- ]+/g, '_').slice(-120);
      // The spec's stored names carry a 13-character prefix that the screens remove for display.
      const prefix = randomBytes(10).toString('base64url').slice(0, attachmentPrefixLength);
      const path = join(folder, `${prefix}${safeName}`);
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data);
      return path;
    },
    read: (path) => readFile(locate(path)),
    remove: (path) => rm(locate(path), { force: true }),
  };
}
