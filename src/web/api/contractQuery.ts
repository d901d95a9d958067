import type { Endpoint } from '../../shared/contract/endpoint';
import { objectUrlOf } from './objectUrl';
/** The fetch arguments of a contract endpoint: every call is a POST to its declared path. */
export function post<E extends Endpoint>(endpoint: E, body: unknown) {
  return { url: `/${endpoint.path}`, method: 'POST', body } as const;
}

/** The same for multipart endpoints: the body is a FormData. */
export function postForm<E extends Endpoint>(endpoint: E, form: FormData) {
  return { url: `/${endpoint.path}`, method: 'POST', body: form } as const;
}

/**
 * The same for a call that answers a file: its bytes become an object URL (null where the runtime
 * makes none); a refusal keeps its JSON answer, so the error carries the server's message.
 */
export function postForObjectUrl<E extends Endpoint>(endpoint: E, body: unknown) {
  return {
    ...post(endpoint, body),
    responseHandler: async (response: Response) =>
      response.ok ? objectUrlOf(await response.blob()) : response.json(),
  };
}
