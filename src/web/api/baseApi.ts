import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { tokenStorage } from '../session/tokenStorage';

export const apiBase = '/api/v1';

/** Every tag any feature invalidates, declared once (features inject their endpoints). */
export const tagTypes = [
  'CurrentUser',
  'User',
  'Role',
  'Rights',
  'Notification',
  'Settings',
  'Mail',
  'Prospect',
  'ProspectDocument',
  'ProspectResponse',
  'Broker',
  'Debtor',
  'Industry',
  'Invoice',
  'Schedule',
  'Payment',
  'Chargeback',
] as const;

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

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
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
