import type {
  LoadBatchInput,
  LoadedBatch,
  PostReleaseInput,
} from '../../../../../machines/reserveRelease.machine';
import {
  useLazyAvailableEscrowsQuery,
  useLazyPreviousReservesQuery,
  useLazyReserveBatchQuery,
  usePostReserveReleaseMutation,
} from '../api';

/**
 * The reserve release machine's two calls: the batch (then, for its client, the previous reserves
 * and the available escrows), and the post, its form's key as the Idempotency-Key header.
 */
export function useReserveReleaseCalls() {
  const [fetchBatch] = useLazyReserveBatchQuery();
  const [fetchPrevious] = useLazyPreviousReservesQuery();
  const [fetchEscrows] = useLazyAvailableEscrowsQuery();
  const [post] = usePostReserveReleaseMutation();
  return {
    loadBatch: (input: LoadBatchInput) => ({
      unwrap: async (): Promise<LoadedBatch> => {
        const batch = await fetchBatch({ id: input.invoiceIds }).unwrap();
        const client = { prospect_id: batch.prospect_id };
        const [previous, escrows] = await Promise.all([
          fetchPrevious(client).unwrap(),
          fetchEscrows(client).unwrap(),
        ]);
        return {
          batch: batch.batch,
          prospectId: batch.prospect_id,
          clientName: batch.client_name,
          latestPostingDate: batch.latest_posting_date,
          chargebacks: batch.chargebacks,
          wireFee: batch.wire_fee,
          previousReserves: previous.amount,
          escrows,
        };
      },
    }),
    postRelease: (input: PostReleaseInput) => post(input),
  };
}
