import { useState } from 'react';
import { currencyDecimals } from '../../shared/constants';
import {
  formatDollars,
  moneyMax,
  parseMoney,
  parseTypedAmount,
  toMoneyString,
  type MoneyInput,
} from '../../shared/money';
import type { BoundFieldProps } from './boundFieldProps';
import { decimalFilter } from './inputFilters';
import { TextField } from './TextField';

export interface MoneyFieldProps extends BoundFieldProps {
  /** The amount as a decimal string ('1234.50'), or '' when empty. */
  value: string;
  /** Called with wire text: '1234.50' for an amount, the typed text for anything else ('' when empty). */
  onChange: (value: string) => void;
  /** The largest amount that can be typed (default 99,999,999.99); larger entries are refused. */
  max?: MoneyInput;
  /** Read-only (computed amounts such as an advance). */
  readOnly?: boolean;
}

/** What the form holds for typed text: wire text ("1234.50") once it is an amount, else the text. */
function wireTextOf(typed: string): string {
  const amount = parseTypedAmount(typed);
  return amount ? toMoneyString(amount) : typed;
}

/**
 * A US-dollar amount (whatever the currency display settings: it is typed as the wire writes it): digits and one point with up to 2 decimals while typing ('$' and grouping
 * commas typed or pasted are dropped), '$1,234.50' once the field is left. The form always
 * receives wire text ("1234.50", never a float, never separators): the screen reads what a person
 * types, the form and the server take plain decimal text (src/shared/contract/money.ts).
 */
export function MoneyField({
  value,
  onChange,
  onBlur,
  max = moneyMax,
  placeholder = '0.00',
  ...rest
}: MoneyFieldProps) {
  const [focused, setFocused] = useState(false);
  /** The text as typed while the field has focus ('1234.5' while the form holds '1234.50'). */
  const [typed, setTyped] = useState(value);
  const cap = parseMoney(max);
  const toDecimal = decimalFilter(currencyDecimals);

  const filter = (next: string, previous: string): string => {
    const accepted = toDecimal(next.replace(/[$,]/g, ''), previous);
    const amount = parseTypedAmount(accepted);
    if (amount && cap && amount.greaterThan(cap)) return previous;
    return accepted;
  };

  const amount = parseTypedAmount(value);
  // While typing, the typed text stands for the form's value unless the form changed it meanwhile.
  const display = focused
    ? wireTextOf(typed) === value
      ? typed
      : value
    : amount
      ? formatDollars(amount)
      : value;

  return (
    <TextField
      {...rest}
      value={display}
      placeholder={placeholder}
      inputMode="decimal"
      filter={filter}
      onChange={(next) => {
        setTyped(next);
        onChange(wireTextOf(next));
      }}
      onFocus={() => {
        setTyped(value);
        setFocused(true);
      }}
      onBlur={() => {
        setFocused(false);
        if (amount && toMoneyString(amount) !== value) onChange(toMoneyString(amount));
        onBlur?.();
      }}
    />
  );
}
