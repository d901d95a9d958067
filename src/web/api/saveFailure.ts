import { serverMessageOf } from './serverMessage';

/**
 * What a refused save tells the user: the server's own words when it refused the request (a taken
 * email, a locked field), and `fallback` ('User creation failed. Admin has been notified.') when
 * the server failed or never answered.
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  return (refused ? serverMessageOf(error) : null) ?? fallback;
}
