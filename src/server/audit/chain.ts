import { createHash } from 'node:crypto';

/** The previous hash of the first row. */
export const genesisHash = '0'.repeat(64);

export const auditKinds = [
  'refused',
  'money_post',
  'rights_change',
  'role_change',
  'sign_in',
  'sign_in_failed',
  'posting_failed',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** The fields a row's hash covers, besides the previous hash. */
export interface AuditFields {
  seq: number;
  at: Date;
  kind: string;
  userId: string | null;
  actor: string;
  subject: string;
  detail: string;
  ip: string;
}

/**
 * sha256 over the canonical serialisation: a JSON array of the fields in a fixed order (the time
 * as ISO 8601 in UTC, to the millisecond), the previous hash last.
 */
export function rowHash(fields: AuditFields, prevHash: string): string {
  const canonical = JSON.stringify([
    fields.seq,
    fields.at.toISOString(),
    fields.kind,
    fields.userId,
    fields.actor,
    fields.subject,
    fields.detail,
    fields.ip,
    prevHash,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
