import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/shared/messages';
import { AddCollectionPage } from '../../../src/web/features/collections/AddCollectionPage';
import { CollectionListPage } from '../../../src/web/features/collections/CollectionListPage';
import { clearToasts } from '../../../src/web/kit/toast';
import { chooseType, choosePair, settleRow, typeInto } from '../../../stories/collections/collectionPlay';
import { acme, collections, rowsFor, walmart } from '../../../stories/collections/fixtures';
import { userOf } from '../../../stories/shell/fixtures';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { json, mockFetch } from '../users/mockFetch';

const C = messages.collection;
const S = messages.collectionScreen;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

const page = (data: unknown[]) => ({ data, total: data.length, last_page: 1, current_page: 1 });

/** The answers of the collection screens, as the server gives them. */
function collectionServer() {
  return mockFetch({
    'collection/fetch': () => json({ status: true, collections: page(collections.slice(0, 1)) }),
    'collection/invoices': (body) =>
      json({ status: true, invoices: rowsFor((body as { collection_type: number }).collection_type) }),
    'collection/debtor_uc': () => json({ status: true, uc: '200.00' }),
    'invoice/clients': () => json({ status: true, prospects: page([acme]) }),
    'invoice/debtors': () => json({ status: true, debtors: page([walmart]) }),
  });
}

describe('/collections', () => {
  it("lists the collections and expands a row's invoices", async () => {
    const { bodiesTo } = collectionServer();
    render(
      <StaffScreen
        user={userOf('admin')}
        path="/collections"
        routes={[{ path: '/collections', element: <CollectionListPage /> }]}
      />,
    );
    const table = await screen.findByRole('table', { name: C.collections });
    expect(await within(table).findByText('COL-0001')).toBeInTheDocument();
    expect(within(table).getByText('Walmart Stores')).toBeInTheDocument();
    expect(within(table).getByText('$1,500.00')).toBeInTheDocument();
    expect(bodiesTo('collection/fetch')[0]).toMatchObject({ page: 1, per_page: 10, show_all: false });

    await userEvent.click(within(table).getByRole('button', { name: S.invoicesOf('COL-0001') }));
    const invoices = await screen.findByRole('table', { name: S.invoicesOf('COL-0001') });
    expect(within(invoices).getByText('INV-0990')).toBeInTheDocument();
    expect(within(invoices).getByText('INV-0991')).toBeInTheDocument();
  });
});

describe('/addnewcollection', () => {
  it('shows the verbatim mismatch message and sends nothing', async () => {
    const { bodiesTo, sent } = collectionServer();
    render(
      <StaffScreen
        user={userOf('admin')}
        path="/addnewcollection"
        routes={[{ path: '/addnewcollection', element: <AddCollectionPage /> }]}
      />,
    );
    await screen.findByRole('button', { name: C.againstInvoice });
    await chooseType(C.againstInvoice);
    await choosePair();
    expect(bodiesTo('collection/invoices')).toEqual([{ prospect_id: 7, debtor_id: 9, collection_type: 1 }]);
    await settleRow('INV-1001', '1000');
    await typeInto(S.amount, '900');
    await userEvent.click(screen.getByRole('button', { name: messages.common.save }));
    const alert = await screen.findByText('Amounts are not matching', { selector: 'li' });
    expect(alert).toBeInTheDocument();
    expect(sent.filter((call) => call.path === 'collection/save')).toHaveLength(0);
  });

  it("locks a client user's form to its own company", async () => {
    const { bodiesTo } = collectionServer();
    render(
      <StaffScreen
        user={userOf('client')}
        path="/addnewcollection"
        routes={[{ path: '/addnewcollection', element: <AddCollectionPage /> }]}
      />,
    );
    await screen.findByRole('button', { name: C.againstInvoice });
    await chooseType(C.againstInvoice);
    await waitFor(() => expect(screen.getAllByText('Acme Freight Lines').length).toBeGreaterThan(0));
    const field = screen.getByText('Acme Freight Lines').closest('button');
    expect(field).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Debtor Name/ }));
    await userEvent.click(await screen.findByText('Walmart Stores'));
    await waitFor(() =>
      expect(bodiesTo('collection/invoices')).toEqual([{ prospect_id: 7, debtor_id: 9, collection_type: 1 }]),
    );
  });
});
