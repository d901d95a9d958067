import { kitClasses } from '../../kit/kitClasses';
import './schedules.css';

/** Class names of the schedule form's own layout (styled in schedules.css). */
export const scheduleClasses = {
  row: 'fd-schedule-row',
  rowHeader: kitClasses.spreadRow,
  head: 'fd-schedule-head',
  notes: 'fd-schedule-notes',
} as const;
