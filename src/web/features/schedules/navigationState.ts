import { navigationField, recordId } from '../../kit/navigationState';

/** The schedule opened on /addnewscheduleofassignment: `{ id }` in the navigation state. */
export const { read: scheduleIdFromState, write: editScheduleState } = navigationField('id', recordId);
