import { asc, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditTrail } from '../db/schema';
import { genesisHash, rowHash } from './chain';

export interface ChainReport {
  rows: number;
  /** The first row that breaks the chain, and why; null when the chain holds. */
  broken: { seq: number; reason: string } | null;
  headHash: string;
}

/** Walks the chain from the first row: numbering, previous hash and own hash of each row. */
export async function verifyAuditChain(db: Db, pageSize = 1000): Promise<ChainReport> {
  let expectedSeq = 1;
  let prevHash = genesisHash;
  let rows = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditTrail)
      .where(gt(auditTrail.seq, expectedSeq - 1))
      .orderBy(asc(auditTrail.seq))
      .limit(pageSize);
    for (const row of page) {
      if (row.seq !== expectedSeq) {
        return broken(rows, expectedSeq, `row ${expectedSeq} is missing (next is ${row.seq})`, prevHash);
      }
      if (row.prevHash !== prevHash) {
        return broken(rows, row.seq, 'its previous hash is not the hash of the row before', prevHash);
      }
      if (rowHash(row, row.prevHash) !== row.hash) {
        return broken(rows, row.seq, 'its fields do not match its hash', prevHash);
      }
      prevHash = row.hash;
      expectedSeq += 1;
      rows += 1;
    }
    if (page.length < pageSize) return { rows, broken: null, headHash: prevHash };
  }
}

function broken(rows: number, seq: number, reason: string, headHash: string): ChainReport {
  return { rows, broken: { seq, reason }, headHash };
}
