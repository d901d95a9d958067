import { useState } from 'react';
import { currencyDecimals } from '../../shared/constants';
import { formatUsd, moneyMax, parseMoney, toMoneyString, type MoneyInput } from '../../shared/money';
import type { FieldFrameProps } from './FormField';
import { decimalFilter } from './inputFilters';
import { TextField } from './TextField';

export interface MoneyFieldProps extends FieldFrameProps {
  /** Input name. */
  name?: string;
  /** The amount as a decimal string ('1234.50'), or '' when empty. */
  value: string;
  /** Called with the decimal string as typed ('1234.5'); normalised to 2 decimals on blur. */
  onChange: (value: string) => void;
  /** Called when the field loses focus. */
  onBlur?: () => void;
  /** The largest amount that can be typed (default 99,999,999.99); larger entries are refused. */
  max?: MoneyInput;
  /** Read-only (computed amounts such as an advance). */
  readOnly?: boolean;
  /** Placeholder text. */
  placeholder?: string;
}

/**
 * A US-dollar amount: digits and one point with up to 2 decimals while typing, '$1,234.50' once
 * the field is left. The value is always a decimal string, never a float.
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
  const cap = parseMoney(max);
  const toDecimal = decimalFilter(currencyDecimals);

  const filter = (next: string, previous: string): string => {
    const accepted = toDecimal(next.replace(/[$,]/g, ''), previous);
    const amount = parseMoney(accepted);
    if (amount && cap && amount.greaterThan(cap)) return previous;
    return accepted;
  };

  const parsed = parseMoney(value);
  const display = focused || !parsed ? value : formatUsd(parsed);

  return (
    <TextField
      {...rest}
      value={display}
      placeholder={placeholder}
      inputMode="decimal"
      filter={filter}
      onChange={onChange}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        if (parsed && toMoneyString(parsed) !== value) onChange(toMoneyString(parsed));
        onBlur?.();
      }}
    />
  );
}
