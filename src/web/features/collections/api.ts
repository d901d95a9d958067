import {
  collectionFormFields,
  type LoadedRows,
  type LoadRowsInput,
  type SaveCollectionInput,
} from '../../../../machines/collection.machine';
import { cacheTag } from '../../../shared/cacheTags';
import { collectionEndpoints as e } from '../../../shared/contract/collections';
import { idempotencyKeyHeader, type ResponseOf } from '../../../shared/contract/endpoint';
import { baseApi } from '../../api/baseApi';
import { mutationOf, objectUrlMutationOf, queryOf } from '../../api/contractEndpoints';
import { postForm } from '../../api/contractQuery';

/** Every list and record a collection's money may touch. */
const moneyTags = [cacheTag.collection, cacheTag.invoice, cacheTag.chargeback, cacheTag.unappliedCash];

/** The multipart of collection/save: each field as text, the rows as JSON, the attachment as check_path. */
export function collectionFormData({ collection, attachment }: SaveCollectionInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(collectionFormFields({ ...collection })))
    form.append(name, value);
  form.append('check_path', attachment, attachment.name);
  return form;
}

/** The collection screens' calls: the list, notes, the report, the pair's rows and pool, the save. */
export const collectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    collectionList: queryOf(build, e.fetch, { field: 'collections', provides: [cacheTag.collection] }),
    collectionNotes: queryOf(build, e.notes, { field: 'notes', provides: [cacheTag.collection] }),
    saveCollectionNote: mutationOf(build, e.saveNote, { invalidates: [cacheTag.collection] }),
    collectionReportUrl: objectUrlMutationOf(build, e.report),
    collectionInvoices: mutationOf(build, e.invoices),
    debtorUnappliedCash: mutationOf(build, e.debtorUc),
    /** The machine's idempotency key goes as the Idempotency-Key header: a repeat records once. */
    saveCollection: build.mutation<ResponseOf<typeof e.save>, SaveCollectionInput>({
      query: (input) => ({
        ...postForm(e.save, collectionFormData(input)),
        headers: { [idempotencyKeyHeader]: input.idempotencyKey },
      }),
      invalidatesTags: [...moneyTags],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useCollectionListQuery,
  useCollectionNotesQuery,
  useSaveCollectionNoteMutation,
  useCollectionReportUrlMutation,
  useCollectionInvoicesMutation,
  useDebtorUnappliedCashMutation,
  useSaveCollectionMutation,
} = collectionsApi;

/** The collection machine's two calls: the pair's rows with its pool, and the save. */
export function useCollectionCalls() {
  const [fetchInvoices] = useCollectionInvoicesMutation();
  const [fetchPool] = useDebtorUnappliedCashMutation();
  const [save] = useSaveCollectionMutation();
  return {
    loadRows: (input: LoadRowsInput) => ({
      unwrap: async (): Promise<LoadedRows> => {
        const pair = { prospect_id: input.clientId, debtor_id: input.debtorId };
        const [rows, pool] = await Promise.all([
          fetchInvoices({ ...pair, collection_type: input.collectionType }).unwrap(),
          fetchPool(pair).unwrap(),
        ]);
        return { rows: rows.invoices, unappliedCash: pool.uc };
      },
    }),
    saveCollection: (input: SaveCollectionInput) => save(input),
  };
}
