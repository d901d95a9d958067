/** The prospect opened on /addprospect, passed in the navigation state `{ id }` (its numeric id). */
export function prospectIdFromState(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  const id = Number(state.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The navigation state that opens a prospect on /addprospect. */
export function editProspectState(id: number): { id: number } {
  return { id };
}
