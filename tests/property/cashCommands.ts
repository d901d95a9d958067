import type { AsyncCommand } from 'fast-check';
import { expect } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { paymentTypes } from '../../src/shared/constants';
import { addDaysIso } from '../../src/shared/dates';
import {
  addMoney,
  compareMoney,
  moneyZero,
  multiplyMoney,
  percentOf,
  subtractMoney,
  toMoneyString,
} from '../../src/shared/money';
import { invoices } from '../../src/server/db/schema';
import { runChargebacks } from '../../src/server/modules/chargebacks/job';
import { Pay, Verify } from './fundingCommands';
import {
  clientKeys,
  pick,
  termsOf,
  type ClientKey,
  type Model,
  type ModelInvoice,
  type Real,
} from './moneyModel';

/**
 * The cash commands of the money-flow property (docs/decisions/0028-cash-comes-back.md): debtors'
 * payments collected short, in full or over, chargebacks raised by the job and adjusted, unapplied
 * cash received, settled in a collection, moved to reserves or returned. Each goes through the API
 * as the screens send it; the model predicts whether it is accepted and what each invoice has
 * collected, and the invariants check the books after every step.
 */

/** Where the collections post: after every funding the property makes (2026-10-05), before its clock. */
const postingDate = '2026-10-20';
/** Far enough past every funding that any open invoice is past recourse (90 days at most here). */
const firstChargebackDay = '2027-01-10';

const check = (): FormData => {
  const form = new FormData();
  form.append(
    'check_path',
    new Blob([new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x20)]))]),
    'check.pdf',
  );
  return form;
};

function formOf(fields: Record<string, unknown>): FormData {
  const form = check();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form;
}

const cents = (value: number) => toMoneyString(multiplyMoney(String(value), '0.01'));

/** An invoice the model knows is bought, with what is still open on it (nothing once charged back). */
function openOf(invoice: ModelInvoice): string {
  if (invoice.chargedBack) return '0.00';
  return toMoneyString(subtractMoney(invoice.amount, invoice.collected ?? '0'));
}

/** The bought invoices of every schedule with something still open, in the model's order. */
export function collectable(model: Readonly<Model>): { invoice: ModelInvoice; client: ClientKey }[] {
  return model.schedules.flatMap((schedule) =>
    schedule.invoices
      .filter((invoice) => invoice.bought && compareMoney(openOf(invoice), '0') > 0)
      .map((invoice) => ({ invoice, client: schedule.client })),
  );
}

async function debtorOf(real: Real, invoiceId: number): Promise<number> {
  const [row] = await real.book.t.db
    .select({ debtorId: invoices.debtorId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row!.debtorId;
}

/** Verify and pay in full in one go, so that the cash commands have bought invoices to work on. */
export class FundInFull implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.schedules.length > 0;
  async run(model: Model, real: Real) {
    const schedule = pick(model, this.index)!;
    if (!schedule.verified) await new Verify(this.index).run(model, real);
    await new Pay(this.index, paymentTypes.ACH, 100, false).run(model, real);
  }
  toString = () => `fund #${this.index} in full`;
}

export type CollectionKind = 'short' | 'full' | 'over';

/** A type 1 collection against one open invoice: part of its balance, all of it, or more. */
export class Collect implements AsyncCommand<Model, Real> {
  constructor(
    readonly pickIndex: number,
    readonly kind: CollectionKind,
    /** Percent of the balance for a short payment; cents over it for an overpayment. */
    readonly share: number,
  ) {}
  check = (model: Readonly<Model>) => collectable(model).length > 0;
  async run(model: Model, real: Real) {
    const candidates = collectable(model);
    const { invoice, client } = candidates[this.pickIndex % candidates.length]!;
    const balance = openOf(invoice);
    let cash =
      this.kind === 'full'
        ? balance
        : this.kind === 'over'
          ? toMoneyString(addMoney(balance, cents(this.share)))
          : toMoneyString(percentOf(balance, String(this.share)));
    if (compareMoney(cash, '0') <= 0) cash = '0.01';
    const answer = await real.book.t.call(
      'collection/save',
      formOf({
        prospect_id: real.clientIds[client],
        debtor_id: await debtorOf(real, invoice.id),
        collection_type: 1,
        amount: cash,
        cb_amount: '0',
        total_amount: cash,
        uc_collected: '0',
        payment_type: 1,
        check_number: `P${invoice.id}`,
        check_date: postingDate,
        check_deposit_date: postingDate,
        posting_date: postingDate,
        notes: 'Property collection',
        invoices: JSON.stringify([
          { id: invoice.id, kind: 'invoice', collected_amount: cash, uc: '0', move_to_cb: false },
        ]),
      }),
      real.book.tokens.ca,
    );
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
    const applied = compareMoney(cash, balance) > 0 ? balance : cash;
    invoice.collected = toMoneyString(addMoney(invoice.collected ?? '0', applied));
    invoice.touched = true;
  }
  toString = () => `collect #${this.pickIndex} ${this.kind} ${this.share}`;
}

/**
 * The chargeback job on a day past every recourse: every bought invoice still open is charged back.
 * Later runs (`daysLater` > 0) accrue per-day fees and raise nothing new unless something opened.
 */
export class RunChargebacks implements AsyncCommand<Model, Real> {
  constructor(readonly daysLater: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const asOf = addDaysIso(firstChargebackDay, this.daysLater);
    const due = collectable(model);
    const result = await runChargebacks(real.book.t.db, asOf);
    expect(result.failed).toBe(0);
    // The book outlives one sequence, so the run may raise earlier sequences' invoices too; this
    // sequence's open invoices are all among them.
    expect(result.raised).toBeGreaterThanOrEqual(due.length);
    if (due.length > 0) {
      const rows = await real.book.t.db
        .select({ id: invoices.id, chargedBack: invoices.chargebackAmount })
        .from(invoices)
        .where(
          inArray(
            invoices.id,
            due.map(({ invoice }) => invoice.id),
          ),
        );
      for (const { invoice } of due) {
        expect({
          id: invoice.id,
          chargedBack: rows.find((row) => row.id === invoice.id)?.chargedBack,
        }).toEqual({
          id: invoice.id,
          chargedBack: openOf(invoice),
        });
      }
    }
    for (const { invoice } of due) {
      invoice.chargedBack = true;
      invoice.touched = true;
    }
  }
  toString = () => `run chargebacks +${this.daysLater}d`;
}

/** Cash a debtor sent without an invoice, held for the client (Add New UC). */
export class ReceiveUnappliedCash implements AsyncCommand<Model, Real> {
  constructor(
    readonly client: ClientKey,
    readonly cents: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const amount = cents(this.cents);
    const answer = await real.book.t.call(
      'unapplied_cash/save',
      formOf({
        prospect_id: real.clientIds[this.client],
        debtor_id: real.book.debtors.northwind,
        amount,
        payment_type: 0,
        check_number: `UC${this.cents}`,
        check_date: postingDate,
        check_deposit_date: postingDate,
        posting_date: postingDate,
        note: 'Received without remittance',
      }),
      real.book.tokens.ca,
    );
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
    model.pools = model.pools ?? {};
    model.pools[this.client] = toMoneyString(addMoney(model.pools[this.client] ?? '0', amount));
  }
  toString = () => `receive unapplied cash ${this.client} ${this.cents}¢`;
}

/** A collection of one cent of cash on a Northwind invoice, the rest of its balance from the pool. */
export class SettleFromPool implements AsyncCommand<Model, Real> {
  constructor(readonly pickIndex: number) {}
  check = (model: Readonly<Model>) =>
    collectable(model).some(({ client }) => compareMoney(model.pools?.[client] ?? '0', '0') > 0);
  async run(model: Model, real: Real) {
    const withPool = collectable(model).filter(
      ({ client }) => compareMoney(model.pools?.[client] ?? '0', '0') > 0,
    );
    const picked = [];
    for (const candidate of withPool) {
      if ((await debtorOf(real, candidate.invoice.id)) === real.book.debtors.northwind)
        picked.push(candidate);
    }
    if (picked.length === 0) return;
    const { invoice, client } = picked[this.pickIndex % picked.length]!;
    const balance = openOf(invoice);
    if (compareMoney(balance, '0.01') <= 0) return;
    const pool = model.pools![client]!;
    const room = toMoneyString(subtractMoney(balance, '0.01'));
    const uc = compareMoney(pool, room) < 0 ? pool : room;
    const answer = await real.book.t.call(
      'collection/save',
      formOf({
        prospect_id: real.clientIds[client],
        debtor_id: real.book.debtors.northwind,
        collection_type: 1,
        amount: '0.01',
        cb_amount: '0',
        total_amount: '0.01',
        uc_collected: uc,
        payment_type: 1,
        check_number: `U${invoice.id}`,
        check_date: postingDate,
        check_deposit_date: postingDate,
        posting_date: postingDate,
        notes: 'Settled from unapplied cash',
        invoices: JSON.stringify([
          { id: invoice.id, kind: 'invoice', collected_amount: '0.01', uc, move_to_cb: false },
        ]),
      }),
      real.book.tokens.ca,
    );
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
    invoice.collected = toMoneyString(addMoney(invoice.collected ?? '0', '0.01', uc));
    invoice.touched = true;
    model.pools![client] = toMoneyString(subtractMoney(pool, uc));
  }
  toString = () => `settle from the pool #${this.pickIndex}`;
}

interface HeldRow {
  id: number;
  prospect_id: number;
  debtor_id: number;
  remaining?: string;
  uc?: string;
}

async function heldRows(real: Real, card: 'with_invoices' | 'without_invoices'): Promise<HeldRow[]> {
  const answer = await real.book.t.call(
    'unapplied_cash/fetch',
    { card, page: 1, per_page: 100, search_text: '', show_all: true },
    real.book.tokens.ca,
  );
  expect(answer.statusCode).toBe(200);
  const page = (answer.body.unapplied_cash ?? answer.body.collections) as { data: HeldRow[] };
  return page.data;
}

/** Every held row without an invoice of one client and Northwind, returned by check or wire. */
export class ReturnUnappliedCash implements AsyncCommand<Model, Real> {
  constructor(
    readonly client: ClientKey,
    readonly wire: boolean,
  ) {}
  check = (model: Readonly<Model>) => compareMoney(model.pools?.[this.client] ?? '0', '0') > 0;
  async run(model: Model, real: Real) {
    const clientId = real.clientIds[this.client];
    const rows = (await heldRows(real, 'without_invoices')).filter(
      (row) => row.prospect_id === clientId && row.debtor_id === real.book.debtors.northwind,
    );
    if (rows.length === 0) return;
    // The book outlives one sequence: earlier sequences' cash may be held too, never less than ours.
    const amount = toMoneyString(addMoney(moneyZero, ...rows.map((row) => row.remaining ?? row.uc ?? '0')));
    expect(compareMoney(amount, model.pools![this.client]!)).toBeGreaterThanOrEqual(0);
    const wireFee = termsOf(this.client).wire_fee;
    const answer = await real.book.t.call(
      'unapplied_cash/return',
      {
        ids: rows.map((row) => row.id),
        uc_released_date: postingDate,
        amount,
        uc_return_payment_type: this.wire ? 2 : 1,
      },
      real.book.tokens.ca,
    );
    if (this.wire && compareMoney(amount, wireFee) <= 0) {
      expect(answer.statusCode).toBe(400);
      return;
    }
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
    model.pools![this.client] = '0.00';
  }
  toString = () => `return ${this.client}'s unapplied cash${this.wire ? ' by wire' : ''}`;
}

/** Overpayments held on invoices of one client moved to its cash reserves. */
export class MoveHeldToReserves implements AsyncCommand<Model, Real> {
  constructor(readonly clientIndex: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const clientId = real.clientIds[clientKeys[this.clientIndex % clientKeys.length]!];
    const rows = (await heldRows(real, 'with_invoices')).filter((row) => row.prospect_id === clientId);
    if (rows.length === 0) return;
    const answer = await real.book.t.call(
      'unapplied_cash/adjust',
      { ids: rows.map((row) => row.id), hold_account_status: 1 },
      real.book.tokens.ca,
    );
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
  }
  toString = () => `move held overpayments of client #${this.clientIndex} to reserves`;
}

/** The invariants of cash coming back: each invoice's collected amount is the model's, none is over. */
export async function checkCashInvariants(model: Model, real: Real): Promise<void> {
  const bought = model.schedules.flatMap((schedule) => schedule.invoices.filter((invoice) => invoice.bought));
  if (bought.length === 0) return;
  const rows = await real.book.t.db
    .select({
      id: invoices.id,
      amount: invoices.invoiceAmount,
      collected: invoices.collectedAmount,
      chargedBack: invoices.chargebackAmount,
    })
    .from(invoices)
    .where(
      inArray(
        invoices.id,
        bought.map((invoice) => invoice.id),
      ),
    );
  for (const row of rows) {
    const invoice = bought.find((candidate) => candidate.id === row.id)!;
    expect({ id: row.id, collected: row.collected }).toEqual({
      id: row.id,
      collected: toMoneyString(invoice.collected ?? '0'),
    });
    // No receivable below zero: what came back never exceeds what was bought.
    expect(compareMoney(addMoney(row.collected, row.chargedBack), row.amount)).toBeLessThanOrEqual(0);
  }
}
