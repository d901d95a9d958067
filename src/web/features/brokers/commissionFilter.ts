import { decimalFilter } from '../../kit/inputFilters';

const twoDecimals = decimalFilter(2);

/** What the Broker Commission field lets through: the 99.99 mask, two digits each side of the point. */
export function commissionFilter(next: string, previous: string): string {
  const accepted = twoDecimals(next, previous);
  return /^\d{0,2}(\.\d{0,2})?$/.test(accepted) ? accepted : previous;
}
