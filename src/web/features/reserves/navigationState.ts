import { z } from 'zod';
import { navigationState, recordId } from '../../kit/navigationState';

/**
 * What /reserves hands /createrrbatch (spec part 2 §2 Reserves): the chosen invoices' ids joined by
 * commas and the client they all belong to.
 */
export const { read: rrBatchFromState, write: createRrBatchState } = navigationState(
  z.object({
    /** The invoices of the batch, e.g. '11,12'. */
    ids: z.string().regex(/^[1-9]\d*(,[1-9]\d*)*$/),
    /** The client of every one of them. */
    prospect_id: recordId,
  }),
);

/** The ids of a batch as the state carries them. */
export function batchIdsOf(rows: readonly { id: number }[]): string {
  return rows.map((row) => row.id).join(',');
}
