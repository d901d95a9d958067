import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardEndpoints as d } from '../../../src/shared/contract/dashboards';
import type { CurrentUser } from '../../../src/shared/contract/session';
import { messages } from '../../../src/shared/messages';
import { dashboardMessages } from '../../../src/shared/messages/dashboards';
import { clearToasts } from '../../../src/web/kit/toast';
import type { FakeApi, FakeHandler } from '../../../stories/shell/fakeApi';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { dashboardHandlers, dashboardRoutes } from '../../../stories/dashboards/fixtures';
import { pickOption } from '../../../stories/kit/pickOption';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

const M = dashboardMessages;
let api: FakeApi | undefined;

function openPage(user: CurrentUser, path = '/dashboard', extra: Record<string, FakeHandler> = {}) {
  api = installFakeServer({ ...shellHandlers(user), ...dashboardHandlers(user), ...extra });
  return render(<StaffScreen user={user} path={path} routes={dashboardRoutes} />);
}

afterEach(async () => {
  cleanup();
  await clearToasts();
  api?.restore();
  api = undefined;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the analytics dashboard', () => {
  it('sends the chosen client, then its debtor, and starts the concentration again at page 1', async () => {
    openPage(userOf('admin'));
    await screen.findByText('$10,000.00');
    await pickOption(document.body, M.client, 'Acme Freight Lines');
    await waitFor(() =>
      expect(api?.callsTo(d.fetchAnalytics.path).at(-1)?.body).toMatchObject({
        prospect_id: 7,
        debtor_id: 0,
      }),
    );
    await pickOption(document.body, M.debtor, 'Pier Nine Foods');
    await waitFor(() =>
      expect(api?.callsTo(d.fetchAnalytics.path).at(-1)?.body).toMatchObject({
        prospect_id: 7,
        debtor_id: 11,
      }),
    );
    expect(api?.callsTo(d.fetchDebtConcentration.path).at(-1)?.body).toMatchObject({
      prospect_id: 7,
      debtor_id: 11,
      page: 1,
      per_page: 10,
    });
  });

  it('shows each concentration with two decimals, its debtors behind a toggle', async () => {
    openPage(userOf('client_advocate'));
    const table = await screen.findByRole('table', { name: M.debtConcentration });
    await within(table).findByText('25.00%');
    const toggle = within(table).getByRole('button', { name: M.showDebtors('Bayside Medical Supply') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(table).getByText('100.00%')).toBeInTheDocument();
    const hide = within(table).getByRole('button', { name: M.hideDebtors('Bayside Medical Supply') });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(within(table).queryByText('100.00%')).toBeNull();
  });

  it('toasts Error with the generic text when the server fails', async () => {
    const user = userOf('admin');
    openPage(user, '/dashboard', dashboardHandlers(user, true));
    expect(await screen.findAllByText(messages.generic.failure)).not.toHaveLength(0);
    expect(screen.getAllByText(messages.titles.error).length).toBeGreaterThan(0);
  });
});

describe('the debtor dashboard', () => {
  it('is at /debtordashboard too, with the cards, the net term and recent invoices', async () => {
    openPage(userOf('debtor', { debtor_id: 10, first_name: 'Dana', last_name: 'Reyes' }), '/debtordashboard');
    expect(await screen.findByRole('heading', { name: M.greeting('Dana Reyes') })).toBeInTheDocument();
    expect(await screen.findByText(M.dueUnder(45))).toBeInTheDocument();
    expect(screen.getByText(M.ofTotal(6, 12))).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: M.progressLabel(M.paidInvoices, '50.00') }),
    ).toBeInTheDocument();
    const recent = screen.getByRole('table', { name: M.recentInvoices });
    expect(within(recent).getByText('100245')).toBeInTheDocument();
    expect(within(recent).getByText(M.invoiceStates.paid)).toBeInTheDocument();
    expect(api?.callsTo(d.fetchInvoiceAnalytics.path).at(-1)?.body).toEqual({});
    expect(api?.callsTo(d.fetchAnalytics.path)).toHaveLength(0);
  });
});
