import { z } from 'zod';
import { navigationField, navigationState, recordId } from '../../../kit/navigationState';

/**
 * How /createrrbatch is opened (spec part 2 §2): the Cash Reserves card's Create RR Batch hands over
 * the chosen invoice ids joined by commas and their client's id. A typed address has neither.
 */
const batchState = navigationState(
  z.object({ ids: z.string().regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,999}$/), prospect_id: recordId }),
);

export interface ChosenBatch {
  invoiceIds: number[];
  prospectId: number;
}

/** The state that opens Create RR Batch on these invoices of one client. */
export function createRrBatchState({ invoiceIds, prospectId }: ChosenBatch) {
  return batchState.write({ ids: invoiceIds.join(','), prospect_id: prospectId });
}

/** The invoices and client Create RR Batch was opened on, or null (a typed address, an old tab). */
export function chosenBatchOf(state: unknown): ChosenBatch | null {
  const read = batchState.read(state);
  if (read === null) return null;
  const invoiceIds = [...new Set(read.ids.split(',').map(Number))];
  return { invoiceIds, prospectId: read.prospect_id };
}

/** The card /reserves opens on: after a release, the Reserve Release card. */
export const reserveCardsShown = ['cash', 'escrow', 'release'] as const;
export const { read: reserveCardFromState, write: reserveCardState } = navigationField(
  'card',
  z.enum(reserveCardsShown),
);
