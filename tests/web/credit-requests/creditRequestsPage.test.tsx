import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditRequestRow } from '../../../src/shared/contract/creditRequests';
import { messages } from '../../../src/shared/messages';
import { userOf } from '../../../stories/shell/fixtures';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(async () => {
  await closeApp();
});

const M = messages.creditRequest;

function row(id: number, overrides: Partial<CreditRequestRow> = {}): CreditRequestRow {
  return {
    id,
    prospect_id: 4,
    debtor_id: null,
    status: 0,
    deleted: false,
    is_terminated: false,
    client_name: 'Acme Freight Lines',
    debtor_name: null,
    created_at: '2026-11-02T15:00:00.000Z',
    action_date: null,
    client_active_credit_limit: '100000.00',
    current_credit_limit: '100000.00',
    requested_amount: `${id}000.00`,
    new_limit_amount: `10${id}000.00`,
    ...overrides,
  };
}

const rows = [
  row(1),
  row(2),
  row(3, { status: 1, action_date: '2026-11-03T10:00:00.000Z' }),
  row(4, { deleted: true }),
];

const page = (data: CreditRequestRow[]) => ({
  body: { status: true, crs: { data, total: data.length, last_page: 1, current_page: 1 } },
});

const handlers = {
  'credit_request/fetch': () => page(rows),
  'credit_request/change_status': () => ({ body: { status: true, message: M.approvedDone } }),
  'invoice/clients': () => ({
    body: {
      status: true,
      prospects: {
        data: [{ id: 4, company_business_name: 'Acme Freight Lines' }],
        total: 1,
        last_page: 1,
        current_page: 1,
      },
    },
  }),
  'credit_request/credit_limit': () => ({
    body: {
      status: true,
      credit_limit: {
        client_original_credit_limit: '99999000.00',
        debtor_original_credit_limit: null,
        client_active_credit_limit: '99999000.00',
        available_credit_limit: '50000.00',
      },
    },
  }),
  'credit_request/save': () => ({ body: { status: true, message: M.saved, id: 9 } }),
};

const actionsButton = () => screen.getByRole('button', { name: new RegExp(`^${messages.common.actions}`) });

describe('the Client Credit Requests screen', () => {
  it('lists the requests with the include toggle; Approve is off for a selection mixing statuses', async () => {
    const user = userEvent.setup();
    openApp('/clientrequest', { user: userOf('client_advocate'), handlers });
    expect(await screen.findByRole('heading', { name: M.clientRequests })).toBeInTheDocument();
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByLabelText(M.includeTerminated)).toBeInTheDocument();
    expect(screen.getAllByText(M.pending).length).toBeGreaterThan(0);
    const boxes = screen.getAllByRole('checkbox', { name: messages.common.selectRow });
    // The deleted request cannot be selected.
    expect(boxes).toHaveLength(3);
    await user.click(boxes[0]!);
    await user.click(boxes[2]!);
    await user.click(actionsButton());
    expect(await screen.findByRole('menuitem', { name: M.approve })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: M.deny })).toHaveAttribute('aria-disabled', 'true');
  });

  it('approves pending requests after a confirmation and shows the server message', async () => {
    const user = userEvent.setup();
    openApp('/clientrequest', { user: userOf('client_advocate'), handlers });
    await screen.findByText('$1,000.00');
    const boxes = screen.getAllByRole('checkbox', { name: messages.common.selectRow });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await user.click(actionsButton());
    await user.click(await screen.findByRole('menuitem', { name: M.approve }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(M.approveConfirm(2))).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: messages.common.yes }));
    await waitFor(() => expect(api!.callsTo('credit_request/change_status')).toHaveLength(1));
    expect(api!.callsTo('credit_request/change_status')[0]!.body).toEqual({ ids: [1, 2], status: 1 });
    expect(await screen.findByText(M.approvedDone)).toBeInTheDocument();
  });

  it('searches by client name and status once typing pauses', async () => {
    const user = userEvent.setup();
    openApp('/clientrequest', { user: userOf('client_advocate'), handlers });
    await screen.findByText('$1,000.00');
    await user.type(screen.getByPlaceholderText(M.searchClient), 'acme');
    await waitFor(() =>
      expect(
        api!
          .callsTo('credit_request/fetch')
          .some((call) => (call.body as { search_text: string }).search_text === 'acme'),
      ).toBe(true),
    );
    const texts = api!
      .callsTo('credit_request/fetch')
      .map((call) => (call.body as { search_text: string }).search_text);
    expect(texts.filter((text) => text !== '' && text !== 'acme')).toEqual([]);
  });

  it('gives a client user its own requests in fewer columns, nothing to select or approve', async () => {
    openApp('/clientrequest', { user: userOf('client'), handlers });
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: new RegExp(M.clientLabel) })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: messages.common.selectRow })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(M.includeTerminated)).not.toBeInTheDocument();
    expect(api!.callsTo('credit_request/fetch')[0]!.body).toMatchObject({ credit_requests: 1 });
    expect(api!.callsTo('credit_request/fetch')[0]!.body).not.toHaveProperty('show_all');
  });

  it("Add New Request locks a client user's company and keeps Save off past the cap", async () => {
    const user = userEvent.setup();
    openApp('/clientrequest', { user: userOf('client'), handlers });
    await screen.findByText('$1,000.00');
    await user.click(screen.getByRole('button', { name: M.addNew }));
    const dialog = await screen.findByRole('dialog', { name: M.addNew });
    expect(await within(dialog).findByText('Acme Freight Lines')).toBeInTheDocument();
    expect(await within(dialog).findByText('$99,999,000.00')).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: new RegExp(M.requestedLabel) });
    await user.click(amount);
    await user.paste('1000.00');
    await user.tab();
    expect(await within(dialog).findByText(M.currentLimitCap)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.common.save })).toBeDisabled();
    await user.clear(amount);
    await user.click(amount);
    await user.paste('999.99');
    await user.tab();
    await waitFor(() => expect(within(dialog).queryByText(M.currentLimitCap)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: messages.common.save }));
    await waitFor(() => expect(api!.callsTo('credit_request/save')).toHaveLength(1));
    expect(api!.callsTo('credit_request/save')[0]!.body).toEqual({
      prospect_id: 4,
      requested_amount: '999.99',
    });
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
  });

  it('asks for the requested amount before saving', async () => {
    const user = userEvent.setup();
    openApp('/clientrequest', { user: userOf('client'), handlers });
    await screen.findByText('$1,000.00');
    await user.click(screen.getByRole('button', { name: M.addNew }));
    const dialog = await screen.findByRole('dialog', { name: M.addNew });
    await within(dialog).findByText('Acme Freight Lines');
    await user.click(within(dialog).getByRole('button', { name: messages.common.save }));
    expect(await within(dialog).findByText(M.requestedRequired)).toBeInTheDocument();
    expect(api!.callsTo('credit_request/save')).toHaveLength(0);
  });
});

describe('the Debtor Credit Requests screen', () => {
  const debtorRows = [
    row(5, { debtor_id: 7, debtor_name: 'Northwind Traders', current_credit_limit: '30000.00' }),
    row(6, { debtor_id: 8, debtor_name: 'Lone Star Grocers', deleted: true }),
  ];

  it("opens a request's detail with Approve and Deny; a deleted one does not open", async () => {
    const user = userEvent.setup();
    openApp('/debtorrequest', {
      user: userOf('client_advocate'),
      handlers: { ...handlers, 'credit_request/fetch': () => page(debtorRows) },
    });
    expect(await screen.findByRole('heading', { name: M.debtorRequests })).toBeInTheDocument();
    expect(api!.callsTo('credit_request/fetch')[0]!.body).toMatchObject({ credit_requests: 0 });
    await user.dblClick(await screen.findByText('Lone Star Grocers'));
    expect(screen.queryByRole('dialog', { name: M.detailTitle })).not.toBeInTheDocument();
    await user.dblClick(screen.getByText('Northwind Traders'));
    const dialog = await screen.findByRole('dialog', { name: M.detailTitle });
    expect(within(dialog).getByText(M.debtorKind)).toBeInTheDocument();
    expect(within(dialog).getByText('$30,000.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: M.deny }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: messages.common.yes }));
    await waitFor(() => expect(api!.callsTo('credit_request/change_status')).toHaveLength(1));
    expect(api!.callsTo('credit_request/change_status')[0]!.body).toEqual({ ids: [5], status: 2 });
  });

  it("tells 'Admin has been notified' for a row without an id", async () => {
    const user = userEvent.setup();
    openApp('/debtorrequest', {
      user: userOf('client_advocate'),
      handlers: {
        ...handlers,
        'credit_request/fetch': () =>
          page([row(7, { id: null as unknown as number, debtor_id: 7, debtor_name: 'Orphan Debtor' })]),
      },
    });
    await user.click(await screen.findByText('Orphan Debtor'));
    expect(await screen.findByText(messages.generic.adminNotified)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: M.detailTitle })).not.toBeInTheDocument();
  });

  it('offers no detail without the selection right', async () => {
    const user = userEvent.setup();
    const analyst = userOf('client_advocate');
    openApp('/debtorrequest', {
      user: { ...analyst, rights: analyst.rights.filter((right) => right !== 'debtor_request_selection') },
      handlers: { ...handlers, 'credit_request/fetch': () => page(debtorRows) },
    });
    await user.dblClick(await screen.findByText('Northwind Traders'));
    expect(screen.queryByRole('dialog', { name: M.detailTitle })).not.toBeInTheDocument();
  });
});
