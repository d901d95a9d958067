import type { FastifyReply } from 'fastify';

export interface PrivateFile {
  data: Buffer;
  contentType: string;
  /** The name a browser saves it under; without one the browser names it. */
  fileName?: string;
}

/**
 * Answers a file only its reader may see: shown in the browser (inline) and never kept by a
 * shared cache or the browser's own, so another user of the machine cannot open it later.
 */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile): Buffer {
  reply
    .type(file.contentType)
    .header(
      'content-disposition',
      file.fileName === undefined ? 'inline' : `inline; filename="${file.fileName}"`,
    )
    .header('cache-control', 'private, no-store');
  return file.data;
}
