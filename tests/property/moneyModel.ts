import { expect } from 'vitest';
import { addMoney, moneyZero, percentOf, subtractMoney, toMoneyString } from '../../src/shared/money';
import type { Caller } from '../../src/server/http/caller';
import { HttpError } from '../../src/server/http/errors';
import { demoClients } from '../../src/server/seed/demoClients';
import type { FundingBook } from '../server/fundingBook';

/**
 * The model the money-flow property runs against: what each schedule holds and owes, worked out
 * with its own arithmetic from the term sheets (docs/decisions/0006), and the rules a schedule's
 * intake keeps (docs/decisions/0012-closed-schedules.md).
 */

export type ClientKey = 'acme' | 'bayside' | 'cedar';
export const clientKeys: readonly ClientKey[] = ['acme', 'bayside', 'cedar'];
export const termsOf = (key: ClientKey) => demoClients[clientKeys.indexOf(key)]!.terms;

export interface ModelInvoice {
  id: number;
  amount: string;
  bought: boolean;
  /** Verified with its schedule and unchanged since (an invoice changed later is unverified). */
  verified: boolean;
  /** What collections applied to its receivable (docs/decisions/0028). */
  collected?: string;
  /** Its open balance was charged back. */
  chargedBack?: boolean;
  /** Money came back on it (a collection, a chargeback, cash held on it): its funding stays. */
  touched?: boolean;
  /** The reserve release that paid its held reserve (docs/decisions/0029); once, ever. */
  released?: number;
  /** A release paid its escrow (whole). */
  escrowReleased?: boolean;
}

export interface ModelSchedule {
  id: number;
  client: ClientKey;
  invoices: ModelInvoice[];
  verified: boolean;
  funded: boolean;
  deleted: boolean;
  cb: string;
  /** What the schedule owes once funded (its remaining amount). */
  owed: string;
  paid: string;
}

export interface Model {
  schedules: ModelSchedule[];
  /** Unapplied cash received for each client from Northwind and not yet used or returned. */
  pools?: Partial<Record<ClientKey, string>>;
}

export interface Real {
  book: FundingBook;
  caller: Caller;
  clientIds: Record<ClientKey, number>;
}

/** A clock that moves on a second at every call, as time does between a user's actions. */
let tick = 0;
export const clock = () => new Date(Date.UTC(2026, 10, 2, 15) + (tick += 1) * 1000);

/** Invoice numbers of the property's own, unique for every client and debtor. */
let invoiceNumber = 700000;
export const nextInvoiceNo = () => String((invoiceNumber += 1));

export function advanceOf(schedule: ModelSchedule, invoice: Pick<ModelInvoice, 'amount'>): string {
  return toMoneyString(percentOf(invoice.amount, termsOf(schedule.client).advance_percentage));
}
function escrowOf(schedule: ModelSchedule, invoice: ModelInvoice): string {
  return toMoneyString(percentOf(invoice.amount, termsOf(schedule.client).escrow_reserve_percentage));
}
export function netOf(schedule: ModelSchedule, invoice: ModelInvoice): string {
  return toMoneyString(subtractMoney(advanceOf(schedule, invoice), escrowOf(schedule, invoice)));
}
export function payoutOf(
  schedule: ModelSchedule,
  invoices: readonly ModelInvoice[] = schedule.invoices,
): string {
  return toMoneyString(addMoney(moneyZero, ...invoices.map((invoice) => netOf(schedule, invoice))));
}
/** What the first payment of a verified schedule owes: its verified invoices' payout less its chargebacks. */
function plannedOf(schedule: ModelSchedule): string {
  const verified = schedule.invoices.filter((invoice) => invoice.verified && !invoice.bought);
  return toMoneyString(subtractMoney(payoutOf(schedule, verified), schedule.cb));
}

/** The invoices a payment may select: unverified ones, and once funded every one not bought. */
export function unverifiedOf(schedule: ModelSchedule): ModelInvoice[] {
  return schedule.invoices.filter((invoice) => !invoice.bought && (schedule.funded || !invoice.verified));
}
/** What the payment info offers: the remaining amount (or the planned one before funding). */
export function amountOwed(schedule: ModelSchedule): string {
  return schedule.funded ? schedule.owed : plannedOf(schedule);
}

/** Closed: deleted, verified or funded; it takes no new invoice by any path. */
export function isClosed(schedule: ModelSchedule): boolean {
  return schedule.deleted || schedule.verified || schedule.funded;
}

/** A new schedule in the model, as filed, moved to or made by a deletion. */
export function newModelSchedule(
  id: number,
  client: ClientKey,
  invoices: ModelInvoice[] = [],
): ModelSchedule {
  return {
    id,
    client,
    invoices,
    verified: false,
    funded: false,
    deleted: false,
    cb: '0.00',
    owed: '0.00',
    paid: '0.00',
  };
}

/** Runs a service call that the model expects to be refused with `status`, or to succeed (null). */
export async function expectOutcome<T>(expected: number | null, call: () => Promise<T>): Promise<T | null> {
  try {
    const result = await call();
    if (expected !== null) throw new Error(`expected a refusal ${expected}, the call succeeded`);
    return result;
  } catch (error) {
    if (expected === null || !(error instanceof HttpError)) throw error;
    expect(error.statusCode).toBe(expected);
    return null;
  }
}

export const pick = (model: Readonly<Model>, index: number) =>
  model.schedules[index % Math.max(1, model.schedules.length)];
