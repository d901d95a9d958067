import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { generalLedgerEndpoints as g, type LedgerData } from '../../src/shared/contract/generalLedger';
import { invoiceLookupEndpoints as lookups } from '../../src/shared/contract/invoiceLookups';
import type { CurrentUser } from '../../src/shared/contract/session';
import { messages } from '../../src/shared/messages';
import { GeneralLedgerPage } from '../../src/web/features/general-ledger/GeneralLedgerPage';
import type { FakeHandler } from '../shell/fakeApi';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { answeredFor, answering } from '../users/fakeServer';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';

/** The worked example of 0029 as Acme's statement for fiscal year 2025 - 2026. */
export function ledgerOf(overrides: Partial<LedgerData> = {}): LedgerData {
  return {
    title: 'General Ledger: Acme Freight Lines',
    year: 2026,
    credit_limit: '250000.00',
    active_credit_limit: '150000.00',
    balance: '16000.00',
    opening_balance: '0.00',
    statement_date: '2026-11-02',
    period: { from: '2025-10-01', to: '2026-09-30' },
    as_of: null,
    totals: { debit: '21000.00', credit: '5000.00' },
    invoices: [
      ...['10000.00', '5000.00', '6000.00'].map((amount, index) => ({
        invoice_no: `100${index + 1}`,
        debtor_name: 'Northwind Traders',
        description: `Invoice 100${index + 1} bought at face value`,
        posting_date: '2026-09-01',
        payment_mode: 'ACH',
        transaction_no: 'ACH12345',
        debit_amount: amount,
        credit_amount: null,
      })),
      {
        invoice_no: '1002',
        debtor_name: 'Northwind Traders',
        description: 'Invoice 1002',
        posting_date: '2026-09-21',
        payment_mode: 'Check',
        transaction_no: 'CHK1002',
        debit_amount: null,
        credit_amount: '3000.00',
      },
    ],
    ...overrides,
  };
}

const page = (data: readonly unknown[]) => ({ data, total: data.length, last_page: 1, current_page: 1 });

/** The fake server of /generalledger: a client user reads its own company only. */
export function ledgerHandlers(user: CurrentUser): Record<string, FakeHandler> {
  const clients = [
    { id: 7, company_business_name: 'Acme Freight Lines' },
    { id: 8, company_business_name: 'Bayside Produce' },
  ].filter((client) => user.company_id === null || client.id === user.company_id);
  return {
    [lookups.clients.path]: answering(lookups.clients, () =>
      answeredFor(lookups.clients, user, { prospects: page(clients) }),
    ),
    [lookups.debtors.path]: answering(lookups.debtors, () =>
      answeredFor(lookups.debtors, user, {
        debtors: page([{ id: 3, prospect_id: 7, debtor_name: 'Northwind Traders', status: 1 }]),
      }),
    ),
    [g.fetch.path]: answering(g.fetch, (body) =>
      answeredFor(g.fetch, user, {
        ledger_data:
          body.fiscal_year === 2021
            ? ledgerOf({ invoices: [], totals: { debit: '0.00', credit: '0.00' } })
            : ledgerOf({ as_of: body.as_of ?? null, statement_date: body.as_of ?? '2026-11-02' }),
        message: 'Success',
      }),
    ),
    [g.download.path]: answering(g.download, () => ({ body: 'PK' })),
  };
}

export const ledgerRoutes: StaffRoute[] = [{ path: '/generalledger', element: <GeneralLedgerPage /> }];

const server = staffScreenServer(ledgerHandlers);

const meta = {
  title: 'General Ledger/GeneralLedgerPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/generalledger', routes: ledgerRoutes },
  parameters: { layout: 'fullscreen' },
  excludeStories: ['ledgerOf', 'ledgerHandlers', 'ledgerRoutes'],
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff fetch Acme's statement: the header card and its lines. */
export const ClientStatement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Client Name|Select/ }));
    await userEvent.click(await within(document.body).findByText('Acme Freight Lines'));
    await userEvent.click(canvas.getByRole('button', { name: messages.ledger.fetch }));
    await canvas.findByText(messages.ledger.header.currentBalanceOutstanding);
    await expect(canvas.getByText('$16,000.00')).toBeInTheDocument();
  },
};

/** Fetch with nothing chosen: the spec's message under Client Name. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: messages.ledger.fetch }));
    await canvas.findByText(messages.ledger.clientNameRequired);
  },
};

/** A client user: its own company, locked. */
export const ForAClient: Story = { args: { user: userOf('client') } };
