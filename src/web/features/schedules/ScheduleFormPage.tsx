import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { FormPage } from '../../kit/FormPage';
import { viewerKindOf } from '../../session/viewerKind';
import { useGetScheduleQuery } from './api';
import { scheduleIdFromState } from './navigationState';
import { ScheduleForm } from './ScheduleForm';

/**
 * /addnewscheduleofassignment (spec part 2 §2, §4): Add New Schedule, or Edit Schedule for the id
 * in the navigation state (View Schedule once it is deleted). Adding needs add_new_schedule and
 * opening one schedule_selection; without them the user goes back to the list.
 */
export function ScheduleFormPage() {
  const location = useLocation();
  const user = useCurrentUser();
  const held = useHeldRights();
  const forClientUser = viewerKindOf(user) === 'client';
  const id = scheduleIdFromState(location.state);
  const mayOpen = id === null ? held.has('add_new_schedule') : held.has('schedule_selection');
  const { data: schedule, isLoading, isError } = useGetScheduleQuery(mayOpen && id !== null ? id : skipToken);

  if (!mayOpen) return <Navigate to="/scheduleofassignment" replace />;

  const title =
    id === null
      ? messages.schedule.addNew
      : schedule?.deleted_at
        ? messages.schedule.view
        : messages.schedule.edit;
  return (
    <FormPage
      title={title}
      list={{ text: messages.schedule.scheduleOfAssignment, to: '/scheduleofassignment' }}
      loading={id !== null && isLoading}
      failed={id !== null && isError}
      missing={id !== null && !schedule}
    >
      <ScheduleForm
        key={schedule?.id ?? 'new'}
        schedule={schedule ?? null}
        forClientUser={forClientUser}
        companyId={forClientUser ? user.company_id : null}
        canSave={id === null ? held.has('add_new_schedule') : held.has('schedule_selection')}
      />
    </FormPage>
  );
}
