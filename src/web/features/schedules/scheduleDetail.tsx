import { workspaceMessages } from '../../../shared/workspaceMessages';
import type { TableDetail } from '../../kit/tableTypes';
import { ScheduleDetailPanel } from './lazyScheduleDetailPanel';

/** A schedule's detail beside a list of schedules (of assignment or of funding). */
export const scheduleDetail: TableDetail<{ id: number; schedule_no: number }> = {
  title: (row) => workspaceMessages.schedule.title(row.schedule_no),
  render: (row) => <ScheduleDetailPanel scheduleId={row.id} />,
};
