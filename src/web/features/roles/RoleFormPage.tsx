import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { FormPage } from '../../kit/FormPage';
import { useGetModuleRightsQuery, useGetRoleRightsQuery } from './api';
import { roleIdFromState } from './navigationState';
import { RoleForm, type RoleFormMode } from './RoleForm';

const titles = {
  add: messages.role.addNew,
  edit: messages.role.edit,
  view: messages.role.view,
} as const satisfies Record<RoleFormMode, string>;

/**
 * /addnewrole and /editrole (spec part 1 §2.7): the role in the navigation state `{ id }` opens as
 * Edit Role, or as View Role when it is view-only (client, debtor, credit analyst, broker, admin)
 * or the user may not save roles.
 */
export function RoleFormPage() {
  const location = useLocation();
  const held = useHeldRights();
  const isEditRoute = location.pathname.toLowerCase().startsWith('/editrole');
  const id = isEditRoute ? roleIdFromState(location.state) : null;
  const modules = useGetModuleRightsQuery();
  const role = useGetRoleRightsQuery(id ?? skipToken);

  if (isEditRoute && id === null) return <Navigate to="/rolesrights" replace />;

  const mode: RoleFormMode =
    id === null ? 'add' : role.data?.view_only || !held.has('add_new_role') ? 'view' : 'edit';
  const loading = modules.isLoading || (id !== null && role.isLoading);
  const failed = modules.isError || (id !== null && role.isError);
  const title = loading ? (id === null ? titles.add : titles.edit) : titles[mode];

  return (
    <FormPage
      title={title}
      list={{ text: messages.role.rolesRights, to: '/rolesrights' }}
      loading={loading}
      failed={failed || !modules.data || (id !== null && !role.data)}
    >
      {modules.data && (
        <RoleForm
          key={role.data?.role_id ?? 'new'}
          mode={mode}
          modules={modules.data}
          role={
            role.data
              ? {
                  id: role.data.role_id,
                  roleName: role.data.role_name,
                  rightIds: role.data.rights.map((right) => right.right_id),
                }
              : null
          }
        />
      )}
    </FormPage>
  );
}
