import { useMemo } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { searchDebounceMs } from '../../../shared/constants';
import type { ScheduleRow } from '../../../shared/contract/schedules';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { useListWorkspace } from '../../session/listWorkspace';
import { DataTable } from '../../kit/DataTable';
import { PageHeader } from '../../kit/PageHeader';
import { useTableQuery } from '../../kit/useTableQuery';
import { viewerKindOf } from '../../session/viewerKind';
import { DeleteScheduleDialog } from './DeleteScheduleDialog';
import { VerifyScheduleDialog } from './VerifyScheduleDialog';
import { useGetSchedulesQuery } from './api';
import { editScheduleState } from './navigationState';
import { scheduleColumns } from './scheduleColumns';
import { scheduleListRequest } from './scheduleListRequest';
import { useScheduleActions } from './useScheduleActions';
import { workspaceMessages } from '../../../shared/workspaceMessages';
import { ScheduleDetailPanel } from './lazyScheduleDetailPanel';

/**
 * /scheduleofassignment (spec part 2 §2, §4 Schedule lifecycle): the schedules the user may see,
 * searched by client, schedule no and net funding; deleted and terminated ones with the toggle
 * (not for client users); Verify Schedule, Download as PDF and Delete Schedule on exactly one live
 * schedule; a row opens the schedule for a user holding schedule_selection.
 */
export function ScheduleListPage() {
  const workspace = useListWorkspace('schedules');
  const navigate = useNavigate();
  const held = useHeldRights();
  const forClientUser = viewerKindOf(useCurrentUser()) === 'client';
  const columns = useMemo(() => scheduleColumns(forClientUser), [forClientUser]);
  const query = useTableQuery({ columns, withIncludeToggle: !forClientUser });
  const { data, isFetching, refetch } = useGetSchedulesQuery(scheduleListRequest(query.request));
  const { actions, workflow, closeWorkflow } = useScheduleActions();

  const handleClosed = (changed: boolean) => {
    closeWorkflow();
    if (changed) void refetch();
  };

  return (
    <>
      <PageHeader
        title={messages.schedule.scheduleOfAssignment}
        breadcrumbs={[{ text: messages.schedule.scheduleOfAssignment }]}
        actions={
          held.has('add_new_schedule') ? (
            <Button
              intent={Intent.PRIMARY}
              icon="add"
              text={messages.schedule.addNew}
              onClick={() => navigate('/addnewscheduleofassignment')}
            />
          ) : undefined
        }
      />
      <DataTable
        {...workspace}
        detail={{
          title: (row) => workspaceMessages.schedule.title(row.schedule_no),
          render: (row) => <ScheduleDetailPanel scheduleId={row.id} />,
        }}
        label={messages.schedule.scheduleOfAssignment}
        columns={columns}
        rows={data?.data}
        rowKey={(row) => row.id}
        total={data?.total ?? 0}
        totalEstimated={data?.total_estimated}
        lastPage={data?.last_page ?? 1}
        loading={isFetching}
        query={query}
        searchPlaceholder={messages.schedule.searchPlaceholder}
        searchDebounceMs={searchDebounceMs.schedules}
        includeToggleLabel={forClientUser ? undefined : messages.schedule.includeDeleted}
        rowState={(row: ScheduleRow) =>
          row.is_deleted ? 'deleted' : row.is_terminated ? 'terminated' : undefined
        }
        selectable
        actions={actions}
        heldRights={held}
        onRowClick={
          held.has('schedule_selection')
            ? (row) => navigate('/addnewscheduleofassignment', { state: editScheduleState(row.id) })
            : undefined
        }
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
