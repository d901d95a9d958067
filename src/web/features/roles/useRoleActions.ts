import type { AssignedUser, RoleRow } from '../../../shared/contract/roles';
import { messages } from '../../../shared/messages';
import type { TableAction } from '../../kit/tableTypes';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirmPresets, useConfirm } from '../../kit/useConfirm';
import { onlyOne, onlyOneThat } from '../../kit/onlyOne';
import { useStatusToggle } from '../../kit/useStatusToggle';
import { useDeleteRoleMutation, useSetRoleStatusMutation } from './api';
import { roleHoldersOf } from './roleHolders';

/** Built-in roles are never deleted, and view-only ones never deactivated (the server refuses both). */
export const mayDeleteRole = (role: RoleRow): boolean => !role.is_built_in;
export const mayChangeRoleStatus = (role: RoleRow): boolean => !(role.view_only && role.is_active);

/**
 * The /rolesrights kebab: Delete Role (after 'Are you sure, you want to delete?'; a role still held
 * by users hands them to `onRoleHeld` so they can be reassigned first) and Change Status.
 */
export function useRoleActions(
  onRoleHeld: (role: RoleRow, holders: AssignedUser[]) => void,
): TableAction<RoleRow>[] {
  const confirm = useConfirm();
  const [deleteRole] = useDeleteRoleMutation();
  const [setRoleStatus] = useSetRoleStatusMutation();
  const changeStatus = useStatusToggle<RoleRow>({
    title: messages.user.changeStatus,
    right: 'role_status_change',
    enabled: onlyOneThat(mayChangeRoleStatus),
    question: (role) => messages.role.changeStatusQuestion(role.role_name, role.is_active),
    change: (role) => setRoleStatus({ role_id: role.id, status: role.is_active ? 0 : 1 }).unwrap(),
  });

  const handleDelete = async (selected: readonly RoleRow[]) => {
    const role = onlyOne(selected);
    if (!role || !(await confirm(confirmPresets.delete))) return;
    try {
      await deleteRole({ role_id: role.id }).unwrap();
      const toast = messages.crud.deleted('Role');
      void toastSuccess(toast.title, toast.message);
    } catch (error) {
      const holders = roleHoldersOf(error);
      if (holders) onRoleHeld(role, holders);
      else void toastFromError(error, messages.titles.deletionFailed);
    }
  };

  return [
    {
      id: 'delete-role',
      label: messages.role.deleteRole,
      icon: 'trash',
      intent: 'danger',
      right: 'delete_role',
      enabled: onlyOneThat(mayDeleteRole),
      onSelect: (selected) => void handleDelete(selected),
    },
    changeStatus,
  ];
}
