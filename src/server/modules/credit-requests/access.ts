import type { RightId } from '../../../shared/rights';
import type { Caller } from '../../http/caller';
import { forbidden } from '../../http/errors';
import { messages } from '../../../shared/messages';

/**
 * The rights of each kind of credit request (spec part 2 §6): a client request is viewed, added,
 * approved and denied under the client request rights, a debtor request under the debtor ones.
 */
export type CreditRequestKind = 'client' | 'debtor';

export const kindRights = {
  client: {
    view: 'view_client_requests',
    add: 'add_new_client_request',
    approve: 'approve_client_request',
    deny: 'deny_client_request',
    selection: 'client_request_selection',
  },
  debtor: {
    view: 'view_debtor_requests',
    add: 'add_new_debtor_request',
    approve: 'approve_debtor_request',
    deny: 'deny_debtor_request',
    selection: 'debtor_request_selection',
  },
} as const satisfies Record<CreditRequestKind, Record<string, RightId>>;

/** A request with a debtor is a debtor request. */
export function kindOf(debtorId: number | null | undefined): CreditRequestKind {
  return debtorId === null || debtorId === undefined ? 'client' : 'debtor';
}

/** Refuses a caller without the right this kind of request needs for the action. */
export function assertKindRight(
  caller: Caller,
  kind: CreditRequestKind,
  action: keyof (typeof kindRights)['client'],
): void {
  if (!caller.rights.has(kindRights[kind][action])) throw forbidden(messages.http.forbidden);
}
