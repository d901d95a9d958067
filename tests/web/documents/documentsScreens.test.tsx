import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentEndpoints as e, type DocumentFetchRequest } from '../../../src/shared/contract/documents';
import { profileEndpoints } from '../../../src/shared/contract/profile';
import type { CurrentUser } from '../../../src/shared/contract/session';
import { addDaysIso, formatUsDate, todayIso } from '../../../src/shared/dates';
import { messages } from '../../../src/shared/messages';
import { documentMessages as M } from '../../../src/shared/messages/documents';
import { documentClients, documentHandlers } from '../../../stories/documents/fixtures';
import { userOf } from '../../../stories/shell/fixtures';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(async () => {
  await closeApp();
  vi.restoreAllMocks();
});

// The screens are lazy chunks: load them once up front, so that a test's wait for what a screen
// shows is not spent compiling its modules on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/web/app/Shell/SignedInArea'),
    import('../../../src/web/app/workspaceScreens'),
    import('../../../src/web/features/documents/DocumentsPage'),
    import('../../../src/web/features/documents/ClientDocumentsPage'),
  ]);
}, 120_000);

const admin = userOf('admin');
const open = (path: string, user: CurrentUser = admin, state?: unknown) =>
  openApp(path, { user, handlers: documentHandlers(user), state });
const fetches = () => api!.callsTo(e.fetch.path).map((call) => call.body as DocumentFetchRequest);

/** window.open's stand-in: the tab the screen opens at once and later points at the file, or closes. */
function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, closed: false, close: () => undefined };
  tab.close = () => {
    tab.closed = true;
  };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  URL.createObjectURL = () => 'blob:http://localhost/document';
  URL.revokeObjectURL = () => undefined;
  return tab;
}

describe('the Documents screens', () => {
  it('are built: a staff user opens a client from the list, its name handed over for the breadcrumb', async () => {
    const user = userEvent.setup();
    const { router } = open('/documents');
    expect(await screen.findByRole('heading', { name: M.title })).toBeInTheDocument();
    expect(screen.queryByText(/is not available yet/)).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: M.title })).toHaveAttribute('href', '/documents');
    await user.dblClick(await screen.findByText('Acme Corp'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/documents/${documentClients.acme}`));
    expect(router.state.location.state).toEqual({ client_name: 'Acme Corp' });
    const trail = await screen.findByRole('navigation', { name: messages.common.breadcrumb });
    expect(within(trail).getByText('Acme Corp')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getByRole('link', { name: M.title })).toHaveAttribute('href', '/documents');
  });

  it('opened by its address, names the client from the server, starts on Last 30 Days and searches by title', async () => {
    const user = userEvent.setup();
    open(`/documents/${documentClients.acme}`);
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    await screen.findByText('bank-statement.pdf');
    expect(fetches()[0]).toMatchObject({ type: 'prospect', date_keyword: '30days', search_text: '' });
    expect(screen.getByRole('tab', { name: M.tabs.collection })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText(M.searchTitle), 'bank');
    await waitFor(() => expect(screen.queryByText('withdrawn-contract.pdf')).not.toBeInTheDocument());
    expect(screen.getByText('bank-statement.pdf')).toBeInTheDocument();
    expect(fetches().at(-1)).toMatchObject({ search_text: 'bank', date_keyword: '30days' });
  });

  it('asks for a Date Range once both days are given, and refuses an end before the start', async () => {
    const user = userEvent.setup();
    open(`/documents/${documentClients.acme}`);
    await screen.findByText('bank-statement.pdf');
    await user.click(screen.getByRole('combobox', { name: M.dateFilter }));
    await user.click(await screen.findByText(M.dateFilters.dateRange));
    const asked = fetches().length;
    const from = addDaysIso(todayIso(), -20);
    const to = addDaysIso(todayIso(), -5);
    const typeDay = (label: string, day: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value: formatUsDate(day) } });
    typeDay(M.fromDate, from);
    // One day alone lists nothing new: the list stays as it was.
    expect(screen.getByText('bank-statement.pdf')).toBeInTheDocument();
    expect(fetches()).toHaveLength(asked);
    typeDay(M.toDate, to);
    await waitFor(() => expect(fetches().at(-1)?.date_keyword).toBe(`${from},${to}`));
    // Nothing of Underwriting was kept between those days.
    expect(await screen.findByText(messages.table.noRecord)).toBeInTheDocument();

    const before = fetches().length;
    typeDay(M.toDate, addDaysIso(from, -1));
    expect(await screen.findByText(M.endBeforeStart)).toBeInTheDocument();
    // The list keeps the range it last showed: nothing is asked for an impossible one.
    expect(fetches().slice(before)).toEqual([]);
    expect(screen.getByText(messages.table.noRecord)).toBeInTheDocument();
  });

  it('shows the empty state for a client with no files', async () => {
    open(`/documents/${documentClients.cedar}`);
    expect(await screen.findByRole('heading', { name: 'Cedar Mills' })).toBeInTheDocument();
    expect(await screen.findByText(messages.table.noRecord)).toBeInTheDocument();
  });

  it('opens a file through the server with the caller’s rights, and says why when it is refused', async () => {
    const user = userEvent.setup();
    open(`/documents/${documentClients.acme}`);
    await screen.findByText('bank-statement.pdf');
    const opened = fakeTab();
    await user.click(screen.getByRole('button', { name: M.viewDocument('bank-statement.pdf') }));
    await waitFor(() => expect(opened.location.href).toBe('blob:http://localhost/document'));
    expect(opened.opener).toBeNull();
    expect(api!.callsTo(profileEndpoints.readFile.path).at(-1)?.body).toEqual({
      path: `documents/${documentClients.acme}/Pf00000000001bank-statement.pdf`,
    });

    const refused = fakeTab();
    await user.click(screen.getByRole('button', { name: M.viewDocument('withdrawn-contract.pdf') }));
    expect(await screen.findByText(messages.http.notFound)).toBeInTheDocument();
    expect(refused.closed).toBe(true);
    expect(refused.location.href).toBe('');
  });

  it('shows not found for a forged id without asking, and for another company’s client', async () => {
    open('/documents/abc');
    expect(await screen.findByText(messages.http.notFound)).toBeInTheDocument();
    expect(api!.callsTo(e.count.path)).toHaveLength(0);
    expect(api!.callsTo(e.fetch.path)).toHaveLength(0);
    await closeApp();

    // A client user granted documents_selection opens its own company, never another's.
    const client = userOf('client', { rights: [...userOf('client').rights, 'documents_selection'] });
    open(`/documents/${documentClients.bayside}`, client, { client_name: 'Bayside Traders' });
    expect(await screen.findByText(messages.http.notFound)).toBeInTheDocument();
    expect(screen.queryByText('bayside-w9.pdf')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('sends a client user without documents_selection back to its list, which shows its own company', async () => {
    const client = userOf('client');
    const { router } = open(`/documents/${documentClients.acme}`, client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(await screen.findByText('Acme Corp')).toBeInTheDocument();
    expect(screen.queryByText('Bayside Traders')).not.toBeInTheDocument();
  });
});
