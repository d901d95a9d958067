import Decimal from 'decimal.js';
import { currencyDecimals, moneyMax as moneyMaxText, moneyMin as moneyMinText } from './constants';

/**
 * The one money module (DESIGN.md §5): amounts are decimal.js values inside the code and decimal
 * strings ("1234.50") on the wire; a JS number never carries money. Rounding is half-up to cents.
 */

/** A private Decimal with enough precision for any product of amounts and percentages. */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Money = InstanceType<typeof Money>;

/** What the helpers accept: a decimal string, or a value already parsed. Never a JS number. */
export type MoneyInput = string | Decimal;

export const moneyMax: Money = new Money(moneyMaxText);
export const moneyMin: Money = new Money(moneyMinText);
export const moneyZero: Money = new Money(0);

/** Decimal text as the code and the database write it: an optional sign, digits, a dot. */
const decimalText = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Parses decimal text ("1234.50", "-3", "0.075") or a value already parsed; null when it is not a
 * number. Nothing is stripped: money from outside is wire text, checked by
 * src/shared/contract/money.ts, and what a person types is read by `parseTypedAmount`.
 */
export function parseMoney(input: MoneyInput | null | undefined): Money | null {
  if (input === null || input === undefined) return null;
  if (Decimal.isDecimal(input)) return new Money(input);
  if (!decimalText.test(input)) return null;
  return new Money(input);
}

/** What a person may type or paste as an amount: "$1,234.5", "1234.", " 7 ", ".5"; commas only as thousands. */
const typedAmount = /^\$?(\d{1,3}(,\d{3})+|\d*)(\.\d*)?$/;

/**
 * Reads an amount as a person types it into a money field or a spreadsheet cell: a leading "$",
 * thousands separators in their places and surrounding spaces are allowed. "5,00" is no amount.
 * Only screens (and files people fill in) read text this way; the wire takes plain decimal text.
 */
export function parseTypedAmount(text: string): Money | null {
  const typed = text.trim();
  if (!typedAmount.test(typed) || !/\d/.test(typed)) return null;
  const plain = typed.replace(/[$,]/g, '');
  return new Money(plain.endsWith('.') ? plain.slice(0, -1) : plain);
}

function toMoney(input: MoneyInput): Money {
  const value = parseMoney(input);
  if (value === null) throw new Error(`Not a money amount: "${String(input)}"`);
  return value;
}

/** Rounds half-up to cents (2.005 -> 2.01, -2.005 -> -2.01). */
export function roundMoney(input: MoneyInput): Money {
  return toMoney(input).toDecimalPlaces(currencyDecimals, Decimal.ROUND_HALF_UP);
}

/** The exact sum of the amounts, rounded to cents. */
export function addMoney(...amounts: readonly MoneyInput[]): Money {
  return roundMoney(amounts.reduce<Money>((sum, amount) => sum.plus(toMoney(amount)), moneyZero));
}

/** a − b, rounded to cents. */
export function subtractMoney(a: MoneyInput, b: MoneyInput): Money {
  return roundMoney(toMoney(a).minus(toMoney(b)));
}

/** amount × factor, rounded half-up to cents once, at the end. */
export function multiplyMoney(amount: MoneyInput, factor: MoneyInput): Money {
  return roundMoney(toMoney(amount).times(toMoney(factor)));
}

/** amount × percent / 100, rounded half-up to cents (advance = invoice amount × advance %). */
export function percentOf(amount: MoneyInput, percent: MoneyInput): Money {
  return roundMoney(toMoney(amount).times(toMoney(percent)).dividedBy(100));
}

/** Negative, zero or positive as a is below, equal to or above b. */
export function compareMoney(a: MoneyInput, b: MoneyInput): -1 | 0 | 1 {
  return toMoney(a).comparedTo(toMoney(b)) as -1 | 0 | 1;
}

/** The wire form: a decimal string with exactly 2 decimals ("1234.50"). */
export function toMoneyString(input: MoneyInput): string {
  return roundMoney(input).toFixed(currencyDecimals);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** US dollars, en-US: "$1,234.50", "-$12.00", whatever the display settings. Formats the exact decimal, never a float. */
export function formatDollars(input: MoneyInput): string {
  const fixed = roundMoney(input).toFixed(currencyDecimals);
  const negative = fixed.startsWith('-') && !/^-0\.0+$/.test(fixed);
  const [whole = '0', cents = '00'] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${cents}`;
}

/**
 * How the product shows an amount: US dollars as `formatDollars` unless the web app has installed
 * the currency settings (docs/decisions/0041). The server never installs them, so its letters,
 * PDFs and messages stay in dollars.
 */
let moneyDisplay: ((input: MoneyInput) => string) | null = null;

/** Installs how amounts are shown (null puts US dollars back). Only the display changes, never the wire. */
export function setMoneyDisplay(format: ((input: MoneyInput) => string) | null): void {
  moneyDisplay = format;
}

/** An amount as shown: the installed currency settings, else US dollars ("$1,234.50"). */
export function formatUsd(input: MoneyInput): string {
  return moneyDisplay ? moneyDisplay(input) : formatDollars(input);
}

/** US dollars without the dollar sign ("1,234.50"), for inputs that show the sign separately. */
export function formatMoneyPlain(input: MoneyInput): string {
  return formatDollars(input).replace('$', '');
}
