import { creditRequestKinds } from '../../../shared/constants';
import { creditRequestStatus, type CreditRequestRow } from '../../../shared/contract/creditRequests';
import type { RightId } from '../../../shared/rights';
import { messages } from '../../../shared/messages';

const M = messages.creditRequest;

/** Client credit requests raise a client's limit; debtor credit requests a client–debtor pair's. */
export type CreditRequestKind = 'client' | 'debtor';

export interface KindDef {
  title: string;
  path: string;
  wire: 0 | 1;
  searchPlaceholder: string;
  rights: { view: RightId; add: RightId; approve: RightId; deny: RightId; selection: RightId };
}

export const kindDefs: Record<CreditRequestKind, KindDef> = {
  client: {
    title: M.clientRequests,
    path: '/clientrequest',
    wire: creditRequestKinds.client,
    searchPlaceholder: M.searchClient,
    rights: {
      view: 'view_client_requests',
      add: 'add_new_client_request',
      approve: 'approve_client_request',
      deny: 'deny_client_request',
      selection: 'client_request_selection',
    },
  },
  debtor: {
    title: M.debtorRequests,
    path: '/debtorrequest',
    wire: creditRequestKinds.debtor,
    searchPlaceholder: M.searchDebtor,
    rights: {
      view: 'view_debtor_requests',
      add: 'add_new_debtor_request',
      approve: 'approve_debtor_request',
      deny: 'deny_debtor_request',
      selection: 'debtor_request_selection',
    },
  },
};

export function kindOfRow(row: Pick<CreditRequestRow, 'debtor_id'>): CreditRequestKind {
  return row.debtor_id === null ? 'client' : 'debtor';
}

/**
 * Whether Approve and Deny may take the selection (spec part 2 §4): something selected, every
 * request of one status, none already approved or denied.
 */
export function decidable(selected: readonly Pick<CreditRequestRow, 'status' | 'deleted'>[]): boolean {
  if (selected.length === 0) return false;
  const statuses = new Set(selected.map((row) => row.status));
  return (
    statuses.size === 1 && selected.every((row) => row.status === creditRequestStatus.pending && !row.deleted)
  );
}
