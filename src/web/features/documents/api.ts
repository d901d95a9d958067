import { cacheTag } from '../../../shared/cacheTags';
import { documentEndpoints as e } from '../../../shared/contract/documents';
import { profileEndpoints } from '../../../shared/contract/profile';
import { baseApi } from '../../api/baseApi';
import { objectUrlMutationOf, queryOf } from '../../api/contractEndpoints';

/**
 * Documents has no table of its own: it reads the files the other areas keep
 * (docs/decisions/0037), so its lists are cached under those areas' tags and re-read whenever one
 * of them changes (an upload, a signature, a posted collection).
 */
const keptBy = [
  cacheTag.client,
  cacheTag.prospectDocument,
  cacheTag.businessNameSearch,
  cacheTag.clientDocument,
  cacheTag.termSheet,
  cacheTag.prospectResponse,
  cacheTag.invoice,
  cacheTag.collection,
  cacheTag.unappliedCash,
] as const;

/** The Documents screens' calls: clients with their counts, a client's files, and a file's bytes. */
export const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    documentCountList: queryOf(build, e.countList, { field: 'prospect_attachments', provides: keptBy }),
    documents: queryOf(build, e.fetch, { provides: keptBy }),
    documentCounts: queryOf(build, e.count, { provides: keptBy }),
    /** A listed file as an object URL for a new tab, read through files/read with the caller's rights. */
    documentFileUrl: objectUrlMutationOf(build, profileEndpoints.readFile),
  }),
  overrideExisting: 'throw',
});

export const {
  useDocumentCountListQuery,
  useDocumentsQuery,
  useDocumentCountsQuery,
  useDocumentFileUrlMutation,
} = documentsApi;
