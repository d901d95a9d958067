/** The debtor /editdebtor opens: the list, a client's page and notifications pass `{ id, prospect_id }`. */
export interface DebtorOfClient {
  /** The debtor. */
  id: number;
  /** The client holding it. */
  prospect_id: number;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The debtor named by the navigation state; null when it names none. */
export function debtorFromState(state: unknown): DebtorOfClient | null {
  if (typeof state !== 'object' || state === null) return null;
  const { id, prospect_id: prospectId } = state as Record<string, unknown>;
  return isId(id) && isId(prospectId) ? { id, prospect_id: prospectId } : null;
}

/** The navigation state that opens a debtor of a client on /editdebtor. */
export function editDebtorState(id: number, prospectId: number): DebtorOfClient {
  return { id, prospect_id: prospectId };
}
