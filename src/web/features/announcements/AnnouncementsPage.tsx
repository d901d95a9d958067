import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import type { AnnouncementRow } from '../../../shared/contract/announcements';
import { announcementMessages as M } from '../../../shared/messages/announcements';
import { listRequestOf } from '../../kit/listRequest';
import type { TableAction } from '../../kit/tableTypes';
import { confirm, confirmPresets } from '../../kit/useConfirm';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { AnnouncementDialog } from './AnnouncementDialog';
import { announcementColumns } from './announcementColumns';
import { useAnnouncementsQuery, useDeleteAnnouncementsMutation } from './api';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; row: AnnouncementRow } | null;

/**
 * /annoucements (spec part 3 §2, §4, §5): the announcements searched by title, with the column
 * picker, multi-select and the kebab's Delete (confirmed); Add New Announcement for holders of
 * add_new_announcement; a row opens its edit for holders of announcement_selection.
 */
export function AnnouncementsPage() {
  const held = useHeldRights();
  const list = useList('announcements', announcementColumns);
  const { data, isFetching } = useAnnouncementsQuery(listRequestOf(list.query.request, [], () => ({})));
  const [remove, { isLoading: deleting }] = useDeleteAnnouncementsMutation();
  const [open, setOpen] = useState<OpenDialog>(null);

  const actions: TableAction<AnnouncementRow>[] = [
    {
      id: 'delete',
      label: 'Delete',
      icon: 'trash',
      right: 'delete_announcement',
      enabled: (selected) => !deleting && selected.length > 0,
      onSelect: (selected) =>
        void (async () => {
          if (!(await confirm(confirmPresets.delete))) return;
          try {
            await remove({ id: selected.map((row) => row.id) }).unwrap();
            void toastSuccess(M.deleted.title, M.deleted.message);
          } catch (error) {
            void toastFromError(error);
          }
        })(),
    },
  ];
  const openRow = held.has('announcement_selection')
    ? (row: AnnouncementRow) => setOpen({ kind: 'edit', row })
    : undefined;

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data, isFetching }}
        title={M.announcements}
        above={
          held.has('add_new_announcement') && (
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
        selectable={held.has('announcement_selection') || held.has('delete_announcement')}
        actions={actions}
        onRowClick={openRow}
      />
      {open && (
        <AnnouncementDialog editing={open.kind === 'edit' ? open.row : null} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
