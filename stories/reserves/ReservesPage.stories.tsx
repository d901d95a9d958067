import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { achEndpoints } from '../../src/shared/contract/ach';
import {
  reserveEndpoints as r,
  reserveReleaseEndpoints as rr,
  type ReserveRow,
} from '../../src/shared/contract/reserves';
import type { CurrentUser } from '../../src/shared/contract/session';
import { messages } from '../../src/shared/messages';
import { ReservesPage } from '../../src/web/features/reserves/ReservesPage';
import type { ReserveReleaseRow } from '../../src/web/features/reserves/reserveColumns';
import { rowOf } from '../kit/rowOf';
import type { FakeHandler } from '../shell/fakeApi';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { answeredFor, answering } from '../users/fakeServer';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { kebabItem, runAction } from '../funding/fundingPlay';

/**
 * A small book of reserves (0029's worked example): Acme Freight Lines' invoices 1001 (paid) and
 * 1002 (the rest charged back) are releasable, 1006 is unpaid; Old Line Hauling's 2001 is paid; a
 * terminated client's invoice shows with the toggle. One release was paid by ACH.
 */
export function reserveRow(overrides: Partial<ReserveRow>): ReserveRow {
  return {
    id: 1,
    prospect_id: 7,
    invoice_no: '1001',
    client_name: 'Acme Freight Lines',
    debtor_name: 'Walmart Stores',
    funding_date: '2026-09-01',
    invoice_amount: '10000.00',
    advance_amount: '8000.00',
    discount_fee_amount: '370.00',
    reserved_amount: '1630.00',
    open_balance: '0.00',
    releasable: true,
    escrow_reserves: '500.00',
    available_escrow_reserves: '500.00',
    wire_fee: '25.00',
    previous_reserves: '-50.00',
    reserve_released_amount: null,
    reserve_release_date: null,
    reserve_release_id: null,
    fee_days: 35,
    tax_per_day: '0.1',
    release_amount: '1630.00',
    deleted: false,
    is_terminated: false,
    ...overrides,
  };
}

export const reserveRows: ReserveRow[] = [
  reserveRow({ id: 11, invoice_no: '1001' }),
  reserveRow({
    id: 12,
    invoice_no: '1002',
    invoice_amount: '5000.00',
    advance_amount: '4000.00',
    discount_fee_amount: '90.00',
    reserved_amount: '910.00',
    escrow_reserves: '250.00',
    available_escrow_reserves: '250.00',
    release_amount: '910.00',
  }),
  reserveRow({
    id: 16,
    invoice_no: '1006',
    invoice_amount: '6000.00',
    advance_amount: '4800.00',
    discount_fee_amount: '0.00',
    reserved_amount: '1200.00',
    open_balance: '6000.00',
    releasable: false,
    escrow_reserves: '300.00',
    available_escrow_reserves: '300.00',
    fee_days: null,
    release_amount: '0.00',
  }),
  reserveRow({
    id: 21,
    prospect_id: 8,
    invoice_no: '2001',
    client_name: 'Old Line Hauling',
    debtor_name: 'Target Corp',
    invoice_amount: '2000.00',
    advance_amount: '1600.00',
    discount_fee_amount: '40.00',
    reserved_amount: '360.00',
    escrow_reserves: '0.00',
    available_escrow_reserves: '0.00',
    previous_reserves: '0.00',
    release_amount: '360.00',
  }),
  reserveRow({
    id: 31,
    prospect_id: 9,
    invoice_no: '3001',
    client_name: 'Closed Carrier Co',
    is_terminated: true,
  }),
];

export function releaseRow(overrides: Partial<ReserveReleaseRow>): ReserveReleaseRow {
  return {
    id: 5,
    prospect_id: 7,
    client_name: 'Acme Freight Lines',
    reserve_release_date: '2026-10-15',
    payment_type: 2,
    payment_type_text: 'Wire',
    invoice_count: 2,
    amount: '2540.00',
    escrow_amount: '250.00',
    previous_reserves: '-50.00',
    wire_fee: '25.00',
    custom_amount: '2740.00',
    cb_amount: '2000.00',
    released_amount: '715.00',
    created_by_name: 'Avery Stone',
    approved_by_name: null,
    deleted: false,
    is_terminated: false,
    ...overrides,
  };
}

export const releaseRows: ReserveReleaseRow[] = [
  releaseRow({ id: 5, client_name: 'Acme Freight Lines' }),
  releaseRow({
    id: 6,
    prospect_id: 8,
    client_name: 'Old Line Hauling',
    reserve_release_date: '2026-10-20',
    payment_type: 0,
    payment_type_text: 'ACH',
    invoice_count: 1,
    amount: '360.00',
    escrow_amount: '0.00',
    previous_reserves: '0.00',
    wire_fee: '0.00',
    custom_amount: '360.00',
    cb_amount: '0.00',
    released_amount: '360.00',
  }),
];

/** The breakdown of a release: 1001 and 1002 for release 5, 2001 for release 6. */
export function breakdownOf(id: number) {
  const release = releaseRows.find((row) => row.id === id) ?? releaseRow({ id });
  const invoices =
    id === 6
      ? [
          {
            id: 21,
            invoice_no: '2001',
            debtor_name: 'Target Corp',
            funding_date: '2026-09-01',
            invoice_amount: '2000.00',
            reserve_amount: '360.00',
            escrow_amount: null,
          },
        ]
      : [
          {
            id: 11,
            invoice_no: '1001',
            debtor_name: 'Walmart Stores',
            funding_date: '2026-09-01',
            invoice_amount: '10000.00',
            reserve_amount: '1630.00',
            escrow_amount: null,
          },
          {
            id: 12,
            invoice_no: '1002',
            debtor_name: 'Walmart Stores',
            funding_date: '2026-09-01',
            invoice_amount: '5000.00',
            reserve_amount: '910.00',
            escrow_amount: '250.00',
          },
        ];
  const { amount, escrow_amount, previous_reserves, wire_fee, custom_amount, cb_amount, released_amount } =
    release;
  return {
    invoices,
    rr: { amount, escrow_amount, previous_reserves, wire_fee, custom_amount, cb_amount, released_amount },
  };
}

const page = (data: readonly unknown[]) => ({ data, total: data.length, last_page: 1, current_page: 1 });

/** The fake server of /reserves for `user`: a client user sees its own company's rows only. */
export function reserveHandlers(user: CurrentUser): Record<string, FakeHandler> {
  const own = <T extends { prospect_id: number }>(rows: readonly T[]) =>
    user.company_id === null ? rows : rows.filter((row) => row.prospect_id === user.company_id);
  return {
    [r.fetch.path]: answering(r.fetch, (body) => {
      const rows = own(reserveRows)
        .filter((row) => body.show_all === true || !row.is_terminated)
        .filter((row) =>
          body.card === 'cash' ? Number(row.reserved_amount) > 0 : Number(row.available_escrow_reserves) > 0,
        );
      return answeredFor(r.fetch, user, { reserves: page(rows) });
    }),
    [rr.fetch.path]: answering(rr.fetch, (body) => {
      const rows = own(releaseRows).filter((row) => body.show_all === true || !row.is_terminated);
      return answeredFor(rr.fetch, user, { reserve_releases: page(rows) });
    }),
    [rr.details.path]: answering(rr.details, (body) => answeredFor(rr.details, user, breakdownOf(body.id))),
    [achEndpoints.reserveRelease.path]: answering(achEndpoints.reserveRelease, () => ({
      body: '101 091000019 1234567890...',
    })),
  };
}

/** Where Create RR Batch leads, showing the navigation state it was given. */
function BatchStateProbe() {
  const { state } = useLocation();
  return (
    <>
      <h1>Create RR Batch form</h1>
      <output aria-label="navigation state">{JSON.stringify(state)}</output>
    </>
  );
}

export const reserveRoutes: StaffRoute[] = [
  { path: '/reserves', element: <ReservesPage /> },
  { path: '/createrrbatch', element: <BatchStateProbe /> },
];

const server = staffScreenServer(reserveHandlers);
const body = within(document.body);
const M = messages.reserve;

const meta = {
  title: 'Reserves/ReservesPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/reserves', routes: reserveRoutes },
  parameters: { layout: 'fullscreen' },
  excludeStories: [
    'reserveRow',
    'reserveRows',
    'releaseRow',
    'releaseRows',
    'breakdownOf',
    'reserveHandlers',
    'reserveRoutes',
  ],
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const pickCard = async (canvasElement: HTMLElement, title: string) =>
  userEvent.click(
    within(await within(canvasElement).findByRole('group', { name: M.cards })).getByText(title),
  );

/** Cash Reserves: live clients' held reserves; 1006 is not releasable and has no checkbox. */
export const CashReserves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1001');
    await expect(canvas.queryByText('3001')).not.toBeInTheDocument();
    await expect(within(rowOf(canvasElement, '1006')).queryByRole('checkbox')).toBeNull();
    await expect(within(rowOf(canvasElement, '1006')).getByText(M.notReleasable)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: M.includeTerminated }));
    await canvas.findByText('3001');
    await expect(server.lastBody(r.fetch.path)).toMatchObject({ card: 'cash', show_all: true });
  },
};

/** Two of Acme's releasable invoices make a batch: Create RR Batch opens the form with them. */
export const CreateBatch: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('1001');
    await userEvent.click(within(rowOf(canvasElement, '1001')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, '1002')).getByRole('checkbox'));
    await runAction(canvasElement, M.createRrBatch);
    await body.findByRole('heading', { name: 'Create RR Batch form' });
    await expect(
      JSON.parse(body.getByRole('status', { name: 'navigation state' }).textContent ?? ''),
    ).toEqual({
      ids: '11,12',
      prospect_id: 7,
    });
  },
};

/** Invoices of two clients: the warning shows and Create RR Batch is off. */
export const MixedClients: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('1001');
    await userEvent.click(within(rowOf(canvasElement, '1001')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, '2001')).getByRole('checkbox'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(M.sameClient);
    await expect(await kebabItem(canvasElement, M.createRrBatch)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Reserve Release: a release's breakdown, and the ACH file of one paid by ACH. */
export const ReleaseBreakdown: Story = {
  play: async ({ canvasElement }) => {
    await pickCard(canvasElement, M.reserveRelease);
    await within(canvasElement).findByText('Old Line Hauling');
    await userEvent.dblClick(rowOf(canvasElement, 'Old Line Hauling'));
    const dialog = within(await body.findByRole('dialog', { name: M.breakdownTitle }));
    await dialog.findByText('2001');
    await expect(dialog.getByText(M.breakdown.reservesReleased)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: M.downloadAch })).toBeInTheDocument();
    await waitFor(() => expect(server.lastBody(rr.details.path)).toEqual({ id: 6 }));
  },
};

/** A client user: its own rows, no client column and no include toggle. */
export const ClientUser: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1001');
    await expect(canvas.queryByText('2001')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: new RegExp(M.columns.clientName) })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: M.includeTerminated })).toBeNull();
  },
};

/** Nothing held: 'No record available.' */
export const Empty: Story = {
  parameters: {
    api: {
      [r.fetch.path]: () => ({ body: { status: true, reserves: page([]) } }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.table.noRecord)).toBeInTheDocument();
  },
};
