import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { createActor } from 'xstate';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Notification } from '../../src/shared/contract/notifications';
import { messages } from '../../src/shared/messages';
import { AppProviders } from '../../src/web/app/AppProviders';
import { makeStore } from '../../src/web/app/store';
import { clearToasts } from '../../src/web/kit/toast';
import { badgeText } from '../../src/web/features/notifications/badgeText';
import { NotificationBell } from '../../src/web/features/notifications/NotificationBell';
import { NotificationsPage } from '../../src/web/features/notifications/NotificationsPage';
import { liveAppTag, tagsToRefresh } from '../../src/web/session/liveConnection';
import { useLiveConnection } from '../../src/web/session/useLiveConnection';
import { refreshOutcomeOf } from '../../src/web/session/useSessionKeeper';

/** socket.io-client replaced by a socket whose events the test fires. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload?: unknown) => void>();
  return {
    handlers,
    io: vi.fn(() => ({
      on: (event: string, handler: (payload?: unknown) => void) => handlers.set(event, handler),
      removeAllListeners: () => handlers.clear(),
      disconnect: vi.fn(),
    })),
    fire(event: string, payload?: unknown) {
      handlers.get(event)?.(payload);
    },
  };
});
vi.mock('socket.io-client', () => ({ io: socket.io }));

/** A notification as the server answers it. */
function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'invoice_created',
    content: `Invoice ${id} was created.`,
    created_at: new Date(Date.UTC(2026, 0, 1, 9, id)).toISOString(),
    read: false,
    channel: 'notification',
    type_id: 100 + id,
    sub_type_id: null,
    ...overrides,
  };
}

interface FakeServer {
  unread: number;
  rows: Notification[];
  /** What notification/all_read answers. */
  marked: number;
  calls: { path: string; body: Record<string, unknown> }[];
}

let server: FakeServer;

/** Node's Request refuses relative addresses (jsdom has no fetch of its own): resolve them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, {
      ...init,
      signal: null,
    });
  }
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

async function answer(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace('/api/v1/', '');
  const body = (await request.json()) as Record<string, unknown>;
  server.calls.push({ path, body });
  const page = { data: server.rows, total: server.rows.length, last_page: 1, current_page: 1 };
  switch (path) {
    case 'notification/fetch':
    case 'notification/fetch/all':
      return json({ status: true, notifications: page, unread_count: server.unread });
    case 'notification/read':
      return json({
        status: true,
        message: 'Notification has been marked as read.',
        unread_count: server.unread - 1,
      });
    case 'notification/all_read':
      return json({
        status: true,
        marked: server.marked,
        message: server.marked > 0 ? messages.notifications.allRead : messages.notifications.noneUnread,
      });
    default:
      return new Response(JSON.stringify({ status: false, message: 'Record not found.' }), { status: 404 });
  }
}

/** Shows where a click led, with the navigation state the target screen receives. */
function Destination() {
  const location = useLocation();
  return <p>{`Opened ${location.pathname} with ${JSON.stringify(location.state)}`}</p>;
}

function renderAt(element: React.ReactElement, path = '/dashboard') {
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Destination />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  server = { unread: 0, rows: [], marked: 0, calls: [] };
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => answer(request)),
  );
});

afterEach(async () => {
  cleanup();
  await clearToasts();
  vi.unstubAllGlobals();
});

// The dashboard /home and these tests open shows its failure toast; it leaves after the last test.
describe('badgeText', () => {
  it('is empty at 0, the count up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(4321)).toBe('99+');
  });
});

describe('NotificationBell', () => {
  it("shows '99+' when more than 99 notifications are unread", async () => {
    server.unread = 150;
    renderAt(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 150 unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
    expect(server.calls[0]).toEqual({ path: 'notification/fetch', body: { page: 1, per_page: 5 } });
  });

  it('shows the exact count up to 99 and no badge without unread notifications', async () => {
    server.unread = 99;
    const { unmount } = renderAt(<NotificationBell />);
    expect(
      within(await screen.findByRole('button', { name: 'Notifications, 99 unread' })).getByText('99'),
    ).toBeInTheDocument();
    unmount();
    server.unread = 0;
    renderAt(<NotificationBell />);
    await waitFor(() => expect(server.calls).toHaveLength(2));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByText('0')).not.toBeInTheDocument();
  });

  it('lists the latest notifications; a click marks it read and opens its screen with the id', async () => {
    server.unread = 2;
    server.rows = [notification(2), notification(1, { read: true })];
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: /Invoice 2 was created\./ }));
    expect(await screen.findByText('Opened /addnewinvoice with {"id":102}')).toBeInTheDocument();
    await waitFor(() => expect(server.calls.some((c) => c.path === 'notification/read')).toBe(true));
    expect(server.calls.find((c) => c.path === 'notification/read')?.body).toEqual({ id: 2 });
  });

  it('opens a debtor notification with the client as prospect_id, and does not re-mark a read one', async () => {
    server.unread = 0;
    server.rows = [
      notification(3, { type: 'credit_limit_consumed', type_id: 41, sub_type_id: 7, read: true }),
    ];
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByRole('button', { name: /Invoice 3 was created\./ }));
    expect(await screen.findByText('Opened /editdebtor with {"id":41,"prospect_id":7}')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === 'notification/read')).toBe(false);
  });

  it("'View all' opens /notifications", async () => {
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View all' }));
    expect(await screen.findByText('Opened /notifications with null')).toBeInTheDocument();
  });

  it("'Mark all read' confirms, or warns when nothing was unread", async () => {
    server.unread = 3;
    server.marked = 3;
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText(messages.notifications.allRead)).toBeInTheDocument();

    server.marked = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText(messages.notifications.noneUnread)).toBeInTheDocument();
  });
});

describe('NotificationsPage', () => {
  it('asks for the read filter of the chosen tab, from page 1', async () => {
    server.rows = [notification(5)];
    renderAt(<NotificationsPage />, '/notifications');
    expect(await screen.findByRole('button', { name: /Invoice 5 was created\./ })).toBeInTheDocument();
    expect(server.calls.at(-1)).toEqual({
      path: 'notification/fetch/all',
      body: { page: 1, per_page: 10, read: 'all' },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(server.calls.at(-1)?.body).toEqual({ page: 1, per_page: 10, read: 'unread' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Read' }));
    await waitFor(() => expect(server.calls.at(-1)?.body).toEqual({ page: 1, per_page: 10, read: 'read' }));
  });

  it('shows the list as the panel the chosen tab controls', async () => {
    server.rows = [notification(5)];
    renderAt(<NotificationsPage />, '/notifications');
    await screen.findByRole('button', { name: /Invoice 5 was created\./ });
    for (const name of ['All', 'Unread']) {
      const tab = screen.getByRole('tab', { name });
      await userEvent.click(tab);
      const panel = await screen.findByRole('tabpanel');
      expect(tab).toHaveAttribute('aria-controls', panel.id);
      expect(await within(panel).findByRole('list', { name })).toBeInTheDocument();
    }
  });

  it('shows the empty text when there is nothing to list', async () => {
    renderAt(<NotificationsPage />, '/notifications');
    expect(await screen.findByText(messages.table.noRecord)).toBeInTheDocument();
  });
});

describe('live connection', () => {
  /** Runs the session machine's connect actor as the signed-in shell would. */
  function LiveDoorbell() {
    const connect = useLiveConnection();
    useEffect(() => {
      const actor = createActor(connect, { input: { token: 'token-1', userId: 'user-1' } }).start();
      return () => {
        actor.stop();
      };
    }, [connect]);
    return null;
  }

  it('opens the socket with the token, the user id and the application tag, reconnection left to the machine', async () => {
    renderAt(<LiveDoorbell />);
    await waitFor(() => expect(socket.io).toHaveBeenCalled());
    expect(socket.io).toHaveBeenLastCalledWith({
      path: '/socket.io',
      auth: { token: 'token-1', app: liveAppTag, user_id: 'user-1' },
      reconnection: false,
    });
  });

  it('a notification rings the bell: the badge re-reads the API', async () => {
    server.unread = 1;
    renderAt(
      <>
        <LiveDoorbell />
        <NotificationBell />
      </>,
    );
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    server.unread = 2;
    act(() => socket.fire('notification', { id: 10, tags: [] }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('refreshes the bell for notifications and the tags an event names, ignoring unknown ones', () => {
    expect(tagsToRefresh('notification', { id: 1 })).toEqual(['Notification']);
    expect(tagsToRefresh('notification', { tags: ['User', 'Notification', 'Nonsense'] })).toEqual([
      'Notification',
      'User',
    ]);
    expect(tagsToRefresh('status_change', { tags: ['Role'] })).toEqual(['Role']);
    expect(tagsToRefresh('chat', null)).toEqual(['Chat']);
  });
});

describe('refreshOutcomeOf', () => {
  it('renews with the answer, ends the session on 401/403 and tries again on anything else', () => {
    expect(refreshOutcomeOf({ data: { access_token: 'new', expires_at: 123 } })).toEqual({
      kind: 'renewed',
      token: 'new',
      expiresAt: 123,
    });
    expect(refreshOutcomeOf({ error: { status: 401, data: {} } })).toEqual({ kind: 'rejected' });
    expect(refreshOutcomeOf({ error: { status: 403, data: {} } })).toEqual({ kind: 'rejected' });
    expect(refreshOutcomeOf({ error: { status: 500, data: {} } })).toEqual({ kind: 'unreachable' });
    expect(refreshOutcomeOf({ error: { status: 'FETCH_ERROR', error: 'offline' } })).toEqual({
      kind: 'unreachable',
    });
    expect(refreshOutcomeOf({ error: { message: 'aborted' } })).toEqual({ kind: 'unreachable' });
  });
});
