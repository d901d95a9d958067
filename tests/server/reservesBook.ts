import { expect } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  appSettings,
  chargebacks,
  journalEntries,
  journalLines,
  ledgerAccounts,
  termSheets,
} from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { addMoney, toMoneyString } from '../../src/shared/money';
import { batchTotalOf, releasedAmountOf, releaseWireFeeOf } from '../../src/shared/reserveRelease';
import { addSchedule, startFundingBook, type FundingBook } from './fundingBook';

/**
 * The reserves tests' book: the funding book with Acme and Cedar on the terms of the worked
 * examples of docs/decisions/0028 and 0029, invoices funded through Verify Schedule and Post
 * Payment, collected through Add New Collection, and the release form built from the server's own
 * lookups as the browser builds it.
 */

export async function useExampleTerms(db: Db, clientId: number): Promise<void> {
  await db
    .update(termSheets)
    .set({
      purchaseDiscount: '3.00',
      discountDays: 30,
      isIncrementalPurchaseDiscount: true,
      incrementalDiscountPercentage: '0.10',
      incrementalDiscountDays: 1,
      businessDaysClearance: 2,
      wireFee: '25.00',
      cbFee: '50.00',
      cbPerDayFee: '2.00',
      recourseDays: 60,
      advancePercentage: '80.00',
      escrowReservePercentage: '5.00',
    })
    .where(eq(termSheets.prospectId, clientId));
}

export async function startReservesBook(): Promise<FundingBook> {
  const book = await startFundingBook();
  await useExampleTerms(book.t.db, book.clients.acme);
  await useExampleTerms(book.t.db, book.clients.cedar);
  return book;
}

/** Invoices of one debtor, verified and bought by a first payment funding them on `fundDate`. */
export async function fundedInvoices(
  book: FundingBook,
  clientId: number,
  debtorId: number,
  amounts: readonly string[],
  fundDate: string,
): Promise<number[]> {
  const made = await addSchedule(
    book.t.db,
    clientId,
    amounts.map((amount) => ({ debtorId, amount, date: '2026-08-20' })),
  );
  const verified = await book.t.call(
    'schedule/verify',
    { id: made.scheduleId, chargebacks: [] },
    book.tokens.ca,
  );
  if (verified.statusCode !== 200) throw new Error(JSON.stringify(verified.body));
  const info = await book.t.call('schedule/payment_info', { id: made.scheduleId }, book.tokens.ca);
  const paid = await book.t.call(
    'schedule/payment/save',
    {
      schedule_id: made.scheduleId,
      payment_type: 0,
      transaction_number: 'ACH12345',
      schedule_fund_date: fundDate,
      check_date: fundDate,
      check_deposit_date: fundDate,
      posting_date: fundDate,
      amount: info.body.amount,
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: [],
    },
    book.tokens.ca,
  );
  expect(paid.body.message).toBe(messages.funding.paymentFunded);
  return made.invoiceIds;
}

const checkImage = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);

/** One invoice collected by check through Add New Collection; `moveToCb` charges the rest back. */
export async function collect(
  book: FundingBook,
  clientId: number,
  debtorId: number,
  invoiceId: number,
  amount: string,
  posting: string,
  moveToCb = false,
): Promise<void> {
  const values: Record<string, string> = {
    prospect_id: String(clientId),
    debtor_id: String(debtorId),
    collection_type: '1',
    amount,
    cb_amount: '0',
    total_amount: amount,
    uc_collected: '0.00',
    payment_type: '1',
    check_number: `CHK${invoiceId}`,
    check_date: posting,
    check_deposit_date: posting,
    posting_date: posting,
    notes: 'Check from the debtor',
    invoices: JSON.stringify([
      { id: invoiceId, kind: 'invoice', collected_amount: amount, uc: '0', move_to_cb: moveToCb },
    ]),
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  form.append('check_path', new Blob([new Uint8Array(checkImage())]), 'check.pdf');
  const answer = await book.t.call('collection/save', form, book.tokens.ca);
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
}

export interface WorkedExample {
  /** $10,000.00 collected in full on 10/06: held $1,630.00. */
  i1001: number;
  /** $5,000.00, $3,000.00 collected on 09/21, the rest charged back: held $910.00. */
  i1002: number;
  /** $6,000.00 unpaid: held $1,200.00, not releasable. */
  i1006: number;
  /** 1002's chargeback of $2,000.00. */
  chargeback: number;
}

/** The worked example of 0029 for a client on the example terms, funded 09/01/2026. */
export async function workedExample(
  book: FundingBook,
  clientId: number,
  debtorId: number,
): Promise<WorkedExample> {
  const [i1001, i1002, i1006] = await fundedInvoices(
    book,
    clientId,
    debtorId,
    ['10000.00', '5000.00', '6000.00'],
    '2026-09-01',
  );
  await collect(book, clientId, debtorId, i1002!, '3000.00', '2026-09-21', true);
  await collect(book, clientId, debtorId, i1001!, '10000.00', '2026-10-06');
  const [chargeback] = await book.t.db
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(eq(chargebacks.invoiceId, i1002!));
  return { i1001: i1001!, i1002: i1002!, i1006: i1006!, chargeback: chargeback!.id };
}

export interface FormChoices {
  invoices: number[];
  payment_type?: 0 | 1 | 2;
  charge_backs?: number[];
  /** Escrow invoice ids; by default Auto Select's choice. */
  escrows?: number[];
  /** Lowered Total Amount with Previous Reserves and Escrow; by default the batch total. */
  custom_amount?: string;
  reserve_release_date?: string;
}

/** The release form as the browser fills it from the server's lookups. */
export async function releaseForm(
  book: FundingBook,
  choices: FormChoices,
  token = book.tokens.ca,
): Promise<Record<string, unknown>> {
  const batch = await book.t.call('reserve/batch', { id: choices.invoices }, token);
  if (batch.statusCode !== 200) throw new Error(JSON.stringify(batch.body));
  const clientId = batch.body.prospect_id as number;
  const available = await book.t.call('reserve/available_escrows', { prospect_id: clientId }, token);
  const rows = batch.body.batch as { release_amount: string }[];
  const escrowRows = available.body.escrows as { invoice_id: number; amount: string }[];
  const escrowIds = choices.escrows ?? (available.body.auto_selected as number[]);
  const escrow = toMoneyString(
    addMoney('0', ...escrowRows.filter((row) => escrowIds.includes(row.invoice_id)).map((row) => row.amount)),
  );
  const cbRows = batch.body.chargebacks as { id: number; cb: string }[];
  const chosenCbs = choices.charge_backs ?? [];
  const cbAmount = toMoneyString(
    addMoney('0', ...cbRows.filter((row) => chosenCbs.includes(row.id)).map((row) => row.cb)),
  );
  const paymentType = choices.payment_type ?? 2;
  const wireFee = releaseWireFeeOf(paymentType, batch.body.wire_fee as string);
  const figures = {
    invoiceReserves: toMoneyString(addMoney('0', ...rows.map((row) => row.release_amount))),
    previousReserves: batch.body.previous_reserves as string,
    escrows: escrow,
  };
  const custom = choices.custom_amount ?? batchTotalOf(figures);
  return {
    prospect_id: clientId,
    reserve_release_date: choices.reserve_release_date ?? '2026-11-02',
    payment_type: paymentType,
    custom_amount: custom,
    escrow,
    previous_reserves: figures.previousReserves,
    cb_amount: cbAmount,
    released_amount: releasedAmountOf({ customAmount: custom, wireFee, cbAmount }),
    wire_fee: wireFee,
    invoices: choices.invoices,
    charge_backs: chosenCbs,
    escrows: escrowIds,
  };
}

/** The lines of the entry posted under `key`, as 'Dr <account> <amount>', in line order. */
export async function linesOf(db: Db, key: string): Promise<string[]> {
  const rows = await db
    .select({ code: ledgerAccounts.code, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(journalEntries.operationKey, key))
    .orderBy(asc(journalLines.id));
  return rows.map((row) =>
    Number(row.debit) > 0 ? `Dr ${row.code} ${row.debit}` : `Cr ${row.code} ${row.credit}`,
  );
}

/** A client's balance of a chart account, debit − credit. */
export async function balanceOf(db: Db, chartCode: string, clientId: number): Promise<string> {
  const [row] = await db
    .select({
      balance: sql<string>`(coalesce(sum(${journalLines.debit}), 0) - coalesce(sum(${journalLines.credit}), 0))::text`,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(ledgerAccounts.chartCode, chartCode), eq(ledgerAccounts.clientId, clientId)));
  return toMoneyString(row?.balance ?? '0');
}

export async function entryCount(db: Db): Promise<number> {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;
}

/** Sets the approval threshold (null: off). */
export async function setApprovalThreshold(db: Db, value: string | null): Promise<void> {
  if (value === null) {
    await db.delete(appSettings).where(eq(appSettings.key, 'approval_threshold'));
    return;
  }
  // As writeSetting stores it: JSON text, so the amount reads back as a string.
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await db
    .insert(appSettings)
    .values({ key: 'approval_threshold', value: json })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: json } });
}
