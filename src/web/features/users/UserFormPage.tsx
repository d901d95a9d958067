import { Button } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../app/currentUser';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { useGetUserForEditQuery } from './api';
import { userIdFromState } from './navigationState';
import { UserForm } from './UserForm';

/**
 * /addnewuser (spec part 1 §2.7): Add New User, or Edit User for the id in the navigation state.
 * Adding needs add_new_user and opening a user needs user_selection; without them the user is
 * sent back to /userindex. Editing without add_new_user shows the user read-only.
 */
export function UserFormPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const held = useHeldRights();
  const id = userIdFromState(location.state);
  const mayOpen = id === null ? held.has('add_new_user') : held.has('user_selection');
  const { data: user, isLoading, isError } = useGetUserForEditQuery(mayOpen && id !== null ? id : skipToken);

  if (!mayOpen) return <Navigate to="/userindex" replace />;

  const title = id === null ? messages.user.addNew : messages.user.edit;
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[{ text: messages.user.userProfiles, to: '/userindex' }, { text: title }]}
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
  if (id !== null && (isError || !user)) {
    return (
      <>
        {header}
        <EmptyState
          title={isError ? messages.generic.failure : messages.http.notFound}
          icon="error"
          action={<Button text={messages.common.back} onClick={() => navigate('/userindex')} />}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <UserForm key={user?.sso_id ?? 'new'} user={user ?? null} canSave={held.has('add_new_user')} />
    </>
  );
}
