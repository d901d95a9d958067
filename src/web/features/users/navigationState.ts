/** The user opened on /addnewuser, passed by the list in the navigation state `{ id }` (an sso id). */
export function userIdFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  const { id } = state;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The navigation state that opens a user on /addnewuser. */
export function editUserState(id: string): { id: string } {
  return { id };
}
