import {
  fundingEndpoints as e,
  type FundingSchedule,
  type JournalEntry,
  type Payment,
  type PaymentWithEntries,
} from '../../src/shared/contract/funding';
import type { CurrentUser } from '../../src/shared/contract/session';
import { messages } from '../../src/shared/messages';
import { toMoneyString } from '../../src/shared/money';
import type { PaymentInfo } from './paymentInfo';
import type { FakeAnswer, FakeHandler } from '../shell/fakeApi';
import { answeredFor, answering } from '../users/fakeServer';

/**
 * A small Schedule of Funding: Acme's schedule 12 verified and waiting (2,660.00 to pay, $25 wire
 * fee; a first wire was reversed by Revert Funding), Bayside's 13 partly paid, Cedar Creek's 14 paid in full with a chargeback settled, and
 * Acme's deleted 15 (shown only with the include toggle).
 */
function schedule(
  overrides: Partial<FundingSchedule> & Pick<FundingSchedule, 'id' | 'schedule_no'>,
): FundingSchedule {
  return {
    prospect_id: 7,
    company_business_name: 'Acme Freight Lines',
    total_amount: '2800.00',
    cb_amount: '0.00',
    paid_amount: '0.00',
    remaining_amount: '2660.00',
    invoicesCount: 2,
    schedule_fund_date: null,
    verified_at: '2026-10-03T15:00:00.000Z',
    created_at: '2026-10-02T15:00:00.000Z',
    deleted_at: null,
    is_terminated: false,
    ...overrides,
  };
}

export const waiting = schedule({ id: 21, schedule_no: 12 });
export const partlyPaid = schedule({
  id: 22,
  schedule_no: 13,
  prospect_id: 8,
  company_business_name: 'Bayside Medical Supply',
  total_amount: '1700.00',
  paid_amount: '1200.00',
  remaining_amount: '500.00',
  schedule_fund_date: '2026-10-05',
});
export const paidWithChargeback = schedule({
  id: 23,
  schedule_no: 14,
  prospect_id: 9,
  company_business_name: 'Cedar Creek Builders',
  cb_amount: '100.00',
  paid_amount: '2000.00',
  remaining_amount: '0.00',
  schedule_fund_date: '2026-10-06',
});
export const deleted = schedule({ id: 24, schedule_no: 15, deleted_at: '2026-10-09T15:00:00.000Z' });

const allSchedules = [waiting, partlyPaid, paidWithChargeback, deleted];

export const firstPayment: Payment = {
  id: 301,
  schedule_id: 22,
  payment_type: 0,
  payment_type_text: 'ACH',
  transaction_number: 'ACH778',
  schedule_fund_date: '2026-10-05',
  check_date: '2026-10-06',
  check_deposit_date: '2026-10-07',
  posting_date: '2026-10-08',
  amount: '1200.00',
  wire_fee: '0.00',
  paid_amount: '1200.00',
  invoice_ids: [601],
  reversed_at: null,
  created_at: '2026-10-08T15:00:00.000Z',
};

/**
 * The entry schedule 13's first payment posted (Bayside: 85% advance, no escrow): invoice 100601
 * bought at face value, its advance owed and the rest held as reserve, then $1,200.00 paid out.
 */
export const firstPaymentEntry: JournalEntry = {
  id: 123,
  entry_date: '2026-10-06',
  memo: 'Schedule 13: payment ACH778',
  lines: [
    {
      account_code: '1200-C8-D5',
      account_name: 'Purchased Receivables',
      memo: 'Invoice 100601 bought at face value',
      debit: '2000.00',
      credit: '0.00',
    },
    {
      account_code: '2000-C8',
      account_name: 'Advances Payable to Clients',
      memo: 'Advances owed on the invoices bought',
      debit: '0.00',
      credit: '1700.00',
    },
    {
      account_code: '2100-C8',
      account_name: 'Client Reserves',
      memo: 'Reserves held',
      debit: '0.00',
      credit: '300.00',
    },
    {
      account_code: '2000-C8',
      account_name: 'Advances Payable to Clients',
      memo: 'Payment to the client',
      debit: '1200.00',
      credit: '0.00',
    },
    { account_code: '1000', account_name: 'Cash (bank)', memo: 'Paid out', debit: '0.00', credit: '1200.00' },
  ],
};

export const firstPaymentWithEntry: PaymentWithEntries = {
  ...firstPayment,
  statement: {
    bought: '2000.00',
    advanced: '1700.00',
    held_in_reserve: '300.00',
    escrow_withheld: '0.00',
    chargebacks_settled: '0.00',
    fees: '0.00',
    paid_out: '1200.00',
  },
  journal_entry: firstPaymentEntry,
  reversal_entry: null,
};

/**
 * Schedule 12's wire of 10/06/2026, reversed by Revert Funding on 11/02/2026 (so 12 waits again):
 * its entry ($500.00 less the $25 wire fee paid out) and the contra entry, every line turned over.
 */
const wireEntry: JournalEntry = {
  id: 130,
  entry_date: '2026-10-06',
  memo: 'Schedule 12: payment WIRE55',
  lines: [
    {
      account_code: '2000-C7',
      account_name: 'Advances Payable to Clients',
      memo: 'Payment to the client',
      debit: '500.00',
      credit: '0.00',
    },
    { account_code: '1000', account_name: 'Cash (bank)', memo: 'Paid out', debit: '0.00', credit: '475.00' },
    {
      account_code: '4200-C7',
      account_name: 'Wire Fee Income',
      memo: 'Wire fee',
      debit: '0.00',
      credit: '25.00',
    },
  ],
};

export const reversedWire: PaymentWithEntries = {
  ...firstPayment,
  id: 305,
  schedule_id: 21,
  payment_type: 2,
  payment_type_text: 'Wire',
  transaction_number: 'WIRE55',
  check_deposit_date: null,
  amount: '500.00',
  wire_fee: '25.00',
  paid_amount: '475.00',
  invoice_ids: [],
  reversed_at: '2026-11-02T15:00:00.000Z',
  statement: {
    bought: '0.00',
    advanced: '0.00',
    held_in_reserve: '0.00',
    escrow_withheld: '0.00',
    chargebacks_settled: '0.00',
    fees: '25.00',
    paid_out: '475.00',
  },
  journal_entry: wireEntry,
  reversal_entry: {
    id: 131,
    entry_date: '2026-11-02',
    memo: 'Schedule 12: funding reversed',
    lines: wireEntry.lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit })),
  },
};

/** What Show Payment lists for each schedule. */
const paymentsBySchedule: Record<number, PaymentWithEntries[]> = {
  [partlyPaid.id]: [firstPaymentWithEntry],
  [waiting.id]: [reversedWire],
};

/** Schedule 12's payment info: nothing paid yet, $25 wire fee, invoices dated up to 10/01/2026. */
export const waitingInfo: PaymentInfo = {
  amount: '2660.00',
  paidAmount: '0.00',
  requestedAmount: '2660.00',
  wireFee: '25.00',
  latestInvoiceDate: '2026-10-01',
  isFunded: false,
  unverified_invoices: [],
  chargebacks: [],
};

const ok = (body: object): FakeAnswer => ({ body: { status: true, ...body } });

/** The handlers of the funding calls; a client user's answers are cut by the contract as the server cuts them. */
export function fundingHandlers(user?: CurrentUser): Record<string, FakeHandler> {
  return {
    [e.fetchFunding.path]: answering(e.fetchFunding, (body) => {
      const text = body.search_text.toLowerCase();
      const rows = allSchedules.filter(
        (row) =>
          (body.show_all === true || row.deleted_at === null) &&
          (text === '' ||
            row.company_business_name.toLowerCase().includes(text) ||
            String(row.schedule_no).includes(text)),
      );
      return ok({ schedules: { data: rows, total: rows.length, last_page: 1, current_page: 1 } });
    }),
    [e.fundingDetail.path]: answering(e.fundingDetail, (body) => {
      const found = allSchedules.find((row) => row.id === body.id);
      if (!found) return { status: 404, body: { status: false, message: messages.http.notFound } };
      return ok({
        schedule: found,
        invoices: [
          {
            invoice_id: 601,
            invoice_no: '100601',
            legal_name: 'Northwind Traders',
            invoice_amount: '2000.00',
            advance_amount: '1700.00',
            escrow_amount: '0.00',
            net_invoice_term: 45,
            invoice_date: '2026-10-01',
            invoice_due_date: '2026-11-14',
            funding_date: found.schedule_fund_date,
          },
        ],
        payments: paymentsBySchedule[found.id] ?? [],
      });
    }),
    [e.paymentInfo.path]: answering(e.paymentInfo, () => ok(waitingInfo)),
    [e.postPayment.path]: answering(e.postPayment, (payment) =>
      ok({
        message: messages.funding.paymentFunded,
        payment: {
          ...firstPayment,
          id: 302,
          schedule_id: payment.schedule_id,
          payment_type: payment.payment_type,
          payment_type_text: payment.payment_type_text,
          transaction_number: payment.transaction_number,
          amount: toMoneyString(payment.amount),
          wire_fee: payment.wire_fee,
          paid_amount: payment.paid_amount,
        },
      }),
    ),
    [e.payments.path]: answering(e.payments, (body) =>
      answeredFor(e.payments, user, { payments: paymentsBySchedule[body.schedule_id] ?? [] }),
    ),
    [e.revertVerification.path]: answering(e.revertVerification, () =>
      ok({ message: messages.schedule.reverted }),
    ),
    [e.revertFunding.path]: answering(e.revertFunding, () =>
      ok({ message: messages.schedule.fundedReversed }),
    ),
  };
}
