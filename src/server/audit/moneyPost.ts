import type { Tx } from '../db/client';
import { appendAudit } from './append';

interface PostedEntry {
  date: string;
  operation: string;
  operationKey: string;
  memo: string;
  createdBy?: string | null;
}

/** A journal entry's audit row, in the transaction that posts it: a rolled-back post leaves none. */
export function auditMoneyPost(
  tx: Tx,
  entryId: number,
  entry: PostedEntry,
  reverses?: number,
): Promise<void> {
  return appendAudit(tx, {
    kind: 'money_post',
    userId: entry.createdBy ?? null,
    subject: `journal entry ${entryId}`,
    detail:
      `${entry.operation} ${entry.operationKey} on ${entry.date}` +
      (reverses !== undefined ? `, reversing entry ${reverses}` : '') +
      (entry.memo ? `: ${entry.memo}` : ''),
  });
}
