import {
  reportEndpoints,
  reportExportFormats,
  ReportMailedAnswerSchema,
  type ReportExportFormat,
  type ReportRequest,
} from '../../../shared/contract/reports';
import { apiBase } from '../../api/baseApi';
import { saveBlob } from '../../api/objectUrl';
import { tokenStorage } from '../../session/tokenStorage';

/** What an export ended in: a saved file, a PDF the server mails, or a refusal. */
export type ExportOutcome =
  | { kind: 'saved'; fileName: string; bytes: number }
  | { kind: 'mailed'; exportId: number; message: string }
  | { kind: 'failed'; message: string | null };

const extensions: Readonly<Record<ReportExportFormat, string>> = { pdf: 'pdf', xlsx: 'xlsx', csv: 'csv' };

/** The file name the server gave (Content-Disposition), else `report-YYYY-MM-DD.ext`. */
export function fileNameOf(disposition: string | null, report: string, format: ReportExportFormat): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return plain ?? `${report}-${new Date().toISOString().slice(0, 10)}.${extensions[format]}`;
}

async function messageOf(response: Response): Promise<string | null> {
  try {
    const answer: unknown = await response.json();
    const message = (answer as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}

/**
 * Asks `reports/generate` for the file and streams it: `onProgress` hears the bytes received so
 * far (and the full size when the server sent one) while a large file arrives, then the file is
 * saved. A PDF of more than 400 rows answers JSON instead: the server builds it in the background
 * and mails it (`mailed`, with the export to follow).
 */
export async function exportReport(
  request: ReportRequest,
  format: ReportExportFormat,
  onProgress: (received: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<ExportOutcome> {
  const stored = tokenStorage.read();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (stored) headers.authorization = `Bearer ${stored.token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBase}/${reportEndpoints.generate.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...request, data_type: 'file', export: reportExportFormats[format] }),
      signal,
    });
  } catch {
    return { kind: 'failed', message: null };
  }
  if (!response.ok) return { kind: 'failed', message: await messageOf(response) };
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const mailed = ReportMailedAnswerSchema.safeParse(await response.json().catch(() => null));
    if (mailed.success) {
      return { kind: 'mailed', exportId: mailed.data.export_id, message: mailed.data.message };
    }
    return { kind: 'failed', message: null };
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress(0, total);
  try {
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onProgress(received, total);
      }
    } else {
      const whole = await response.arrayBuffer();
      chunks.push(whole);
      received = whole.byteLength;
      onProgress(received, total);
    }
  } catch {
    return { kind: 'failed', message: null };
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), request.report, format);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  saveBlob(new Blob(chunks, { type }), fileName);
  return { kind: 'saved', fileName, bytes: received };
}

/** Bytes as people read them: "512 B", "48.2 KB", "3.1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
