import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import { devEndpoints as e } from '../../../shared/contract/dev';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';

/** The dev-only outbox: how mailed flows are finished without an SMTP server. */
export const devApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sentMails: build.query<ResponseOf<typeof e.sentMails>, RequestOf<typeof e.sentMails>>({
      query: (body) => post(e.sentMails, body),
      providesTags: ['Mail'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useSentMailsQuery } = devApi;
