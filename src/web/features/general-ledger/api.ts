import { generalLedgerEndpoints as g } from '../../../shared/contract/generalLedger';
import { baseApi } from '../../api/baseApi';
import { objectUrlMutationOf } from '../../api/contractEndpoints';
import { post } from '../../api/contractQuery';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';

/** The general ledger's calls: the statement for the page, and the same as an Excel or PDF file. */
export const generalLedgerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generalLedger: build.mutation<ResponseOf<typeof g.fetch>, RequestOf<typeof g.fetch>>({
      query: (body) => post(g.fetch, body),
    }),
    /** The statement's file, as an object URL to save. */
    generalLedgerFileUrl: objectUrlMutationOf(build, g.download),
  }),
  overrideExisting: 'throw',
});

export const { useGeneralLedgerMutation, useGeneralLedgerFileUrlMutation } = generalLedgerApi;
