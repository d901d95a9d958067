import { supportEndpoints as e, type TicketRow } from '../../src/shared/contract/support';
import type { CurrentUser } from '../../src/shared/contract/session';
import type { FakeHandler } from '../shell/fakeApi';
import { answeredFor, answering } from '../users/fakeServer';

/** Two open tickets (one unassigned and unresolved) and a closed one the staff see with the toggle. */
function row(id: number, overrides: Partial<TicketRow> = {}): TicketRow {
  return {
    id,
    title: 'Invoice upload keeps failing',
    ticket_type: 1,
    ticket_type_text: 'Issue',
    priority: 3,
    priority_text: 'High',
    details: 'The PDF is refused.',
    module: null,
    module_text: null,
    status: 1,
    status_text: 'Open',
    createdBy: { cu_first_name: 'Carla', cu_last_name: 'Client' },
    assignedto: null,
    assigned_user_id: null,
    created_at: '2026-11-02T15:00:00.000Z',
    requested_date: '2026-11-02T15:00:00.000Z',
    resolution_date: null,
    ...overrides,
  };
}

export function supportHandlers(user: CurrentUser): Record<string, FakeHandler> {
  const rows: TicketRow[] = [
    row(1),
    row(2, {
      title: 'Remittance address',
      assignedto: { au_first_name: 'Ada', au_last_name: 'Admin' },
      assigned_user_id: 'a1',
    }),
    row(3, {
      title: 'Password reset mail',
      status: 0,
      status_text: 'Closed',
      resolution_date: '2026-11-01T10:00:00.000Z',
    }),
  ];
  return {
    [e.fetch.path]: answering(e.fetch, (body) => {
      const data = rows.filter((r) => body.include_close === true || r.status !== 0);
      return answeredFor(e.fetch, user, {
        tickets: { data, total: data.length, last_page: 1, current_page: 1 },
      });
    }),
    [e.create.path]: answering(e.create, () =>
      answeredFor(e.create, user, { message: 'Ticket has been created successfully.', id: 4 }),
    ),
    [e.changeStatus.path]: answering(e.changeStatus, (body) => {
      const found = rows.find((r) => r.id === body.id[0]);
      if (found)
        Object.assign(found, { status: body.status, status_text: body.status === 0 ? 'Closed' : 'Open' });
      return answeredFor(e.changeStatus, user, { message: 'Ticket status has been updated successfully.' });
    }),
  };
}
