import { cacheTag } from '../../../shared/cacheTags';
import { partyHomeEndpoints as h } from '../../../shared/contract/partyHome';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/contractEndpoints';

/**
 * The homes read every flow: a live event naming any of these tags (a payment, a collection, a
 * chargeback, a release…) re-reads them, and the pages poll besides (0033, "Live").
 */
const everyFlow = [
  cacheTag.invoice,
  cacheTag.schedule,
  cacheTag.payment,
  cacheTag.collection,
  cacheTag.chargeback,
  cacheTag.reserve,
  cacheTag.creditRequest,
  cacheTag.debtor,
  cacheTag.client,
  cacheTag.prospect,
  cacheTag.broker,
];

export const partyHomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    clientHome: queryOf(build, h.client, { provides: everyFlow, field: 'home' }),
    brokerHome: queryOf(build, h.broker, { provides: everyFlow, field: 'home' }),
  }),
  overrideExisting: 'throw',
});

export const { useClientHomeQuery, useBrokerHomeQuery } = partyHomeApi;

/** How often an open home re-reads itself when no live event came (ms). */
export const homePollingMs = 60_000;
