import { useMemo, useState } from 'react';
import { searchDebounceMs } from '../../../shared/constants';
import { fundingSortColumns, type FundingSchedule } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { lifecycleState } from '../../kit/tableTypes';
import { listRequestOf } from '../../kit/listRequest';
import { useFundingSchedulesQuery } from './api';
import { fundingColumns } from './fundingColumns';
import { FundingDetailDialog } from './FundingDetailDialog';
import { useFundingActions } from './useFundingActions';
import { scheduleDetail } from '../schedules/shared';

/**
 * /scheduleoffunding (spec part 2 §2 Schedule of funding): verified schedules with their funding
 * state, searched by client, schedule no and net funding; the include toggle (not for clients) adds
 * deleted schedules and those of terminated clients. A row opens the full-screen detail for a user
 * holding the selection right; the kebab posts payments, shows them and reverts.
 */
export function ScheduleOfFundingPage() {
  const user = useCurrentUser();
  const held = useHeldRights();
  const isClient = user.role.role_type === 'client';
  const columns = useMemo(() => fundingColumns(isClient), [isClient]);
  const list = useList('schedule-of-funding', columns, { withIncludeToggle: !isClient });
  const { data, isFetching } = useFundingSchedulesQuery({
    ...listRequestOf(list.query.request, fundingSortColumns, () => ({})),
    ...(isClient ? {} : { show_all: list.query.request.show_all ?? false }),
  });
  const { actions, dialog } = useFundingActions();
  const [opened, setOpened] = useState<number | null>(null);
  const canOpen = held.has('schedule_of_funding_selection') || held.has('schedule_selection');

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data: data?.schedules, isFetching }}
        title={messages.funding.scheduleOfFunding}
        detail={scheduleDetail}
        rowKey={(row) => row.id}
        searchPlaceholder={messages.funding.screens.searchPlaceholder}
        // Schedules by another list's name: the spec's schedules pause.
        searchDebounceMs={searchDebounceMs.schedules}
        includeToggleLabel={isClient ? undefined : messages.funding.screens.includeTerminated}
        rowState={(row) => lifecycleState(row.deleted_at !== null, row.is_terminated)}
        selectable={(row: FundingSchedule) => row.deleted_at === null}
        actions={actions}
        onRowClick={canOpen ? (row) => setOpened(row.id) : undefined}
      />
      {opened !== null && <FundingDetailDialog scheduleId={opened} onClose={() => setOpened(null)} />}
      {dialog}
    </>
  );
}
