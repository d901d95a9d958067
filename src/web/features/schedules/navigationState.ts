/** The schedule opened on /addnewscheduleofassignment: `{ id }` in the navigation state. */
export function scheduleIdFromState(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  const { id } = state;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The navigation state that opens a schedule on /addnewscheduleofassignment. */
export function editScheduleState(id: number): { id: number } {
  return { id };
}
