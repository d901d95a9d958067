import { z } from 'zod';
import { currencyDecimals } from '../constants';
import {
  moneyMax,
  moneyMin,
  moneyZero,
  parseMoney,
  toMoneyString,
  type Money,
  type MoneyInput,
} from '../money';

/**
 * Money on the wire (docs/decisions/0014-money-and-text-on-the-wire.md): plain decimal text, digits with
 * optionally a dot and one or two decimals ("1234.50", "5", "0.5"), a minus only where a field
 * allows one, within the field's range (by default 0 … 99,999,999.99). Nothing else is an amount:
 * "5,00", "1,234.50", "$5", " 5", "1e3", ".5", "Infinity" and JSON numbers are refused with the
 * field's own message. Thousands separators and dollar signs are the screens' business: the money
 * field takes what a person types and hands the form this text.
 *
 * This is the one answer to "is this money": request schemas, the browser's forms and the
 * server's services all read amounts through `judgeMoneyText`.
 */

/** What the OpenAPI document says of a money field. */
export const moneyTextMeta = {
  format: 'money',
  pattern: '^\\d+(\\.\\d{1,2})?$',
  description: 'A decimal amount: digits, optionally a dot and 1 or 2 decimals ("1234.50").',
} as const;

/** Decimal text of any precision, so that too many decimals can be told from garbage. */
const decimalText = /^-?\d+(\.\d+)?$/;
/** Longer text is no amount within any cap (and is not worth parsing). */
const longestMoneyText = 24;

export type MoneyProblem = 'blank' | 'malformed' | 'cents' | 'below' | 'above';
export type MoneyVerdict = { ok: true; amount: Money } | { ok: false; problem: MoneyProblem };

export interface MoneyRange {
  /** The least amount (default 0.00; a negative one lets the field take a minus). */
  min?: MoneyInput;
  /** The greatest amount (default 99,999,999.99). */
  max?: MoneyInput;
}

/** Judges wire text against the grammar and a range: the amount, or what is wrong with it. */
export function judgeMoneyText(text: string, range: MoneyRange = {}): MoneyVerdict {
  if (text === '') return { ok: false, problem: 'blank' };
  if (text.length > longestMoneyText || !decimalText.test(text)) return { ok: false, problem: 'malformed' };
  const amount = parseMoney(text);
  if (amount === null) return { ok: false, problem: 'malformed' };
  if (amount.decimalPlaces() > currencyDecimals) return { ok: false, problem: 'cents' };
  const min = parseMoney(range.min ?? moneyMin) ?? moneyMin;
  const max = parseMoney(range.max ?? moneyMax) ?? moneyMax;
  // "-0" is a minus all the same: only a field that takes negative amounts takes it.
  if (amount.lessThan(min) || (text.startsWith('-') && !min.isNegative())) {
    return { ok: false, problem: 'below' };
  }
  if (amount.greaterThan(max)) return { ok: false, problem: 'above' };
  return { ok: true, amount: amount.isZero() ? moneyZero : amount };
}

/** The amount of wire text within the range, or null: what a form reads before computing from it. */
export function readMoneyText(text: string | null | undefined, range?: MoneyRange): Money | null {
  if (typeof text !== 'string') return null;
  const verdict = judgeMoneyText(text, range);
  return verdict.ok ? verdict.amount : null;
}

/** Checked wire money, "1234.50" with exactly two decimals: what a service receives. */
export type MoneyText = string & z.$brand<'MoneyText'>;

export interface MoneyRules extends MoneyRange {
  /** Blank, null or absent: usually '<label> is required'. */
  required: string;
  /** Not plain decimal text (and the default of every message below). */
  invalid: string;
  /** More than two decimals. */
  cents?: string;
  /** Below the range (a minus where none is allowed, or under `min`). */
  below?: string;
  /** Above the range. */
  above?: string;
}

function messageFor(problem: MoneyProblem, rules: MoneyRules): string {
  if (problem === 'blank') return rules.required;
  if (problem === 'cents') return rules.cents ?? rules.invalid;
  if (problem === 'below') return rules.below ?? rules.invalid;
  if (problem === 'above') return rules.above ?? rules.invalid;
  return rules.invalid;
}

/** The amount of the text by the field's rules, or the field's message as an issue. */
function checkedMoney(text: string, rules: MoneyRules, ctx: z.RefinementCtx): MoneyText {
  const verdict = judgeMoneyText(text, rules);
  if (verdict.ok) return toMoneyString(verdict.amount) as MoneyText;
  ctx.addIssue({ code: 'custom', message: messageFor(verdict.problem, rules) });
  return z.NEVER;
}

/** A required money field with its own messages; the answer is "1234.50". */
export function moneyText(rules: MoneyRules) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? rules.required : rules.invalid),
    })
    .transform((text, ctx) => checkedMoney(text, rules, ctx))
    .meta(moneyTextMeta);
}

/** The same where the field may be left blank: '', null or absent read as null. */
export function optionalMoneyText(rules: Omit<MoneyRules, 'required'>) {
  const all = { ...rules, required: rules.invalid };
  return z
    .string({ error: rules.invalid })
    .nullable()
    .optional()
    .transform((text, ctx): MoneyText | null =>
      text === undefined || text === null || text === '' ? null : checkedMoney(text, all, ctx),
    )
    .meta(moneyTextMeta);
}

/** Money in an answer: always two decimals, as `toMoneyString` and numeric(14,2) columns give it. */
export const MoneyAnswerSchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ ...moneyTextMeta, pattern: '^-?\\d+\\.\\d{2}$' });

/** A percentage (advance %, escrow %): 0 … 100 with at most two decimals; not money. */
export function percentText(rules: { required: string; invalid: string }) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? rules.required : rules.invalid),
    })
    .transform((text, ctx): string => {
      const verdict = judgeMoneyText(text, { min: '0', max: '100' });
      if (verdict.ok) return verdict.amount.toFixed(currencyDecimals);
      ctx.addIssue({ code: 'custom', message: verdict.problem === 'blank' ? rules.required : rules.invalid });
      return z.NEVER;
    })
    .meta({ format: 'percent', pattern: '^\\d{1,3}(\\.\\d{1,2})?$' });
}

/** A percentage in an answer: "80.00". */
export const PercentAnswerSchema = z
  .string()
  .regex(/^\d{1,3}\.\d{2}$/)
  .meta({ format: 'percent' });
