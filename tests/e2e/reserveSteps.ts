import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { ReserveReleaseInput } from '../../src/shared/validation/reserveRelease';
import type { AvailableEscrows, ReleaseChargeback, ReserveRow } from '../../src/shared/contract/reserves';
import type { PaymentType } from '../../src/shared/constants';
import { addMoney, toMoneyString } from '../../src/shared/money';
import {
  batchTotalOf,
  heldReserveOf,
  releasedAmountOf,
  releaseWireFeeOf,
} from '../../src/shared/reserveRelease';
import { api } from './browser';
import { checkPdf, type HeldDebtor } from './cashSteps';

/**
 * Arranging what a reserve release or a credit request walk needs, through the API: invoices funded
 * and collected on chosen days (short, with the rest moved to chargeback), and the figures a
 * release form should show, computed from the server's lookups with src/shared/reserveRelease.ts.
 */

/** A POST with a fresh Idempotency-Key, as the app sends a posting. */
export async function postOnce<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  token: string,
): Promise<{ statusCode: number; body: T }> {
  const response = await fetch(`${inject('baseUrl')}/api/v1/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return { statusCode: response.status, body: (await response.json()) as T };
}

interface Purchase {
  clientId: number;
  debtor: HeldDebtor;
  invoiceNo: string;
  amount: string;
  /** yyyy-mm-dd: the invoice, verification and funding day. */
  fundDate: string;
}

/**
 * One invoice in a schedule of its own, verified settling none of the client's open chargebacks
 * (they belong to other walks and to the demo) and funded by ACH on `fundDate`. Answers its id.
 */
export async function fundInvoice(purchase: Purchase, token: string): Promise<number> {
  const { clientId, fundDate } = purchase;
  const next = await api<{ schedule_no: number }>('schedule/next_number', { prospect_id: clientId }, token);
  const saved = await api<{ id: number; message: string }>(
    'schedule/save',
    {
      prospect_id: clientId,
      schedule_no: next.body.schedule_no,
      invoices: [
        {
          debtor_id: purchase.debtor.id,
          debtor_contact: purchase.debtor.contacts.slice(0, 1),
          invoice_no: purchase.invoiceNo,
          invoice_date: fundDate,
          invoice_amount: purchase.amount,
          payment_type: 0,
          net_invoice_term: 1,
          invoice_due_date: fundDate,
          advance_percentage: '1.00',
          advance_amount: '1.00',
          status: 1,
          Tentative_payment_mode: '',
          commitment_date: null,
          attachments: [],
        },
      ],
    },
    token,
  );
  if (saved.statusCode !== 200) throw new Error(`schedule not saved: ${saved.body.message}`);
  const scheduleId = saved.body.id;
  const details = await api<{ schedule: { invoices: { id: number }[] } }>(
    'schedule/details',
    { id: scheduleId },
    token,
  );
  const invoiceId = details.body.schedule.invoices[0]!.id;
  const verified = await api<{ message: string }>(
    'schedule/verify',
    { id: scheduleId, chargebacks: [] },
    token,
  );
  if (verified.statusCode !== 200) throw new Error(`schedule not verified: ${verified.body.message}`);
  const info = await api<{ amount: string; unverified_invoices: { id: number }[] }>(
    'schedule/payment_info',
    { id: scheduleId },
    token,
  );
  const paid = await postOnce<{ message: string }>(
    'schedule/payment/save',
    {
      schedule_id: scheduleId,
      payment_type: 0,
      transaction_number: `ACH${purchase.invoiceNo}`,
      schedule_fund_date: fundDate,
      check_date: fundDate,
      check_deposit_date: fundDate,
      posting_date: fundDate,
      amount: info.body.amount,
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: info.body.unverified_invoices.map((invoice) => invoice.id),
    },
    token,
  );
  if (paid.statusCode !== 200) throw new Error(`schedule not funded: ${paid.body.message}`);
  return invoiceId;
}

/**
 * A collection by check of `collected` on one invoice (Add New Collection's multipart call); with
 * `moveToCb` the rest of the invoice is moved to chargeback. Answers the collection's id.
 */
export async function collect(
  pair: { clientId: number; debtorId: number },
  invoice: { id: number; collected: string; postingDate: string; checkNo: string; moveToCb: boolean },
  token: string,
): Promise<number> {
  const fields: Record<string, string> = {
    prospect_id: String(pair.clientId),
    debtor_id: String(pair.debtorId),
    collection_type: '1',
    amount: invoice.collected,
    cb_amount: '0',
    total_amount: invoice.collected,
    uc_collected: '0.00',
    payment_type: '1',
    check_number: invoice.checkNo,
    check_date: invoice.postingDate,
    check_deposit_date: invoice.postingDate,
    posting_date: invoice.postingDate,
    notes: '',
    invoices: JSON.stringify([
      {
        id: invoice.id,
        kind: 'invoice',
        collected_amount: invoice.collected,
        uc: '0',
        move_to_cb: invoice.moveToCb,
      },
    ]),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('check_path', new Blob([checkPdf], { type: 'application/pdf' }), 'check.pdf');
  const response = await fetch(`${inject('baseUrl')}/api/v1/collection/save`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: form,
  });
  const body = (await response.json()) as { id?: number; message?: string };
  if (response.status !== 200) throw new Error(`collection not saved: ${body.message}`);
  return body.id ?? 0;
}

/** What Create RR Batch loads for a batch: the server's own lookups. */
export interface BatchLookups {
  batch: ReserveRow[];
  prospectId: number;
  chargebacks: ReleaseChargeback[];
  wireFee: string;
  previousReserves: string;
  latestPostingDate: string | null;
  escrows: AvailableEscrows;
}

export async function batchLookups(invoiceIds: readonly number[], token: string): Promise<BatchLookups> {
  const batch = await api<{
    batch: ReserveRow[];
    prospect_id: number;
    chargebacks: ReleaseChargeback[];
    wire_fee: string;
    previous_reserves: string;
    latest_posting_date: string | null;
    message?: string;
  }>('reserve/batch', { id: invoiceIds }, token);
  if (batch.statusCode !== 200) throw new Error(`batch not loaded: ${batch.body.message}`);
  const prospectId = batch.body.prospect_id;
  const previous = await api<{ amount: string }>(
    'reserve/previous_reserves',
    { prospect_id: prospectId },
    token,
  );
  const escrows = await api<AvailableEscrows>(
    'reserve/available_escrows',
    { prospect_id: prospectId },
    token,
  );
  return {
    batch: batch.body.batch,
    prospectId,
    chargebacks: batch.body.chargebacks,
    wireFee: batch.body.wire_fee,
    previousReserves: previous.body.amount,
    latestPostingDate: batch.body.latest_posting_date,
    escrows: escrows.body,
  };
}

/** The figures of a release of the whole batch total, computed with the shared rules. */
export interface ExpectedRelease {
  invoiceReserves: string;
  previousReserves: string;
  escrows: string;
  escrowIds: number[];
  batchTotal: string;
  wireFee: string;
  cbAmount: string;
  released: string;
}

export function expectedRelease(
  lookups: BatchLookups,
  choice: { paymentType: number; chargebackIds: readonly number[]; escrowIds: readonly number[] },
): ExpectedRelease {
  const sum = (amounts: readonly string[]) => toMoneyString(addMoney('0', ...amounts));
  const invoiceReserves = sum(
    lookups.batch.map((row) =>
      heldReserveOf({
        invoiceAmount: row.invoice_amount,
        advanceAmount: row.advance_amount,
        discountFeeAmount: row.discount_fee_amount,
      }),
    ),
  );
  const escrows = sum(
    lookups.escrows.escrows
      .filter((escrow) => choice.escrowIds.includes(escrow.invoice_id))
      .map((escrow) => escrow.amount),
  );
  const cbAmount = sum(
    lookups.chargebacks.filter((cb) => choice.chargebackIds.includes(cb.id)).map((cb) => cb.cb),
  );
  const previousReserves = lookups.previousReserves;
  const batchTotal = batchTotalOf({ invoiceReserves, previousReserves, escrows });
  const wireFee = releaseWireFeeOf(choice.paymentType, lookups.wireFee);
  const released = releasedAmountOf({ customAmount: batchTotal, wireFee, cbAmount });
  return {
    invoiceReserves,
    previousReserves,
    escrows,
    escrowIds: [...choice.escrowIds],
    batchTotal,
    wireFee,
    cbAmount,
    released,
  };
}

/** The body of Post Reserve Release for the expected figures (a release made through the API). */
export function releaseBodyOf(
  lookups: BatchLookups,
  expected: ExpectedRelease,
  choice: { paymentType: number; chargebackIds: readonly number[]; date: string },
): ReserveReleaseInput {
  return {
    prospect_id: lookups.prospectId,
    reserve_release_date: choice.date,
    payment_type: choice.paymentType as PaymentType,
    custom_amount: expected.batchTotal,
    escrow: expected.escrows,
    previous_reserves: expected.previousReserves,
    cb_amount: expected.cbAmount,
    released_amount: expected.released,
    wire_fee: expected.wireFee,
    invoices: lookups.batch.map((row) => row.id),
    charge_backs: [...choice.chargebackIds],
    escrows: expected.escrowIds,
  };
}
