import { useMemo } from 'react';
import type { ScheduleRow } from '../../../shared/contract/schedules';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { useOpenRecord } from '../../session/useOpenRecord';
import { lifecycleState } from '../../kit/tableTypes';
import { viewerKindOf } from '../../session/viewerKind';
import { DeleteScheduleDialog } from './DeleteScheduleDialog';
import { VerifyScheduleDialog } from './VerifyScheduleDialog';
import { useGetSchedulesQuery } from './api';
import { editScheduleState } from './navigationState';
import { scheduleColumns } from './scheduleColumns';
import { scheduleListRequest } from './scheduleListRequest';
import { useScheduleActions } from './useScheduleActions';
import { scheduleDetail } from './scheduleDetail';

/**
 * /scheduleofassignment (spec part 2 §2, §4 Schedule lifecycle): the schedules the user may see,
 * searched by client, schedule no and net funding; deleted and terminated ones with the toggle
 * (not for client users); Verify Schedule, Download as PDF and Delete Schedule on exactly one live
 * schedule; a row opens the schedule for a user holding schedule_selection.
 */
export function ScheduleListPage() {
  const forClientUser = viewerKindOf(useCurrentUser()) === 'client';
  const columns = useMemo(() => scheduleColumns(forClientUser), [forClientUser]);
  const list = useList('schedules', columns, { withIncludeToggle: !forClientUser });
  const answer = useGetSchedulesQuery(scheduleListRequest(list.query.request));
  const { actions, workflow, closeWorkflow } = useScheduleActions();

  const openSchedule = useOpenRecord(
    ['schedule_selection'],
    '/addnewscheduleofassignment',
    (row: ScheduleRow) => editScheduleState(row.id),
  );
  const handleClosed = (changed: boolean) => {
    closeWorkflow();
    if (changed) void answer.refetch();
  };

  return (
    <>
      <ListScreen
        list={list}
        answer={answer}
        title={messages.schedule.scheduleOfAssignment}
        addNew={{
          rights: ['add_new_schedule'],
          text: messages.schedule.addNew,
          to: '/addnewscheduleofassignment',
        }}
        detail={scheduleDetail}
        rowKey={(row) => row.id}
        searchPlaceholder={messages.schedule.searchPlaceholder}
        includeToggleLabel={forClientUser ? undefined : messages.schedule.includeDeleted}
        rowState={(row: ScheduleRow) => lifecycleState(row.is_deleted, row.is_terminated)}
        selectable
        actions={actions}
        onRowClick={openSchedule}
      />
      {workflow?.kind === 'verify' && (
        <VerifyScheduleDialog
          scheduleId={workflow.schedule.id}
          prospectId={workflow.schedule.prospect_id}
          onClose={handleClosed}
        />
      )}
      {workflow?.kind === 'delete' && (
        <DeleteScheduleDialog
          scheduleId={workflow.schedule.id}
          prospectId={workflow.schedule.prospect_id}
          onClose={handleClosed}
        />
      )}
    </>
  );
}
