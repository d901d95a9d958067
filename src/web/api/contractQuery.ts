import type { Endpoint } from '../../shared/contract/endpoint';
/** The fetch arguments of a contract endpoint: every call is a POST to its declared path. */
export function post<E extends Endpoint>(endpoint: E, body: unknown) {
  return { url: `/${endpoint.path}`, method: 'POST', body } as const;
}

/** The same for multipart endpoints: the body is a FormData. */
export function postForm<E extends Endpoint>(endpoint: E, form: FormData) {
  return { url: `/${endpoint.path}`, method: 'POST', body: form } as const;
}
