import type { Payment } from '../../src/shared/contract/funding';
import type { CurrentUser } from '../../src/shared/contract/session';
import {
  workspaceEndpoints as e,
  type DebtorPanel,
  type InvoicePanel,
  type PanelInvoice,
  type SchedulePanel,
} from '../../src/shared/contract/workspace';
import { messages } from '../../src/shared/messages';
import type { FakeHandler } from '../shell/fakeApi';
import { answeredFor, answering } from '../users/fakeServer';

/**
 * The detail panels' fake answers: Acme's invoice 100123 on schedule 12, bought by a wire that was
 * reversed and a second ACH; the schedule with its two invoices; Northwind Traders held by Acme and
 * Bayside. A story may swap any answer through `parameters.api`.
 */

export const wire: Payment = {
  id: 5,
  schedule_id: 21,
  payment_type: 2,
  payment_type_text: 'Wire',
  transaction_number: 'WIRE778',
  schedule_fund_date: '2026-10-05',
  check_date: '2026-10-06',
  check_deposit_date: null,
  posting_date: '2026-10-08',
  amount: '500.00',
  wire_fee: '25.00',
  paid_amount: '475.00',
  invoice_ids: [41, 42],
  reversed_at: null,
  created_at: '2026-10-06T15:00:00.000Z',
};

export const invoice: InvoicePanel = {
  id: 41,
  invoice_no: '100123',
  client: { id: 7, name: 'Acme Freight Lines' },
  debtor: { id: 3, legal_name: 'Northwind Traders' },
  schedule: { id: 21, schedule_no: 12, stage: 'funded' },
  invoice_amount: '1000.00',
  advance_percentage: '80.00',
  advance_amount: '800.00',
  escrow_amount: '50.00',
  invoice_date: '2026-10-01',
  invoice_due_date: '2026-10-30',
  funding_date: '2026-10-05',
  status_text: 'Approved',
  deleted: false,
  payments: [wire],
  timeline: [
    { kind: 'created', at: '2026-10-01T12:00:00.000Z', by: 'Avery Stone', amount: null },
    { kind: 'verified', at: '2026-10-03T15:00:00.000Z', by: null, amount: null },
    { kind: 'paid', at: '2026-10-06T15:00:00.000Z', by: 'Avery Stone', amount: '500.00' },
    { kind: 'funded', at: '2026-10-05', by: null, amount: null },
  ],
};

export const journalEntry = {
  id: 88,
  entry_date: '2026-10-06',
  memo: 'Schedule 12: Wire WIRE778',
  lines: [
    {
      account_code: '1200-C7-D3',
      account_name: 'Purchased Receivables',
      memo: 'Invoice 100123 bought at face value',
      debit: '1000.00',
      credit: '0.00',
    },
    {
      account_code: '2100-C7',
      account_name: 'Advances Payable',
      memo: 'Advances owed on the invoices bought',
      debit: '0.00',
      credit: '1000.00',
    },
  ],
};

function panelInvoice(id: number, invoiceNo: string, overrides: Partial<PanelInvoice> = {}): PanelInvoice {
  return {
    id,
    invoice_no: invoiceNo,
    client_name: 'Acme Freight Lines',
    legal_name: 'Northwind Traders',
    invoice_amount: '1000.00',
    advance_amount: '800.00',
    invoice_due_date: '2026-10-30',
    funding_date: null,
    verified: true,
    status_text: 'Pending',
    ...overrides,
  };
}

export const schedule: SchedulePanel = {
  id: 21,
  schedule_no: 12,
  stage: 'funded',
  client: { id: 7, name: 'Acme Freight Lines' },
  total_amount: '1200.00',
  paid_amount: '500.00',
  remaining_amount: '625.00',
  schedule_fund_date: '2026-10-05',
  created_at: '2026-10-02T15:00:00.000Z',
  verification: { verified_at: '2026-10-03T15:00:00.000Z', verified_by: 'Avery Stone', cb_amount: '0.00' },
  invoices: [
    panelInvoice(41, '100123', { funding_date: '2026-10-05' }),
    panelInvoice(42, '100124', {
      legal_name: 'Lone Star Grocers',
      invoice_amount: '500.00',
      advance_amount: '400.00',
    }),
  ],
  payments: [wire],
};

export const debtor: DebtorPanel = {
  id: 3,
  legal_name: 'Northwind Traders',
  email: 'ap@northwind.example',
  phone: '+1 2145550110',
  address: '1200 Commerce Street, Dallas, Texas 75201',
  limits: [
    {
      prospect_id: 7,
      client_name: 'Acme Freight Lines',
      credit_limit: '50000.00',
      outstanding: '14025.75',
      available_credit: '35974.25',
      status_text: 'Active',
    },
    {
      prospect_id: 8,
      client_name: 'Bayside Medical Supply',
      credit_limit: '20000.00',
      outstanding: '0.00',
      available_credit: '20000.00',
      status_text: 'Active',
    },
  ],
  contacts: [
    {
      name: 'Dan Ortiz',
      email: 'debtor@factordesk.test',
      department: 'Accounts Payable',
      phone: '+1 2145550111',
    },
  ],
  open_invoices: [panelInvoice(43, '100125', { client_name: 'Bayside Medical Supply', verified: false })],
  open_invoice_count: 1,
};

/** The panels' answers as `user` gets them (a client's invoice panel without the books). */
export function panelHandlers(user: CurrentUser): Record<string, FakeHandler> {
  return {
    [e.invoicePanel.path]: answering(e.invoicePanel, () =>
      answeredFor(e.invoicePanel, user, { invoice, journal_entries: [journalEntry] }),
    ),
    [e.schedulePanel.path]: answering(e.schedulePanel, () =>
      answeredFor(e.schedulePanel, user, { schedule }),
    ),
    [e.debtorPanel.path]: answering(e.debtorPanel, () => answeredFor(e.debtorPanel, user, { debtor })),
  };
}

/** An answer that never comes: the panel stays loading. */
export const neverAnswers: FakeHandler = () => new Promise(() => undefined);

/** The 404 a record out of reach answers. */
export const notFound: FakeHandler = () => ({
  status: 404,
  body: { status: false, message: messages.http.notFound },
});
