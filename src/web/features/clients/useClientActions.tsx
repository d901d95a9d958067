import { Suspense, useState, type ReactNode } from 'react';
import { Intent } from '@blueprintjs/core';
import type { ClientRow, ClientSortColumn } from '../../../shared/contract/clients';
import { messages } from '../../../shared/messages';
import type { ListPageRequest } from '../../kit/listRequest';
import type { TableAction } from '../../kit/tableTypes';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm } from '../../kit/useConfirm';
import { DebtorImportDialog } from '../debtors';
import { useDeleteClientMutation, useExportClientsMutation } from './api';
import { clientsCsv, downloadCsv } from './clientsCsv';
import { TerminateClientDialog } from './TerminateClientDialog';

const C = messages.clients;

type OpenDialog = { kind: 'import' } | { kind: 'terminate'; client: ClientRow } | null;

/** Live: neither terminated nor deleted, so it may still be terminated or deleted. */
const isLive = (row: ClientRow) => !row.is_terminated && !row.deleted;
const exactlyOneLive = (selected: readonly ClientRow[]) => selected.length === 1 && selected.every(isLive);

export interface ClientActions {
  actions: TableAction<ClientRow>[];
  dialog: ReactNode;
}

/**
 * The /ClientIndex kebab (spec part 1 §2.5): Export (the list as filtered), Import (the debtors of
 * clients, by the debtor import: docs/decisions/0026-clients.md), Terminate and Delete (one live
 * client at a time, each irreversible).
 */
export function useClientActions(
  held: ReadonlySet<string>,
  request: ListPageRequest<ClientSortColumn> & { show_all: boolean },
): ClientActions {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [fetchAll] = useExportClientsMutation();
  const [remove] = useDeleteClientMutation();
  const close = () => setOpen(null);

  const exportList = async () => {
    try {
      const answer = await fetchAll({ ...request, page: 1, per_page: 0 }).unwrap();
      downloadCsv(clientsCsv(answer.clients.data), C.screens.exportFileName);
    } catch (error) {
      void toastFromError(error);
    }
  };

  const deleteClient = async (client: ClientRow) => {
    if (!(await confirm({ message: C.screens.deleteConfirm, intent: Intent.DANGER }))) return;
    try {
      const answer = await remove({ id: client.id, status: 4 }).unwrap();
      void toastSuccess(messages.crud.deleted('Client').title, answer.message);
    } catch (error) {
      void toastFromError(error, messages.titles.deletionFailed);
    }
  };

  const actions: TableAction<ClientRow>[] = [
    {
      id: 'export',
      label: C.export,
      icon: 'export',
      right: 'view_clients',
      onSelect: () => void exportList(),
    },
    // Importing files new debtors: the debtor import's own rights.
    ...(held.has('add_new_debtor') && held.has('debtor_profile')
      ? [
          {
            id: 'import',
            label: C.import,
            icon: 'import',
            onSelect: () => setOpen({ kind: 'import' }),
          } satisfies TableAction<ClientRow>,
        ]
      : []),
    {
      id: 'terminate',
      label: C.terminate,
      icon: 'disable',
      right: 'client_status_change',
      enabled: exactlyOneLive,
      onSelect: (selected) => {
        const [client] = selected;
        if (client) setOpen({ kind: 'terminate', client });
      },
    },
    {
      id: 'delete',
      label: C.delete,
      icon: 'trash',
      intent: Intent.DANGER,
      right: 'delete_client',
      enabled: exactlyOneLive,
      onSelect: (selected) => {
        const [client] = selected;
        if (client) void deleteClient(client);
      },
    },
  ];

  let dialog: ReactNode = null;
  if (open?.kind === 'import') {
    dialog = (
      <Suspense fallback={null}>
        <DebtorImportDialog onClose={close} />
      </Suspense>
    );
  }
  if (open?.kind === 'terminate') dialog = <TerminateClientDialog client={open.client} onClose={close} />;
  return { actions, dialog };
}
