import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import {
  ticketLimits,
  ticketSortColumns,
  ticketStatus,
  type TicketRow,
} from '../../../shared/contract/support';
import { supportMessages } from '../../../shared/messages/support';
import { listRequestOf } from '../../kit/listRequest';
import type { TableAction } from '../../kit/tableTypes';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { ListScreen, useList } from '../../session/ListScreen';
import { AddTicketDialog } from './AddTicketDialog';
import { useTicketsQuery } from './api';
import { AssignTicketDialog } from './AssignTicketDialog';
import { ChangeTicketStatusDialog } from './ChangeTicketStatusDialog';
import { ticketColumns } from './supportColumns';
import { TicketDetailsDialog } from './TicketDetailsDialog';

const M = supportMessages.support;
const externalRoles: ReadonlySet<string> = new Set(['client', 'debtor', 'broker']);

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'details'; id: number }
  | { kind: 'assign'; id: number }
  | { kind: 'status'; id: number }
  | null;

/**
 * /supportmain (spec part 3 §2 Support, §4, §8): the tickets the caller may see, searched (at most
 * 30 characters), closed ones greyed and shown with 'Include closed tickets' (staff only). Assign
 * Ticket and Change Status need exactly one selected ticket; a row opens Ticket Details for holders
 * of the selection right.
 */
export function SupportPage() {
  const user = useCurrentUser();
  const held = useHeldRights();
  const external = externalRoles.has(user.role.role_type);
  const list = useList('support', ticketColumns, { withIncludeToggle: !external });
  const { data, isFetching } = useTicketsQuery({
    ...listRequestOf(list.query.request, ticketSortColumns, () => ({})),
    ...(external ? {} : { include_close: list.query.request.show_all ?? false }),
  });
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const only = (selected: readonly TicketRow[]) => selected.length === 1;
  const actions: TableAction<TicketRow>[] = [
    {
      id: 'assign',
      label: M.assignTicket,
      icon: 'person',
      right: 'ticket_assignment',
      enabled: only,
      onSelect: (selected) => selected[0] && setOpen({ kind: 'assign', id: selected[0].id }),
    },
    {
      id: 'status',
      label: M.changeStatus,
      icon: 'exchange',
      right: 'ticket_status_change',
      enabled: only,
      onSelect: (selected) => selected[0] && setOpen({ kind: 'status', id: selected[0].id }),
    },
  ];
  const openRow = held.has('ticket_selection')
    ? (row: TicketRow) => setOpen({ kind: 'details', id: row.id })
    : undefined;

  return (
    <>
      <ListScreen
        list={list}
        answer={{ data, isFetching }}
        title={M.support}
        above={
          held.has('add_new_ticket') && (
            <div>
              <Button
                icon="plus"
                intent={Intent.PRIMARY}
                text={M.addNewTicket}
                onClick={() => setOpen({ kind: 'add' })}
              />
            </div>
          )
        }
        rowKey={(row) => row.id}
        searchPlaceholder="Search"
        searchMaxLength={ticketLimits.searchMax}
        minVisibleColumns={3}
        includeToggleLabel={external ? undefined : M.includeClosed}
        rowState={(row) => (row.status === ticketStatus.closed ? 'inactive' : undefined)}
        selectable
        actions={actions}
        onRowClick={openRow}
      />
      {open?.kind === 'add' && <AddTicketDialog onClose={close} />}
      {open?.kind === 'details' && (
        <TicketDetailsDialog ticketId={open.id} canRespond={held.has('ticket_response')} onClose={close} />
      )}
      {open?.kind === 'assign' && <AssignTicketDialog ticketId={open.id} onClose={close} />}
      {open?.kind === 'status' && (
        <ChangeTicketStatusDialog ticketId={open.id} external={external} onClose={close} />
      )}
    </>
  );
}
