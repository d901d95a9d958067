import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnappliedCashRow } from '../../../src/shared/contract/unappliedCash';
import { messages } from '../../../src/shared/messages';
import { clearToasts } from '../../../src/web/kit/toast';
import { UnappliedCashPage } from '../../../src/web/features/unapplied-cash/UnappliedCashPage';
import type { FakeApi } from '../../../stories/shell/fakeApi';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

const M = messages.unappliedCash;
const user = userOf('admin');

function row(overrides: Partial<UnappliedCashRow>): UnappliedCashRow {
  return {
    id: 1,
    prospect_id: 7,
    debtor_id: 3,
    client_name: 'Acme Freight Lines',
    debtor_name: 'Northwind Traders',
    invoice_id: null,
    invoice_no: null,
    amount: '20.00',
    remaining: '20.00',
    status: 0,
    payment_type: 2,
    payment_type_text: 'Wire',
    check_number: 'WIRE1',
    posting_date: '2026-10-10',
    uc_released_date: null,
    return_payment_type_text: null,
    returned_amount: null,
    return_wire_fee: null,
    note: 'No remittance',
    is_terminated: false,
    ...overrides,
  };
}

const rowsByCard: Record<string, UnappliedCashRow[]> = {
  with_invoices: [
    row({
      id: 11,
      invoice_id: 5,
      invoice_no: 'INV-1004',
      client_name: 'Held Client',
      amount: '50.00',
      remaining: '50.00',
    }),
  ],
  without_invoices: [row({ id: 21, client_name: 'Free Client' })],
  released: [row({ id: 31, client_name: 'Returned Client', status: 3, uc_released_date: '2026-10-20' })],
};

let api: FakeApi | undefined;

function openPage() {
  api = installFakeServer({
    ...shellHandlers(user),
    'unapplied_cash/fetch': (body) => {
      const card = (body as { card: string }).card;
      const data = rowsByCard[card] ?? [];
      return {
        body: { status: true, collections: { data, total: data.length, last_page: 1, current_page: 1 } },
      };
    },
    'unapplied_cash/wire_fee': () => ({ body: { status: true, term: { wire_fee: '25.00' } } }),
    'invoice/clients': () => ({
      body: { status: true, prospects: { data: [], total: 0, last_page: 1, current_page: 1 } },
    }),
  });
  return render(
    <StaffScreen
      user={user}
      path="/unappliedcash"
      routes={[{ path: '/unappliedcash', element: <UnappliedCashPage /> }]}
    />,
  );
}

afterEach(async () => {
  cleanup();
  await clearToasts();
  api?.restore();
  api = undefined;
  localStorage.clear();
});

const cardsGroup = () => screen.getByRole('group', { name: M.cards });
const fetchedCards = () =>
  (api?.callsTo('unapplied_cash/fetch') ?? []).map((call) => (call.body as { card: string }).card);

describe('/unappliedcash', () => {
  it('switches the list by card; Add New UC is offered only without invoices', async () => {
    openPage();
    expect(await screen.findByText('Held Client')).toBeInTheDocument();
    expect(fetchedCards()).toContain('with_invoices');
    expect(screen.queryByRole('button', { name: M.addNew })).not.toBeInTheDocument();

    await userEvent.click(
      within(await screen.findByRole('group', { name: M.cards })).getByText(M.withoutInvoices),
    );
    expect(await screen.findByText('Free Client')).toBeInTheDocument();
    expect(fetchedCards()).toContain('without_invoices');
    expect(screen.getByRole('button', { name: M.addNew })).toBeInTheDocument();

    await userEvent.click(within(cardsGroup()).getByText(M.released));
    expect(await screen.findByText('Returned Client')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.addNew })).not.toBeInTheDocument();
  });

  it('Add New UC shows the form’s messages and sends nothing while they stand', async () => {
    openPage();
    await userEvent.click(
      within(await screen.findByRole('group', { name: M.cards })).getByText(M.withoutInvoices),
    );
    await userEvent.click(await screen.findByRole('button', { name: M.addNew }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    expect(await dialog.findByText('Amount Received is required')).toBeInTheDocument();
    expect(dialog.getByText('Payment Type is required')).toBeInTheDocument();
    expect(dialog.getByText('Comments is required')).toBeInTheDocument();
    expect(dialog.getByText('Attachment is required')).toBeInTheDocument();
    expect(dialog.getByText('Posting Date is required')).toBeInTheDocument();
    expect(api?.callsTo('unapplied_cash/save')).toHaveLength(0);
  });

  it('Return to Debtor disables the wire when the amount is below the wire fee', async () => {
    openPage();
    await userEvent.click(
      within(await screen.findByRole('group', { name: M.cards })).getByText(M.withoutInvoices),
    );
    const cell = await screen.findByText('Free Client');
    await userEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(M.returnToDebtor) }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(M.wireDisabled('$25.00'))).toBeInTheDocument();
    await waitFor(() =>
      expect(api?.callsTo('unapplied_cash/wire_fee').at(-1)?.body).toEqual({ prospect_id: 7 }),
    );
    await userEvent.click(dialog.getByRole('combobox', { name: /Payment Type/ }));
    const wire = await screen.findByRole('option', { name: 'Wire' });
    expect(
      wire.querySelector('[aria-disabled="true"]') ?? wire.closest('[aria-disabled="true"]'),
    ).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: M.returnSave }));
    expect(await dialog.findByText('Return Date is required')).toBeInTheDocument();
    expect(dialog.getByText('Payment Type is required')).toBeInTheDocument();
    expect(api?.callsTo('unapplied_cash/return')).toHaveLength(0);
  });

  it('Adjust Unapplied Cash warns and stays disabled for rows of several clients', async () => {
    rowsByCard.with_invoices = [
      ...(rowsByCard.with_invoices ?? []),
      row({ id: 12, prospect_id: 8, invoice_id: 6, invoice_no: 'INV-2001', client_name: 'Other Client' }),
    ];
    openPage();
    for (const name of ['Held Client', 'Other Client']) {
      const cell = await screen.findByText(name);
      await userEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('checkbox'));
    }
    await userEvent.click(screen.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(M.adjust) }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('alert')).toHaveTextContent(M.sameClient);
    expect(dialog.getByRole('button', { name: M.save })).toBeDisabled();
  });
});
