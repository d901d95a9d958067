/** A failure the caller should see: answered as `{ status: false, message }` with this HTTP code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/**
 * A 404 for a record the caller may not see though it exists (another party's): answered as
 * not found, and recorded in the audit trail as a refusal.
 */
export class RefusedRecordError extends HttpError {
  readonly refused = true;
}
