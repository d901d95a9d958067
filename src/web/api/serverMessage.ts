/** The message of a `{ status: false, message }` answer (or of an RTK Query error carrying one); null without. */
export function serverMessageOf(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const data = 'data' in error ? (error as { data?: unknown }).data : error;
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}
