/**
 * An owner's one-time signing link, `/signature?id=<term sheet>&id2=<owner>&id3=<token>`. The
 * token is 32 random bytes in base64url; only its SHA-256 is stored (term_sheet_owners
 * .link_token_hash), so a copy of the database signs nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface SigningLink {
  token: string;
  tokenHash: string;
  url: string;
}

export function signingTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSigningLink(publicUrl: string, termSheetId: number, ownerId: number): SigningLink {
  const token = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({ id: String(termSheetId), id2: String(ownerId), id3: token });
  return { token, tokenHash: signingTokenHash(token), url: `${publicUrl}/signature?${query.toString()}` };
}

/** Whether `token` is the one whose hash is stored, compared in constant time. */
export function signingTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(signingTokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
