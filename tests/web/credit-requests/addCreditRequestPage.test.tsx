import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditRequestRow } from '../../../src/shared/contract/creditRequests';
import { messages } from '../../../src/shared/messages';
import { notificationDestination } from '../../../src/shared/notificationKinds';
import { userOf } from '../../../stories/shell/fixtures';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(async () => {
  await closeApp();
});

const M = messages.creditRequest;

const request: CreditRequestRow = {
  id: 12,
  prospect_id: 4,
  debtor_id: 7,
  status: 0,
  deleted: false,
  is_terminated: false,
  client_name: 'Acme Freight Lines',
  debtor_name: 'Northwind Traders',
  created_at: '2026-11-02T15:00:00.000Z',
  action_date: null,
  client_active_credit_limit: '100000.00',
  current_credit_limit: '30000.00',
  requested_amount: '5000.00',
  new_limit_amount: '35000.00',
};

const handlers = {
  'credit_request/details': (body: unknown) =>
    (body as { id: number }).id === request.id
      ? { body: { status: true, cr: request } }
      : { status: 404, body: { status: false, message: messages.http.notFound } },
  'credit_request/change_status': () => ({ body: { status: true, message: M.approvedDone } }),
  'credit_request/fetch': () => ({
    body: { status: true, crs: { data: [], total: 0, last_page: 1, current_page: 1 } },
  }),
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
};

describe('/addnewcr', () => {
  it('is where a credit request notification leads, with the request as its state', () => {
    for (const type of ['client_credit_request', 'debtor_credit_request']) {
      expect(notificationDestination({ type, type_id: 12, sub_type_id: null })).toEqual({
        path: '/addnewcr',
        state: { id: 12 },
      });
    }
  });

  it('shows the request opened from a notification and approves it', async () => {
    const user = userEvent.setup();
    openApp('/addnewcr', { user: userOf('client_advocate'), handlers, state: { id: 12 } });
    expect(await screen.findByText('Northwind Traders')).toBeInTheDocument();
    expect(screen.getByText(M.debtorKind)).toBeInTheDocument();
    expect(screen.getByText('$35,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.approve }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: messages.common.yes }));
    await waitFor(() => expect(api!.callsTo('credit_request/change_status')).toHaveLength(1));
    expect(api!.callsTo('credit_request/change_status')[0]!.body).toEqual({ ids: [12], status: 1 });
    expect(await screen.findByRole('heading', { name: M.debtorRequests })).toBeInTheDocument();
  });

  it('gives a client user the request without Approve or Deny', async () => {
    openApp('/addnewcr', { user: userOf('client'), handlers, state: { id: 12 } });
    expect(await screen.findByText('Northwind Traders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.approve })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.deny })).not.toBeInTheDocument();
  });

  it('answers Not found for a request that is not there', async () => {
    openApp('/addnewcr', { user: userOf('client_advocate'), handlers, state: { id: 99 } });
    expect(await screen.findByText(messages.http.notFound)).toBeInTheDocument();
  });

  it('without a request it is Add New Request, client or debtor', async () => {
    const user = userEvent.setup();
    openApp('/addnewcr', { user: userOf('client'), handlers });
    expect(await screen.findByRole('heading', { name: M.addNew })).toBeInTheDocument();
    expect(await screen.findByText('Acme Freight Lines')).toBeInTheDocument();
    expect(screen.queryByText(M.debtorLabel)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: M.debtorKind }));
    expect(await screen.findByText(M.debtorLabel)).toBeInTheDocument();
  });
});
