import { Decimal } from 'decimal.js';
import type { CurrencySettings } from './contract/settingsTiles';
import type { MoneyInput } from './money';

const symbols: Record<CurrencySettings['code'], string> = {
  USD: '$',
  CAD: 'CA$',
  EUR: '€',
  GBP: '£',
  MXN: 'MX$',
};

/** The decimal mark of a locale: a comma where the locale writes one (fr-CA, de-DE). */
function decimalMark(locale: CurrencySettings['locale']): string {
  return locale === 'fr-CA' || locale === 'de-DE' ? ',' : '.';
}

/**
 * An amount as the currency settings say (docs/decisions/0041): the exact decimal rounded half up
 * to the set decimals, grouped by the set separator, the symbol before or after.
 */
export function formatWithCurrencySettings(input: MoneyInput, settings: CurrencySettings): string {
  const fixed = new Decimal(input)
    .toDecimalPlaces(settings.decimals, Decimal.ROUND_HALF_UP)
    .toFixed(settings.decimals);
  const negative = fixed.startsWith('-') && !/^-0(\.0+)?$/.test(fixed);
  const [whole = '0', fraction] = fixed.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, settings.thousands_separator);
  const number = fraction === undefined ? grouped : `${grouped}${decimalMark(settings.locale)}${fraction}`;
  const symbol = symbols[settings.code];
  const body = settings.symbol_position === 'before' ? `${symbol}${number}` : `${number} ${symbol}`;
  return `${negative ? '-' : ''}${body}`;
}
