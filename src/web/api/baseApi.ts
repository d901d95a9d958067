import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { cacheTags } from '../../shared/cacheTags';
import { tokenStorage } from '../session/tokenStorage';

export const apiBase = '/api/v1';

/** Every tag any feature invalidates, declared once (features inject their endpoints). */
export const tagTypes = cacheTags;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBase,
  prepareHeaders: (headers) => {
    const stored = tokenStorage.read();
    if (stored) headers.set('authorization', `Bearer ${stored.token}`);
    return headers;
  },
});

/** Called on any 401/403 answer to a signed-in call: the spec clears storage and reloads the app. */
let onSessionLost: () => void = () => {
  tokenStorage.clearAll();
  window.location.assign('/');
};
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

/** The base query every endpoint of the app goes through. */
export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

const baseQuery: ApiBaseQuery = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  const status = result.error?.status;
  if ((status === 401 || status === 403) && tokenStorage.read()) onSessionLost();
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
