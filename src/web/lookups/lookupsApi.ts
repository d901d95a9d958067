import { baseApi } from '../api/baseApi';
import { post } from '../api/contractQuery';
import { lookupEndpoints as l } from '../../shared/contract/lookups';
import { userEndpoints as e } from '../../shared/contract/users';
import type { RequestOf, ResponseOf } from '../../shared/contract/endpoint';

/**
 * Lookups the user and profile forms fill their fields from: dialling codes, zip places and time
 * zones. They change only with a release, so they stay cached for the whole visit.
 */
export const lookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    phoneCountries: build.query<ResponseOf<typeof l.countries>['countries'], void>({
      query: () => post(l.countries, {}),
      transformResponse: (answer: ResponseOf<typeof l.countries>) => answer.countries,
      keepUnusedDataFor: 3600,
    }),
    zipPlaces: build.query<ResponseOf<typeof l.zip>['codes'], RequestOf<typeof l.zip>['zip']>({
      query: (zip) => post(l.zip, { zip }),
      transformResponse: (answer: ResponseOf<typeof l.zip>) => answer.codes,
      keepUnusedDataFor: 600,
    }),
    timeZones: build.query<string[], void>({
      query: () => post(e.timeZones, {}),
      transformResponse: (answer: ResponseOf<typeof e.timeZones>) => answer.codes.map((zone) => zone.name),
      keepUnusedDataFor: 3600,
    }),
  }),
  overrideExisting: 'throw',
});

export const { usePhoneCountriesQuery, useLazyZipPlacesQuery, useTimeZonesQuery } = lookupsApi;
