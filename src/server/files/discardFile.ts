import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from './fileStore';

/**
 * Removes bytes that a committed change no longer names (a deleted attachment, a replaced picture).
 * The change stands whatever happens here: a removal that fails leaves a stray file, logged, and
 * never turns the committed change into a failed request.
 */
export async function discardFile(
  deps: { files: FileStore; log: FastifyBaseLogger },
  path: string,
): Promise<void> {
  await deps.files.remove(path).catch((error: unknown) => {
    deps.log.warn({ err: error, path }, 'a file no longer used could not be removed');
  });
}
