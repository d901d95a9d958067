/** What other features use of the schedules area besides its screens. */
export { scheduleDetail } from './scheduleDetail';
