import { useMemo, useState } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import type { AssignedUser, RoleRow } from '../../../shared/contract/roles';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';
import { SelectField } from '../../kit/SelectField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useAssignUsersToRoleMutation, useDeleteRoleMutation, useGetReassignTargetsQuery } from './api';
import { roleHoldersOf } from './roleHolders';

export interface ReassignUsersDialogProps {
  /** The role whose delete was refused. */
  role: RoleRow;
  /** The users holding it, from the refusal. */
  holders: readonly AssignedUser[];
  /** Closes the dialog (after the delete, or when the user gives up). */
  onClose: () => void;
}

type Target = RoleRow;

/** Who holds the role: the users the dialog moves. */
const holderColumns: readonly CompactColumn<AssignedUser>[] = [
  { title: messages.fields.fullName, cell: (user) => user.full_name },
  { title: messages.fields.email, cell: (user) => user.email },
  { title: messages.fields.username, cell: (user) => user.username },
];

/**
 * A role held by users cannot be deleted (spec part 1 §4): the dialog lists them and offers to move
 * them to another role (user/assign) and then delete the role again.
 */
export function ReassignUsersDialog({ role, holders: firstHolders, onClose }: ReassignUsersDialogProps) {
  const [holders, setHolders] = useState<readonly AssignedUser[]>(firstHolders);
  const [target, setTarget] = useState<Target | null>(null);
  const { data, isFetching } = useGetReassignTargetsQuery();
  const [assignUsers, { isLoading: assigning }] = useAssignUsersToRoleMutation();
  const [deleteRole, { isLoading: deleting }] = useDeleteRoleMutation();
  const busy = assigning || deleting;
  const targets = useMemo(
    () => (data?.data ?? []).filter((candidate) => candidate.id !== role.id),
    [data, role.id],
  );

  const handleReassignAndDelete = async () => {
    if (!target) return;
    try {
      const assigned = await assignUsers({
        role_id: target.id,
        users: holders.map((user) => user.sso_id),
      }).unwrap();
      void toastSuccess(messages.crud.assigned('Users').title, assigned.message);
    } catch (error) {
      void toastFromError(error, messages.titles.assignmentFailed);
      return;
    }
    try {
      await deleteRole({ role_id: role.id }).unwrap();
      const toast = messages.crud.deleted('Role');
      void toastSuccess(toast.title, toast.message);
      onClose();
    } catch (error) {
      // Someone was given the role meanwhile: show who, and let the user move them too.
      const stillHolding = roleHoldersOf(error);
      if (stillHolding) setHolders(stillHolding);
      else void toastFromError(error, messages.titles.deletionFailed);
    }
  };

  return (
    <AppDialog
      isOpen
      size="lg"
      title={`${messages.role.reassignTitle}: ${role.role_name}`}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button text={messages.common.cancel} onClick={onClose} disabled={busy} />
          <Button
            intent={Intent.DANGER}
            text={messages.role.reassignAndDelete}
            disabled={target === null}
            loading={busy}
            onClick={() => void handleReassignAndDelete()}
          />
        </>
      }
    >
      <Callout intent={Intent.WARNING}>{messages.role.reassignUsers}</Callout>
      <CompactTable
        label={messages.role.reassignTitle}
        columns={holderColumns}
        rows={holders}
        rowKey={(user) => user.sso_id}
      />
      <SelectField<Target>
        label={messages.role.reassignTo}
        required
        items={targets}
        value={target}
        onChange={setTarget}
        itemLabel={(candidate) => candidate.role_name}
        itemKey={(candidate) => candidate.id}
        loading={isFetching}
        disabled={busy}
      />
    </AppDialog>
  );
}
