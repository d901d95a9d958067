import { navigationField, recordId } from '../../kit/navigationState';

const brokerState = navigationField('id', recordId);

/** The navigation state that opens a broker on /brokerdetails. */
export const editBrokerState = brokerState.write;

/**
 * The broker a screen opens: `{ id }` in the navigation state (the list, a notification) or
 * `?id=` in the address (the agreement's way back, a shared link). Null when neither names one.
 */
export function brokerIdFrom(state: unknown, search: URLSearchParams): number | null {
  const fromState = brokerState.read(state);
  if (fromState !== null) return fromState;
  const fromQuery = search.get('id');
  if (fromQuery === null || !/^\d{1,9}$/.test(fromQuery)) return null;
  const id = Number(fromQuery);
  return id > 0 ? id : null;
}

/** The address of a broker's referral agreement. */
export function agreementPath(id: number): string {
  return `/terms&conditions?id=${id}`;
}

/** The address of a broker's page, as the agreement's back icon opens it. */
export function brokerDetailsPath(id: number): string {
  return `/brokerdetails?id=${id}`;
}
