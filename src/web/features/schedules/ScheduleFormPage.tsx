import { Button } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser, useHeldRights } from '../../app/currentUser';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { viewerKindOf } from '../invoices/viewerKind';
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
  const navigate = useNavigate();
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
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[
        { text: messages.schedule.scheduleOfAssignment, to: '/scheduleofassignment' },
        { text: title },
      ]}
    />
  );

  if (id !== null && isLoading) {
    return (
      <>
        {header}
        <LoadingBlock />
      </>
    );
  }
  if (id !== null && (isError || !schedule)) {
    return (
      <>
        {header}
        <EmptyState
          title={isError ? messages.generic.failure : messages.http.notFound}
          icon="error"
          action={<Button text={messages.common.back} onClick={() => navigate('/scheduleofassignment')} />}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <ScheduleForm
        key={schedule?.id ?? 'new'}
        schedule={schedule ?? null}
        forClientUser={forClientUser}
        companyId={forClientUser ? user.company_id : null}
        canSave={id === null ? held.has('add_new_schedule') : held.has('schedule_selection')}
      />
    </>
  );
}
