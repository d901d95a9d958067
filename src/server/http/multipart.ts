import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { HttpError } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

const defaultLimits = { maxFiles: 1, maxBytes: 3_000_000 };

/**
 * Reads a multipart body into plain fields and in-memory files, refusing more files or bigger
 * files than the endpoint allows before reading them whole. Fields named `x[]` become arrays.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: { maxFiles: number; maxBytes: number } = defaultLimits,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({
    limits: { fileSize: limits.maxBytes, files: limits.maxFiles + 1, fields: 100 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (files.length >= limits.maxFiles) {
        part.file.resume();
        throw new HttpError(400, messages.files.maxFilesOf(limits.maxFiles));
      }
      const data = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(400, messages.files.sizeTooLarge(part.filename));
        }
        throw error;
      });
      files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.fieldname.endsWith('[]')) {
        const key = part.fieldname.slice(0, -2);
        const list = Array.isArray(fields[key]) ? (fields[key] as unknown[]) : [];
        fields[key] = [...list, value];
      } else {
        fields[part.fieldname] = value;
      }
    }
  }
  return { fields, files };
}
