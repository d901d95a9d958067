import { useCallback, useMemo, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import type { PolicyRow } from '../../../shared/contract/policies';
import { policyMessages as M } from '../../../shared/messages/announcements';
import { openInNewTab } from '../../api/openInNewTab';
import { listRequestOf } from '../../kit/listRequest';
import { lifecycleState, type TableAction } from '../../kit/tableTypes';
import { toastError, toastSuccess } from '../../kit/toast';
import { confirm, confirmPresets } from '../../kit/useConfirm';
import { useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { useDeletePoliciesMutation, usePoliciesQuery, usePolicyFileUrlMutation } from './api';
import { PolicyDialog } from './PolicyDialog';
import { policyColumns } from './policyColumns';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; row: PolicyRow } | null;

/**
 * /policies (spec part 3 §2, §4, §5, §8): the policies searched by title, deleted ones with
 * 'Include deleted policies', the column chooser, Delete (confirmed) for holders of
 * delete_policies, Add New Policy for holders of add_new_policies, and a row's edit for holders of
 * policies_selection (a deleted one does not open).
 */
export function PoliciesPage() {
  const held = useHeldRights();
  const [fetchFile] = usePolicyFileUrlMutation();
  const openFile = useCallback(
    (row: PolicyRow) => void openInNewTab(() => fetchFile({ id: row.id }).unwrap()),
    [fetchFile],
  );
  const columns = useMemo(() => policyColumns(openFile), [openFile]);
  const list = useList('policies', columns, { withIncludeToggle: true });
  const { data, isFetching } = usePoliciesQuery({
    ...listRequestOf(list.query.request, [], () => ({})),
    show_all: list.query.request.show_all ?? false,
  });
  const [remove, { isLoading: deleting }] = useDeletePoliciesMutation();
  const [open, setOpen] = useState<OpenDialog>(null);

  const actions: TableAction<PolicyRow>[] = [
    {
      id: 'delete',
      label: 'Delete',
      icon: 'trash',
      right: 'delete_policies',
      enabled: (selected) => !deleting && selected.length > 0 && selected.every((row) => !row.deleted),
      onSelect: (selected) =>
        void (async () => {
          if (!(await confirm(confirmPresets.delete))) return;
          try {
            await remove({ ids: selected.map((row) => row.id) }).unwrap();
            void toastSuccess(M.deleted.title, M.deleted.message);
          } catch {
            void toastError(M.serverError);
          }
        })(),
    },
  ];
  const openRow = held.has('policies_selection')
    ? (row: PolicyRow) => {
        if (!row.deleted) setOpen({ kind: 'edit', row });
      }
    : undefined;

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data, isFetching }}
        title={M.policies}
        above={
          held.has('add_new_policies') && (
            <div>
              <Button
                icon="plus"
                intent={Intent.PRIMARY}
                text={M.addNew}
                onClick={() => setOpen({ kind: 'add' })}
              />
            </div>
          )
        }
        rowKey={(row) => row.id}
        searchPlaceholder={M.searchPlaceholder}
        includeToggleLabel={M.includeDeleted}
        rowState={(row) => lifecycleState(row.deleted, false)}
        selectable={(row) => !row.deleted}
        actions={actions}
        onRowClick={openRow}
      />
      {open && (
        <PolicyDialog editing={open.kind === 'edit' ? open.row : null} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
