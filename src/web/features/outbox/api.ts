import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import { outboxEndpoints as e } from '../../../shared/contract/outbox';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';

/** The outbox: how an admin finishes mailed flows without an SMTP server. */
export const outboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sentMails: build.query<ResponseOf<typeof e.sentMails>, RequestOf<typeof e.sentMails>>({
      query: (body) => post(e.sentMails, body),
      providesTags: ['Mail'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useSentMailsQuery } = outboxApi;
