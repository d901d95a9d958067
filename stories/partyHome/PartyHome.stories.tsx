import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  partyHomeEndpoints as h,
  type BrokerHome,
  type ClientHome,
} from '../../src/shared/contract/partyHome';
import type { CurrentUser } from '../../src/shared/contract/session';
import { BrokerHomePage } from '../../src/web/features/party-home/BrokerHomePage';
import { ClientHomePage } from '../../src/web/features/party-home/ClientHomePage';
import { words } from '../../src/web/features/party-home/words';
import type { FakeHandler } from '../shell/fakeApi';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { answeredFor, answering } from '../users/fakeServer';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';

/**
 * A client's and a broker's own home (docs/decisions/0033). Acme's figures follow 0028's terms: 3 %
 * for 30 days, +0.1 % a day beyond, 2 clearance days; invoice 1006 ($6,000.00, advance $4,800.00)
 * was bought on 09/01/2026.
 */
export const clientHome: ClientHome = {
  client_name: 'Acme Freight Lines',
  as_of: '2026-10-06',
  credit: {
    credit_limit: '250000.00',
    available: '150000.00',
    debtors: [
      {
        debtor_id: 3,
        debtor_name: 'Walmart Stores',
        credit_limit: '50000.00',
        outstanding: '14025.75',
        available: '35974.25',
      },
      {
        debtor_id: 4,
        debtor_name: 'Target Corp',
        credit_limit: '50000.00',
        outstanding: '0.00',
        available: '50000.00',
      },
    ],
  },
  funded_this_month: { amount: '8775.00', payments: 2, invoices: 3 },
  reserves: { held: '3690.00', escrow_held: '1050.00', releasable: '2990.00' },
  open_invoices: {
    buckets: [
      { bucket: '0-30', count: 0, amount: '0.00' },
      { bucket: '31-60', count: 1, amount: '6000.00' },
      { bucket: '61-90', count: 0, amount: '0.00' },
      { bucket: '90+', count: 0, amount: '0.00' },
    ],
    count: 1,
    amount: '6000.00',
  },
  chargebacks_pending: { count: 1, amount: '2000.00' },
  simulator: {
    terms: {
      purchase_discount: '3.00',
      discount_days: 30,
      is_incremental_purchase_discount: true,
      incremental_discount_percentage: '0.10',
      incremental_discount_days: 1,
      business_days_clearance: 2,
    },
    invoices: [
      {
        id: 16,
        invoice_no: '1006',
        debtor_name: 'Walmart Stores',
        invoice_date: '2026-08-28',
        funding_date: '2026-09-01',
        invoice_amount: '6000.00',
        advance_amount: '4800.00',
        collected_amount: '0.00',
        chargeback_amount: '0.00',
        discount_fee_amount: '0.00',
        open_balance: '6000.00',
      },
    ],
  },
};

export const brokerHome: BrokerHome = {
  broker_name: 'Bree Broker',
  as_of: '2026-10-06',
  referral_code: 'BREE001',
  commission_rate: '2.50',
  agreement_date: '2026-01-15',
  totals: {
    clients: 1,
    invoices_this_month: 2,
    volume_this_month: '15000.00',
    invoices_all_time: 3,
    volume_all_time: '21000.00',
    commission_this_month: '9.25',
    commission_all_time: '11.50',
  },
  clients: [
    {
      prospect_id: 7,
      name: 'Acme Freight Lines',
      stage: 'Client',
      invoices_this_month: 2,
      volume_this_month: '15000.00',
      invoices_all_time: 3,
      volume_all_time: '21000.00',
      fees_this_month: '370.00',
      commission_this_month: '9.25',
      commission_all_time: '11.50',
    },
    {
      prospect_id: 12,
      name: 'Keystone Staffing',
      stage: 'Applying',
      invoices_this_month: 0,
      volume_this_month: '0.00',
      invoices_all_time: 0,
      volume_all_time: '0.00',
      fees_this_month: '0.00',
      commission_this_month: '0.00',
      commission_all_time: '0.00',
    },
  ],
  statement: [
    { month: '2026-10', fees: '370.00', commission: '9.25', payable_by: '2026-11-15' },
    { month: '2026-09', fees: '90.00', commission: '2.25', payable_by: '2026-10-15' },
  ],
};

export function partyHomeHandlers(user: CurrentUser): Record<string, FakeHandler> {
  return {
    [h.client.path]: answering(h.client, () =>
      user.role.role_type === 'client'
        ? answeredFor(h.client, user, { home: clientHome })
        : { status: 403, body: { status: false, message: 'You do not have the right to do this.' } },
    ),
    [h.broker.path]: answering(h.broker, () =>
      user.role.role_type === 'broker'
        ? answeredFor(h.broker, user, { home: brokerHome })
        : { status: 403, body: { status: false, message: 'You do not have the right to do this.' } },
    ),
  };
}

export const partyHomeRoutes: StaffRoute[] = [
  { path: '/clienthome', element: <ClientHomePage /> },
  { path: '/brokerhome', element: <BrokerHomePage /> },
  { path: '/home', element: <p>Home redirect</p> },
];

const server = staffScreenServer(partyHomeHandlers);
const W = words;

const meta = {
  title: 'PartyHome/PartyHome',
  component: StaffScreen,
  args: { user: userOf('client'), path: '/clienthome', routes: partyHomeRoutes },
  parameters: { layout: 'fullscreen' },
  excludeStories: ['clientHome', 'brokerHome', 'partyHomeHandlers', 'partyHomeRoutes'],
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The client's figures in plain words, with the links to the pages that hold the detail. */
export const ClientHomeFigures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: W.client.title('Acme Freight Lines') });
    const figure = (label: string) => canvas.getByRole('group', { name: label });
    await expect(within(figure(W.client.available)).getByText('$150,000.00')).toBeInTheDocument();
    await expect(within(figure(W.client.funded)).getByText('$8,775.00')).toBeInTheDocument();
    await expect(within(figure(W.client.reserveHeld)).getByText('$3,690.00')).toBeInTheDocument();
    await expect(within(figure(W.client.releasable)).getByText('$2,990.00')).toBeInTheDocument();
    await expect(within(figure(W.client.chargebacks)).getByText('$2,000.00')).toBeInTheDocument();
    const aging = canvas.getByRole('list', { name: W.client.aging });
    await expect(within(aging).getByText(W.client.bucket('31-60'))).toBeInTheDocument();
    await expect(within(aging).getByText('$6,000.00')).toBeInTheDocument();
    const customers = canvas.getByRole('list', { name: W.client.customers });
    await expect(within(customers).getByText('$35,974.25')).toBeInTheDocument();
    for (const [text, href] of [
      [W.client.links.invoices, '/invoices'],
      [W.client.links.reserves, '/reserves'],
      [W.client.links.chargebacks, '/chargebacks'],
      [W.client.links.reports, '/reports'],
    ] as const) {
      await expect(canvas.getByRole('link', { name: text })).toHaveAttribute('href', href);
    }
  },
};

/** Paid on 10/06/2026 (0028's day 37): fee 3.7 % of $6,000.00 = $222.00; reserve back $978.00. */
export const Simulator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: W.simulator.title });
    const fee = canvas.getByRole('group', { name: W.simulator.fee });
    await expect(within(fee).getByText('$222.00')).toBeInTheDocument();
    await expect(within(fee).getByText(W.simulator.feeHint('3.70', 37))).toBeInTheDocument();
    const back = canvas.getByRole('group', { name: W.simulator.reserveBack });
    await expect(within(back).getByText('$978.00')).toBeInTheDocument();
    // An earlier day, within the discount days: 3 % = $180.00, $1,020.00 back.
    const day = canvas.getByLabelText(W.simulator.day);
    await userEvent.clear(day);
    await userEvent.type(day, '09/15/2026');
    await expect(
      await within(canvas.getByRole('group', { name: W.simulator.fee })).findByText('$180.00'),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('group', { name: W.simulator.reserveBack })).getByText('$1,020.00'),
    ).toBeInTheDocument();
  },
};

/** The broker's referrals, their volume and its statement. */
export const BrokerHomeFigures: Story = {
  args: { user: userOf('broker'), path: '/brokerhome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: W.broker.title('Bree Broker') });
    await expect(canvas.getByText(W.broker.lead('BREE001'))).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('group', { name: W.broker.volumeMonth })).getByText('$15,000.00'),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('group', { name: W.broker.commissionAll })).getByText('$11.50'),
    ).toBeInTheDocument();
    const statement = canvas.getByRole('list', { name: W.broker.statement });
    await expect(within(statement).getByText('October 2026')).toBeInTheDocument();
    await expect(within(statement).getByText('$9.25')).toBeInTheDocument();
    const referred = canvas.getByRole('list', { name: W.broker.referred });
    await expect(within(referred).getByText('Keystone Staffing')).toBeInTheDocument();
  },
};

/** Staff opening a client's home are sent to their own home. */
export const StaffSentHome: Story = {
  args: { user: userOf('admin'), path: '/clienthome' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Home redirect');
    await expect(server.callsTo(h.client.path)).toHaveLength(0);
  },
};
