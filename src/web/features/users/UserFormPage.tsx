import { useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useRecordPageAccess } from '../../session/useRecordPageAccess';
import { RecordFormPage } from '../../kit/RecordFormPage';
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
  const id = userIdFromState(location.state);
  const { held, mayOpen, recordArg } = useRecordPageAccess(id, {
    add: 'add_new_user',
    open: 'user_selection',
  });
  const query = useGetUserForEditQuery(recordArg);
  const user = query.data;

  return (
    <RecordFormPage
      mayOpen={mayOpen}
      record={id === null ? null : query}
      title={id === null ? messages.user.addNew : messages.user.edit}
      list={{ text: messages.user.userProfiles, to: '/userindex' }}
    >
      <UserForm key={user?.sso_id ?? 'new'} user={user ?? null} canSave={held.has('add_new_user')} />
    </RecordFormPage>
  );
}
