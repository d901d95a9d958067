import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { signedTermsOf } from '../clients/terms';

/** What a release reads of a client's signed terms: its wire fee and its incremental discount a day. */
export interface ReleaseTerms {
  wireFee: string;
  taxPerDay: string | null;
}

/** The release terms of each client named (a client without signed terms: no wire fee). */
export async function releaseTermsOf(
  db: Db,
  clientIds: readonly number[],
): Promise<Map<number, ReleaseTerms>> {
  const terms = new Map<number, ReleaseTerms>();
  for (const id of new Set(clientIds)) {
    const signed = await signedTermsOf(db, id, { whateverItsStatus: true });
    terms.set(id, {
      wireFee: toMoneyString(signed?.wireFee ?? '0'),
      taxPerDay: signed && signed.isIncrementalPurchaseDiscount ? signed.incrementalDiscountPercentage : null,
    });
  }
  return terms;
}
