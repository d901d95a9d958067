import { useMemo, useState } from 'react';
import { searchDebounceMs } from '../../../shared/constants';
import { fundingSortColumns, type FundingSchedule } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { useListWorkspace } from '../../session/listWorkspace';
import { DataTable } from '../../kit/DataTable';
import { listRequestOf } from '../../kit/listRequest';
import { PageHeader } from '../../kit/PageHeader';
import { useTableQuery } from '../../kit/useTableQuery';
import { useFundingSchedulesQuery } from './api';
import { fundingColumns } from './fundingColumns';
import { FundingDetailDialog } from './FundingDetailDialog';
import { useFundingActions } from './useFundingActions';
import { workspaceMessages } from '../../../shared/workspaceMessages';
import { ScheduleDetailPanel } from '../schedules';

/**
 * /scheduleoffunding (spec part 2 §2 Schedule of funding): verified schedules with their funding
 * state, searched by client, schedule no and net funding; the include toggle (not for clients) adds
 * deleted schedules and those of terminated clients. A row opens the full-screen detail for a user
 * holding the selection right; the kebab posts payments, shows them and reverts.
 */
export function ScheduleOfFundingPage() {
  const workspace = useListWorkspace('schedule-of-funding');
  const user = useCurrentUser();
  const held = useHeldRights();
  const isClient = user.role.role_type === 'client';
  const columns = useMemo(() => fundingColumns(isClient), [isClient]);
  const query = useTableQuery({ columns, withIncludeToggle: !isClient });
  const { data, isFetching } = useFundingSchedulesQuery({
    ...listRequestOf(query.request, fundingSortColumns, () => ({})),
    ...(isClient ? {} : { show_all: query.request.show_all ?? false }),
  });
  const { actions, dialog } = useFundingActions();
  const [opened, setOpened] = useState<number | null>(null);
  const canOpen = held.has('schedule_of_funding_selection') || held.has('schedule_selection');

  return (
    <>
      <PageHeader
        title={messages.funding.scheduleOfFunding}
        breadcrumbs={[{ text: messages.funding.scheduleOfFunding }]}
      />
      <DataTable
        {...workspace}
        detail={{
          title: (row) => workspaceMessages.schedule.title(row.schedule_no),
          render: (row) => <ScheduleDetailPanel scheduleId={row.id} />,
        }}
        label={messages.funding.scheduleOfFunding}
        columns={columns}
        rows={data?.schedules.data}
        rowKey={(row) => row.id}
        total={data?.schedules.total ?? 0}
        totalEstimated={data?.schedules.total_estimated}
        lastPage={data?.schedules.last_page ?? 1}
        loading={isFetching}
        query={query}
        searchPlaceholder={messages.funding.screens.searchPlaceholder}
        searchDebounceMs={searchDebounceMs.schedules}
        includeToggleLabel={isClient ? undefined : messages.funding.screens.includeTerminated}
        rowState={(row) =>
          row.deleted_at !== null ? 'deleted' : row.is_terminated ? 'terminated' : undefined
        }
        selectable={(row: FundingSchedule) => row.deleted_at === null}
        actions={actions}
        heldRights={held}
        onRowClick={canOpen ? (row) => setOpened(row.id) : undefined}
      />
      {opened !== null && <FundingDetailDialog scheduleId={opened} onClose={() => setOpened(null)} />}
      {dialog}
    </>
  );
}
