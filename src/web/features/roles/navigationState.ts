/** The role opened on /editrole, passed by the list in the navigation state `{ id }`. */
export function roleIdFromState(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  const { id } = state;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The navigation state that opens a role on /editrole. */
export function editRoleState(id: number): { id: number } {
  return { id };
}
