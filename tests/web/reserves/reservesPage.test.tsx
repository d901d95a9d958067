import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { achEndpoints } from '../../../src/shared/contract/ach';
import { reserveEndpoints as r, reserveReleaseEndpoints as rr } from '../../../src/shared/contract/reserves';
import type { CurrentUser } from '../../../src/shared/contract/session';
import { messages } from '../../../src/shared/messages';
import { clearToasts } from '../../../src/web/kit/toast';
import type { FakeApi, FakeHandler } from '../../../stories/shell/fakeApi';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import {
  releaseRow,
  releaseRows,
  reserveRow,
  reserveHandlers,
  reserveRoutes,
} from '../../../stories/reserves/ReservesPage.stories';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

const M = messages.reserve;
const C = M.columns;
const admin = userOf('admin');

let api: FakeApi | undefined;

function openPage(user: CurrentUser = admin, extra: Record<string, FakeHandler> = {}) {
  api = installFakeServer({ ...shellHandlers(user), ...reserveHandlers(user), ...extra });
  return render(<StaffScreen user={user} path="/reserves" routes={reserveRoutes} />);
}

afterEach(async () => {
  cleanup();
  await clearToasts();
  api?.restore();
  api = undefined;
  localStorage.clear();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: M.reserves });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim() ?? '')
    .filter((text) => text !== '');
const rowOf = (text: string) => {
  const row = within(table()).getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
};
const pickCard = async (title: string) =>
  userEvent.click(within(await screen.findByRole('group', { name: M.cards })).getByText(title));
const tick = (text: string) => userEvent.click(within(rowOf(text)).getByRole('checkbox'));
const openActions = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Actions/ }));
  return screen.findByRole('menuitem', { name: new RegExp(M.createRrBatch) });
};

describe('/reserves cards', () => {
  it('switch the list and its columns: cash reserves, escrow reserves, then releases', async () => {
    openPage();
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('1001');
    expect(headers()).toEqual(
      expect.arrayContaining([C.clientName, C.invoiceNo, C.cashReserves, C.openBalance, C.releaseStatus]),
    );
    expect(headers()).not.toContain(C.availableEscrow);
    expect(within(rowOf('1001')).getByText('$1,630.00')).toBeInTheDocument();
    expect(screen.getByPlaceholderText(M.searchPlaceholder)).toBeInTheDocument();
    expect(api?.callsTo(r.fetch.path).at(-1)?.body).toMatchObject({ card: 'cash', show_all: false });

    await pickCard(M.escrowReserves);
    await waitFor(() => expect(api?.callsTo(r.fetch.path).at(-1)?.body).toMatchObject({ card: 'escrow' }));
    await waitFor(() => expect(headers()).toContain(C.availableEscrow));
    expect(headers()).not.toContain(C.cashReserves);
    expect(headers()).not.toContain(C.releaseStatus);
    // Old Line Hauling's 2001 holds no escrow: the escrow card leaves it out.
    await within(table()).findByText('1006');
    expect(within(table()).queryByText('2001')).not.toBeInTheDocument();
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);

    await pickCard(M.reserveRelease);
    await within(table()).findByText('Old Line Hauling');
    expect(headers()).toEqual(
      expect.arrayContaining([C.clientName, C.releaseDate, C.invoiceReserves, C.releasedAmount]),
    );
    expect(headers()).not.toContain(C.invoiceNo);
    expect(screen.getByPlaceholderText(M.releaseSearchPlaceholder)).toBeInTheDocument();
    expect(within(rowOf('Acme Freight Lines')).getByText('$715.00')).toBeInTheDocument();
  });

  it('give a client user its own rows, fewer columns and no include-terminated toggle', async () => {
    openPage(userOf('client'));
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('1001');
    expect(headers()).not.toContain(C.clientName);
    expect(headers()).not.toContain(C.releaseStatus);
    expect(headers()).toContain(C.cashReserves);
    expect(within(table()).queryByText('2001')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: M.includeTerminated })).not.toBeInTheDocument();
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
    expect(api?.callsTo(r.fetch.path).at(-1)?.body).not.toHaveProperty('show_all');

    await pickCard(M.reserveRelease);
    await within(table()).findByText('$715.00');
    expect(headers()).not.toContain(C.clientName);
    expect(headers()).not.toContain(C.createdBy);
    expect(within(table()).queryByText('$360.00')).not.toBeInTheDocument();
  });

  it('include terminated clients’ reserves only when staff tick the toggle', async () => {
    openPage();
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('1001');
    expect(within(table()).queryByText('3001')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: M.includeTerminated }));
    await within(table()).findByText('3001');
    expect(api?.callsTo(r.fetch.path).at(-1)?.body).toMatchObject({ show_all: true });
  });

  it('show "No record available." when nothing is held', async () => {
    openPage(admin, {
      [r.fetch.path]: () => ({
        body: { status: true, reserves: { data: [], total: 0, last_page: 1, current_page: 1 } },
      }),
    });
    expect(await screen.findByText(messages.table.noRecord)).toBeInTheDocument();
  });

  it('toast "Fetch Failed" with the server’s message when the list call is refused', async () => {
    openPage(admin, {
      [r.fetch.path]: () => ({ status: 422, body: { status: false, message: 'Reserves are closed' } }),
    });
    expect(await screen.findByText(messages.titles.fetchFailed)).toBeInTheDocument();
    expect(screen.getByText('Reserves are closed')).toBeInTheDocument();
  });
});

describe('Create RR Batch', () => {
  it('is off for invoices of two clients, with the same-client warning', async () => {
    openPage();
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('1001');
    expect(screen.queryByText(M.sameClient)).not.toBeInTheDocument();
    await tick('1001');
    await tick('2001');
    expect((await screen.findByText(M.sameClient)).closest('[role="alert"]')).not.toBeNull();
    expect(await openActions()).toHaveAttribute('aria-disabled', 'true');
  });

  it('is on for one client’s releasable invoices and opens /createrrbatch with their ids and client', async () => {
    openPage();
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('1001');
    expect(await openActions()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await tick('1001');
    await tick('1002');
    expect(screen.queryByText(M.sameClient)).not.toBeInTheDocument();
    const item = await openActions();
    expect(item).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    await screen.findByRole('heading', { name: 'Create RR Batch form' });
    const state: unknown = JSON.parse(
      screen.getByRole('status', { name: 'navigation state' }).textContent ?? '',
    );
    expect(state).toEqual({ ids: '11,12', prospect_id: 7 });
  });

  it('cannot take an invoice that is not releasable, and says why on hover', async () => {
    openPage();
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('1006');
    expect(within(rowOf('1006')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowOf('1001')).getByRole('checkbox')).toBeInTheDocument();
    expect(within(rowOf('1001')).getByText(M.releasable)).toBeInTheDocument();
    // Select all ticks the releasable rows only.
    await userEvent.click(within(table()).getAllByRole('checkbox')[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: /^Actions \(3 selected\)/ })).toBeInTheDocument();
    await userEvent.hover(within(rowOf('1006')).getByText(M.notReleasable));
    expect(await screen.findByText(M.notReleasableWhy('$6,000.00'))).toBeInTheDocument();
  });

  it('cannot take a deleted invoice', async () => {
    openPage(admin, {
      [r.fetch.path]: () => ({
        body: {
          status: true,
          reserves: {
            data: [reserveRow({ id: 41, invoice_no: '4001', deleted: true }), reserveRow({ id: 11 })],
            total: 2,
            last_page: 1,
            current_page: 1,
          },
        },
      }),
    });
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('4001');
    expect(within(rowOf('4001')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowOf('1001')).getByRole('checkbox')).toBeInTheDocument();
  });

  it('is not offered to staff without the create_rr_batch right', async () => {
    const viewer = userOf('admin', { rights: admin.rights.filter((right) => right !== 'create_rr_batch') });
    openPage(viewer);
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('1001');
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
  });
});

describe('Reserve Release BreakDown', () => {
  const openRelease = async (client: string) => {
    await pickCard(M.reserveRelease);
    await within(await screen.findByRole('table', { name: M.reserves })).findByText(client);
    await userEvent.dblClick(rowOf(client));
    return within(await screen.findByRole('dialog', { name: M.breakdownTitle }));
  };
  const figure = (dialog: ReturnType<typeof within>, label: string) =>
    dialog.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

  it('shows the release’s invoices and its figures; no ACH file for a wire release', async () => {
    openPage();
    const dialog = await openRelease('Acme Freight Lines');
    await dialog.findByText('1002');
    expect(dialog.getByText('1001')).toBeInTheDocument();
    expect(figure(dialog, M.breakdown.invoiceReserves)).toBe('$2,540.00');
    expect(figure(dialog, M.breakdown.wireFee)).toBe('$25.00');
    expect(figure(dialog, M.breakdown.customAmount)).toBe('$2,740.00');
    expect(figure(dialog, M.breakdown.chargebackAdjusted)).toBe('$2,000.00');
    expect(figure(dialog, M.breakdown.reservesReleased)).toBe('$715.00');
    expect(api?.callsTo(rr.details.path).at(-1)?.body).toEqual({ id: 5 });
    expect(dialog.queryByRole('button', { name: M.downloadAch })).not.toBeInTheDocument();
  });

  it('downloads the ACH file of a release paid by ACH', async () => {
    const before = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:http://localhost/ach-6'),
      revokeObjectURL: vi.fn(),
    });
    onTestFinished(() => {
      Object.assign(URL, before);
    });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    openPage();
    const dialog = await openRelease('Old Line Hauling');
    await dialog.findByText('2001');
    await userEvent.click(dialog.getByRole('button', { name: M.downloadAch }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:http://localhost/ach-6', download: 'reserve-release-6.ach' }]),
    );
    expect(api?.callsTo(achEndpoints.reserveRelease.path).at(-1)?.body).toEqual({ id: 6 });
  });

  it('toasts "Data Fetch Failed" with the server’s message when the breakdown is refused', async () => {
    openPage(admin, {
      [rr.details.path]: () => ({ status: 404, body: { status: false, message: 'Record not found.' } }),
    });
    const dialog = await openRelease('Acme Freight Lines');
    expect(await screen.findByText(messages.titles.dataFetchFailed)).toBeInTheDocument();
    expect(screen.getByText('Record not found.')).toBeInTheDocument();
    expect(await dialog.findByText(messages.generic.failure)).toBeInTheDocument();
    expect(dialog.queryByText(M.breakdown.reservesReleased)).not.toBeInTheDocument();
  });

  it('shows the breakdown in the workspace panel on a click', async () => {
    openPage();
    await pickCard(M.reserveRelease);
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('Acme Freight Lines');
    await userEvent.click(rowOf('Acme Freight Lines'));
    expect(await screen.findByRole('table', { name: M.breakdownInvoices })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers "Admin has been notified" for a release row with no id', async () => {
    openPage(admin, {
      [rr.fetch.path]: () => ({
        body: {
          status: true,
          reserve_releases: {
            data: [releaseRow({ id: 0, client_name: 'Nameless Release' })],
            total: 1,
            last_page: 1,
            current_page: 1,
          },
        },
      }),
    });
    await pickCard(M.reserveRelease);
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('Nameless Release');
    await userEvent.click(rowOf('Nameless Release'));
    expect(await screen.findByText(messages.generic.adminNotified)).toBeInTheDocument();
    expect(api?.callsTo(rr.details.path)).toHaveLength(0);
  });

  it('does not open a deleted release', async () => {
    openPage(admin, {
      [rr.fetch.path]: () => ({
        body: {
          status: true,
          reserve_releases: {
            data: [releaseRow({ id: 9, client_name: 'Deleted Release', deleted: true }), ...releaseRows],
            total: 3,
            last_page: 1,
            current_page: 1,
          },
        },
      }),
    });
    await pickCard(M.reserveRelease);
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('Deleted Release');
    await userEvent.dblClick(rowOf('Deleted Release'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api?.callsTo(rr.details.path)).toHaveLength(0);
  });

  it('is not offered to a user without reserve_release_selection', async () => {
    const viewer = userOf('admin', {
      rights: admin.rights.filter((right) => right !== 'reserve_release_selection'),
    });
    openPage(viewer);
    await pickCard(M.reserveRelease);
    await within(await screen.findByRole('table', { name: M.reserves })).findByText('Acme Freight Lines');
    await userEvent.dblClick(rowOf('Acme Freight Lines'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api?.callsTo(rr.details.path)).toHaveLength(0);
  });
});
