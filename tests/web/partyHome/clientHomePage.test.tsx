import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheTag } from '../../../src/shared/cacheTags';
import { partyHomeEndpoints as h } from '../../../src/shared/contract/partyHome';
import type { CurrentUser } from '../../../src/shared/contract/session';
import { baseApi } from '../../../src/web/api/baseApi';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { makeStore } from '../../../src/web/app/store';
import { BrokerHomePage } from '../../../src/web/features/party-home/BrokerHomePage';
import { ClientHomePage } from '../../../src/web/features/party-home/ClientHomePage';
import { words } from '../../../src/web/features/party-home/words';
import { CurrentUserContext } from '../../../src/web/session/currentUser';
import type { FakeApi, FakeHandler } from '../../../stories/shell/fakeApi';
import { userOf } from '../../../stories/shell/fixtures';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { brokerHome, clientHome, partyHomeHandlers } from '../../../stories/partyHome/PartyHome.stories';

let api: FakeApi | undefined;

afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
});

function mount(page: React.ReactNode, user: CurrentUser, handlers: Record<string, FakeHandler>) {
  api = installFakeServer(handlers);
  const store = makeStore();
  render(
    <AppProviders store={store}>
      <CurrentUserContext.Provider value={user}>
        <MemoryRouter>{page}</MemoryRouter>
      </CurrentUserContext.Provider>
    </AppProviders>,
  );
  return store;
}

describe("a party's home stays live", () => {
  it('re-reads the client home when a live event names a flow it reads (a payment)', async () => {
    const client = userOf('client');
    let funded = '8775.00';
    const store = mount(<ClientHomePage />, client, {
      ...partyHomeHandlers(client),
      [h.client.path]: () => ({
        body: {
          status: true,
          home: { ...clientHome, funded_this_month: { amount: funded, payments: 2, invoices: 3 } },
        },
      }),
    });
    await screen.findByText('$8,775.00');
    funded = '9775.00';
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([cacheTag.payment]));
    });
    await screen.findByText('$9,775.00');
    expect(api!.callsTo(h.client.path)).toHaveLength(2);
  });

  it('re-reads the broker home when a collection is recorded', async () => {
    const broker = userOf('broker');
    let all = '111.11';
    const store = mount(<BrokerHomePage />, broker, {
      [h.broker.path]: () => ({
        body: {
          status: true,
          home: { ...brokerHome, totals: { ...brokerHome.totals, commission_all_time: all } },
        },
      }),
    });
    await screen.findByText('$111.11');
    all = '222.22';
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([cacheTag.collection]));
    });
    await screen.findByText('$222.22');
  });

  it('says so in words when the figures cannot be loaded', async () => {
    const client = userOf('client');
    mount(<ClientHomePage />, client, {
      [h.client.path]: () => ({ status: 500, body: { status: false, message: 'Sorry' } }),
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words.failed));
  });

  it('asks nothing of the server for a user whose home it is not', async () => {
    const debtor = userOf('debtor');
    mount(<ClientHomePage />, debtor, partyHomeHandlers(debtor));
    await waitFor(() => expect(screen.queryByRole('heading')).toBeNull());
    expect(api!.callsTo(h.client.path)).toHaveLength(0);
  });
});
