import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query/react';
import type { CacheTag } from '../../shared/cacheTags';
import type { Endpoint, RequestOf, ResponseOf } from '../../shared/contract/endpoint';
import type { ApiBaseQuery } from './baseApi';
import { post, postForObjectUrl } from './contractQuery';

/** The `build` a feature's `injectEndpoints` receives. */
export type ApiBuild = EndpointBuilder<ApiBaseQuery, CacheTag, 'api'>;

/** A call's argument is its request; a request with nothing required may be left out. */
export type ArgOf<E> = Record<string, never> extends RequestOf<E> ? RequestOf<E> | void : RequestOf<E>;

type ContractQuery<E, Result> = QueryDefinition<ArgOf<E>, ApiBaseQuery, CacheTag, Result, 'api'>;
type ContractMutation<E> = MutationDefinition<ArgOf<E>, ApiBaseQuery, CacheTag, ResponseOf<E>, 'api'>;

interface QueryOptions {
  /** The cached lists the answer belongs to. */
  provides?: readonly CacheTag[];
  /** Seconds an answer no screen uses stays cached (RTK Query's default: 60). */
  keepUnusedDataFor?: number;
}

/**
 * A query of one contract endpoint: the request goes as the body and the answer is cached under
 * `provides`; with `field`, the hook gives only that part of the answer.
 */
export function queryOf<E extends Endpoint>(
  build: ApiBuild,
  endpoint: E,
  options?: QueryOptions,
): ContractQuery<E, ResponseOf<E>>;
export function queryOf<E extends Endpoint, K extends keyof ResponseOf<E>>(
  build: ApiBuild,
  endpoint: E,
  options: QueryOptions & { field: K },
): ContractQuery<E, ResponseOf<E>[K]>;
export function queryOf(
  build: ApiBuild,
  endpoint: Endpoint,
  { provides = [], field, keepUnusedDataFor }: QueryOptions & { field?: PropertyKey } = {},
) {
  return build.query<unknown, unknown>({
    ...(keepUnusedDataFor !== undefined && { keepUnusedDataFor }),
    query: (body) => post(endpoint, body ?? {}),
    ...(field !== undefined && {
      transformResponse: (answer: Record<PropertyKey, unknown>) => answer[field],
    }),
    providesTags: [...provides],
  });
}

interface MutationOptions {
  /** The cached lists a call invalidates, whether it succeeds or fails. */
  invalidates?: readonly CacheTag[];
  /** The cached lists only a successful call invalidates. */
  invalidatesOnSuccess?: readonly CacheTag[];
}

/** A mutation of one contract endpoint: the request goes as the body. */
export function mutationOf<E extends Endpoint>(
  build: ApiBuild,
  endpoint: E,
  { invalidates = [], invalidatesOnSuccess = [] }: MutationOptions = {},
): ContractMutation<E> {
  return build.mutation<ResponseOf<E>, ArgOf<E>>({
    query: (body) => post(endpoint, body ?? {}),
    invalidatesTags: (_result, error) => [...invalidates, ...(error ? [] : invalidatesOnSuccess)],
  });
}

/** A query of one record by its id (sent as `{ id }`), cached as `tag` and as that record. */
export function recordQueryOf<E extends Endpoint, K extends keyof ResponseOf<E>>(
  build: ApiBuild,
  endpoint: E,
  { field, tag }: { field: K; tag: CacheTag },
): QueryDefinition<number, ApiBaseQuery, CacheTag, ResponseOf<E>[K], 'api'> {
  return build.query<ResponseOf<E>[K], number>({
    query: (id) => post(endpoint, { id }),
    transformResponse: (answer: ResponseOf<E>) => answer[field],
    providesTags: (_result, _error, id) => [tag, { type: tag, id }],
  });
}

/** A mutation that fetches one file of a contract endpoint as an object URL for a new tab. */
export function objectUrlMutationOf<E extends Endpoint>(
  build: ApiBuild,
  endpoint: E,
): MutationDefinition<RequestOf<E>, ApiBaseQuery, CacheTag, string | null, 'api'> {
  return build.mutation<string | null, RequestOf<E>>({ query: (body) => postForObjectUrl(endpoint, body) });
}
