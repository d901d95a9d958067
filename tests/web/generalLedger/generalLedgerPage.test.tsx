import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generalLedgerEndpoints as g } from '../../../src/shared/contract/generalLedger';
import type { CurrentUser } from '../../../src/shared/contract/session';
import { messages } from '../../../src/shared/messages';
import { ledgerColumns, ledgerErrors } from '../../../src/web/features/general-ledger/GeneralLedgerPage';
import { clearToasts } from '../../../src/web/kit/toast';
import type { FakeApi } from '../../../stories/shell/fakeApi';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { ledgerHandlers, ledgerRoutes } from '../../../stories/generalLedger/GeneralLedgerPage.stories';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

const L = messages.ledger;
let api: FakeApi | undefined;

function openPage(user: CurrentUser = userOf('admin')) {
  api = installFakeServer({ ...shellHandlers(user), ...ledgerHandlers(user) });
  return render(<StaffScreen user={user} path="/generalledger" routes={ledgerRoutes} />);
}

afterEach(async () => {
  cleanup();
  await clearToasts();
  api?.restore();
  api = undefined;
  localStorage.clear();
  vi.restoreAllMocks();
});

const pickClient = async (name: string) => {
  const field = await screen.findByRole('button', { name: /Client Name|Select/ });
  await userEvent.click(field);
  await userEvent.click(await within(document.body).findByText(name));
};

describe('/generalledger', () => {
  it('fetches the statement: the header card, the lines, the request of the spec', async () => {
    openPage();
    await pickClient('Acme Freight Lines');
    await userEvent.click(screen.getByRole('button', { name: L.fetch }));
    await screen.findByText(L.header.currentBalanceOutstanding);
    expect(screen.getByText('$16,000.00')).toBeInTheDocument();
    expect(screen.getByText('10/01/2025 - 09/30/2026')).toBeInTheDocument();
    expect(screen.getByText('$250,000.00')).toBeInTheDocument();
    const body = api?.callsTo(g.fetch.path).at(-1)?.body;
    expect(body).toMatchObject({ client_debtor: 'client', id: 7, transaction_type: 'all', download: false });
    const table = await screen.findByRole('region', { name: 'General Ledger: Acme Freight Lines' });
    expect(within(table).getAllByText('Northwind Traders').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('1002').length).toBeGreaterThan(0);
  });

  it('shows the spec messages when Fetch is pressed without a client', async () => {
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: L.fetch }));
    expect(await screen.findByText(L.clientNameRequired)).toBeInTheDocument();
    expect(api?.callsTo(g.fetch.path) ?? []).toHaveLength(0);
  });

  it('offers Export To only with download_statement', async () => {
    openPage(
      userOf('admin', { rights: userOf('admin').rights.filter((right) => right !== 'download_statement') }),
    );
    await screen.findByRole('button', { name: L.fetch });
    expect(screen.queryByRole('button', { name: L.exportTo })).not.toBeInTheDocument();
    cleanup();
    api?.restore();
    openPage();
    expect(await screen.findByRole('button', { name: L.exportTo })).toBeInTheDocument();
  });

  it('preselects and locks the client for a client user', async () => {
    openPage(userOf('client'));
    await waitFor(() => expect(screen.getByText('Acme Freight Lines')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: L.fetch }));
    await waitFor(() => expect(api?.callsTo(g.fetch.path).at(-1)?.body).toMatchObject({ id: 7 }));
  });
});

describe('the ledger columns and checks', () => {
  it('hide the other side by transaction type and the debtor name in debtor mode', () => {
    const ids = (mode: 'client' | 'debtor', type: 'all' | 'debit' | 'credit') =>
      ledgerColumns(mode, type).map((column) => column.id);
    expect(ids('client', 'all')).toContain('credit_amount');
    expect(ids('client', 'debit')).not.toContain('credit_amount');
    expect(ids('client', 'credit')).not.toContain('debit_amount');
    expect(ids('debtor', 'all')).not.toContain('debtor_name');
    expect(ids('client', 'all')).toContain('debtor_name');
  });

  it('require each filter with its message', () => {
    expect(
      ledgerErrors({ fiscalYear: null, mode: 'debtor', client: null, debtor: null, type: null, asOf: '' }),
    ).toEqual({
      fiscalYear: L.fiscalYearRequired,
      debtor: L.debtorNameRequired,
      type: L.transactionTypeRequired,
    });
  });
});
