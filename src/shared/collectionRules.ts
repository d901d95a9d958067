import { messages } from './messages';
import { addMoney, compareMoney, moneyZero, parseMoney, subtractMoney, type Money } from './money';

/**
 * The rules of a collection (spec part 2 §5 Collections, §9; docs/decisions/0028-cash-comes-back.md
 * "Collections"), as the Add New Collection dialog's machine checks them while one types and the
 * server's save checks them again under its locks. Pure: money arrives as decimal text, and text
 * that is not an amount counts as nothing (the contract refuses it before these rules run).
 */

const M = messages.collection;

/** 1 against invoices, 2 against chargebacks, 3 both. */
export type CollectionType = 1 | 2 | 3;

export type CollectionRowKind = 'invoice' | 'chargeback';

/** One invoice or chargeback row of the dialog, with what the user settles on it. */
export interface CollectionRow {
  /** The invoice's id (kind invoice) or the chargeback's id (kind chargeback). */
  id: number;
  kind: CollectionRowKind;
  invoice_no: string;
  /** What is left to collect on the row. */
  balance: string;
  /** Cash of this collection put on the row. */
  collected_amount: string;
  /** Unapplied cash of the pair settled on the row. */
  uc: string;
  move_to_cb: boolean;
}

/** One thing wrong with a collection: on a row (by its id), on a field, or on the whole. */
export interface CollectionProblem {
  row?: number;
  kind?: CollectionRowKind;
  field?: string;
  message: string;
}

function minOf(a: Money, b: Money): Money {
  return compareMoney(a, b) <= 0 ? a : b;
}
function maxOf(a: Money, b: Money): Money {
  return compareMoney(a, b) >= 0 ? a : b;
}

/** The amount in `text`, or 0 when it is none. */
function amountOf(text: string | null | undefined): Money {
  return parseMoney(text ?? '') ?? moneyZero;
}

function isPositive(text: string | null | undefined): boolean {
  return amountOf(text).greaterThan(0);
}

/** What the row's cash and unapplied cash settle together. */
function settledOn(row: CollectionRow): Money {
  return addMoney(amountOf(row.collected_amount), amountOf(row.uc));
}

/** Σ of the rows' balances. */
export function selectedTotalOf(rows: readonly CollectionRow[]): string {
  return addMoney('0', ...rows.map((row) => amountOf(row.balance))).toFixed(2);
}

/**
 * Move to chargeback is offered for an invoice row that has an amount and is left short: never for
 * a chargeback row, a row fully settled (cash + unapplied cash ≥ balance) or a row without an amount.
 */
export function moveToCbAllowed(row: CollectionRow): boolean {
  if (row.kind !== 'invoice') return false;
  if (!isPositive(row.collected_amount) && !isPositive(row.uc)) return false;
  return settledOn(row).lessThan(amountOf(row.balance));
}

/**
 * Unapplied cash may be settled only when the cash is below the selected rows' total and the pair
 * has unapplied cash. `amount` is the collection's cash (type 3: amount + chargebacks amount).
 */
export function ucOptionOffered(input: {
  type: CollectionType;
  amount: string;
  selectedTotal: string;
  pool: string;
}): boolean {
  return amountOf(input.amount).lessThan(amountOf(input.selectedTotal)) && isPositive(input.pool);
}

/** The most unapplied cash a row may take: its balance after the cash (not below 0), within what the pool has left. */
export function ucCapFor(row: CollectionRow, poolLeft: string): string {
  const open = subtractMoney(amountOf(row.balance), amountOf(row.collected_amount));
  const left = amountOf(poolLeft);
  const cap = minOf(maxOf(open, moneyZero), maxOf(left, moneyZero));
  return cap.toFixed(2);
}

/** The warning under the amount when it differs from the selected rows' total. */
export function amountWarning(amount: string, selectedTotal: string): 'below' | 'above' | null {
  const cash = parseMoney(amount);
  const total = parseMoney(selectedTotal);
  if (cash === null || total === null) return null;
  const order = compareMoney(cash, total);
  return order < 0 ? 'below' : order > 0 ? 'above' : null;
}

/** The words of an amount warning. */
export function amountWarningMessage(warning: 'below' | 'above' | null): string | null {
  if (warning === 'below') return M.amountBelowInvoices;
  if (warning === 'above') return M.amountAboveInvoices;
  return null;
}

/** The row kinds each collection type settles. */
export function kindsOf(type: CollectionType): readonly CollectionRowKind[] {
  if (type === 1) return ['invoice'];
  if (type === 2) return ['chargeback'];
  return ['invoice', 'chargeback'];
}

function sumCash(rows: readonly CollectionRow[], kind: CollectionRowKind): Money {
  return addMoney(
    '0',
    ...rows.filter((row) => row.kind === kind).map((row) => amountOf(row.collected_amount)),
  );
}

export interface CollectionInput {
  type: CollectionType;
  /** Cash against the invoice rows (type 2: against the chargeback rows). */
  amount: string;
  /** Type 3: cash against the chargeback rows. */
  cb_amount: string;
  /** amount + cb_amount. */
  total_amount: string;
  /** The selected rows only. */
  rows: readonly CollectionRow[];
  /** The pair's unapplied cash a collection may settle. */
  pool: string;
}

/** Everything wrong with a collection; empty when it may be saved. */
export function collectionProblems(input: CollectionInput): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  const { type, rows } = input;
  const amount = amountOf(input.amount);
  const cbAmount = amountOf(input.cb_amount);

  // Which rows: at least one; type 3 at least one of each kind; only the kinds the type settles, once each.
  const kinds = kindsOf(type);
  const hasInvoice = rows.some((row) => row.kind === 'invoice');
  const hasChargeback = rows.some((row) => row.kind === 'chargeback');
  if (rows.length === 0 || (type === 3 && (!hasInvoice || !hasChargeback))) {
    problems.push({ field: 'invoices', message: M.selectAtLeastOne });
  }
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    if (!kinds.includes(row.kind)) {
      problems.push({ row: row.id, kind: row.kind, field: 'kind', message: M.rowNotOffered });
    } else if (seen.has(key)) {
      problems.push({ row: row.id, kind: row.kind, field: 'id', message: M.rowSelectedTwice });
    }
    seen.add(key);
  }

  // Each row: some cash or some unapplied cash; unapplied cash within the row's balance after the cash.
  for (const row of rows) {
    if (!isPositive(row.collected_amount) && !isPositive(row.uc)) {
      problems.push({
        row: row.id,
        kind: row.kind,
        field: 'collected_amount',
        message: M.invoiceNeedsAmount,
      });
    }
    if (isPositive(row.uc) && amountOf(row.uc).greaterThan(ucCapFor(row, amountOf(row.uc).toFixed(2)))) {
      problems.push({ row: row.id, kind: row.kind, field: 'uc', message: M.ucAboveBalance });
    }
    if (row.move_to_cb && !moveToCbAllowed(row)) {
      problems.push({ row: row.id, kind: row.kind, field: 'move_to_cb', message: M.moveToCbNotAllowed });
    }
  }

  // The amounts against the rows.
  if (type === 1 && compareMoney(sumCash(rows, 'invoice'), amount) !== 0) {
    problems.push({ field: 'amount', message: M.amountsNotMatching });
  }
  if (type === 2 && compareMoney(sumCash(rows, 'chargeback'), amount) !== 0) {
    problems.push({ field: 'amount', message: M.amountsNotMatching });
  }
  if (type === 3) {
    if (compareMoney(sumCash(rows, 'invoice'), amount) !== 0) {
      problems.push({ field: 'amount', message: M.amountsNotMatching });
    }
    if (compareMoney(sumCash(rows, 'chargeback'), cbAmount) !== 0) {
      problems.push({ field: 'cb_amount', message: M.amountsEnteredMismatch });
    }
  } else if (!cbAmount.isZero()) {
    // Only type 3 has a chargebacks amount.
    problems.push({ field: 'cb_amount', message: M.amountsEnteredMismatch });
  }
  if (compareMoney(amountOf(input.total_amount), addMoney(amount, cbAmount)) !== 0) {
    problems.push({ field: 'total_amount', message: M.totalMismatch });
  }

  // Unapplied cash: only when offered, and in all within the pool.
  const ucTotal = addMoney('0', ...rows.map((row) => amountOf(row.uc)));
  if (ucTotal.greaterThan(0)) {
    const offered = ucOptionOffered({
      type,
      amount: addMoney(amount, cbAmount).toFixed(2),
      selectedTotal: selectedTotalOf(rows),
      pool: input.pool,
    });
    if (!offered || ucTotal.greaterThan(amountOf(input.pool))) {
      problems.push({ field: 'uc_collected', message: M.ucAbovePool });
    }
  }
  return problems;
}

/** Σ of the rows' unapplied cash: the collection's uc_collected. */
export function ucCollectedOf(rows: readonly CollectionRow[]): string {
  return addMoney('0', ...rows.map((row) => amountOf(row.uc))).toFixed(2);
}

/**
 * How a row's cash and unapplied cash fall on its balance: unapplied cash first (it is capped by
 * the balance after the cash, so it always applies), then the cash; cash above the balance is the
 * excess, held as unapplied cash on the invoice.
 */
export function splitRow(row: Pick<CollectionRow, 'balance' | 'collected_amount' | 'uc'>): {
  applied: string;
  excess: string;
} {
  const balance = maxOf(amountOf(row.balance), moneyZero);
  const settled = addMoney(amountOf(row.collected_amount), amountOf(row.uc));
  const applied = minOf(settled, balance);
  return { applied: applied.toFixed(2), excess: subtractMoney(settled, applied).toFixed(2) };
}
