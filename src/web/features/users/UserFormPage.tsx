import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { FormPage } from '../../kit/FormPage';
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
  const held = useHeldRights();
  const id = userIdFromState(location.state);
  const mayOpen = id === null ? held.has('add_new_user') : held.has('user_selection');
  const { data: user, isLoading, isError } = useGetUserForEditQuery(mayOpen && id !== null ? id : skipToken);

  if (!mayOpen) return <Navigate to="/userindex" replace />;

  const title = id === null ? messages.user.addNew : messages.user.edit;
  const editing = id !== null;
  return (
    <FormPage
      title={title}
      list={{ text: messages.user.userProfiles, to: '/userindex' }}
      loading={editing && isLoading}
      failed={editing && isError}
      missing={editing && !user}
    >
      <UserForm key={user?.sso_id ?? 'new'} user={user ?? null} canSave={held.has('add_new_user')} />
    </FormPage>
  );
}
