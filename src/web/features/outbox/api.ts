import { cacheTag } from '../../../shared/cacheTags';
import { outboxEndpoints as e } from '../../../shared/contract/outbox';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/contractEndpoints';

/** The outbox: how an admin finishes mailed flows without an SMTP server. */
export const outboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sentMails: queryOf(build, e.sentMails, { provides: [cacheTag.mail] }),
  }),
  overrideExisting: 'throw',
});

export const { useSentMailsQuery } = outboxApi;
