/**
 * Invoice amounts from $100 to $250,000, most of them small: 100 × 2500^(u^1.5) for u uniform in
 * [0, 1), cut at $250,000 and rounded to cents. Half the invoices are under about $1,600; the mean,
 * which sizes the clients' limits, is about $22,000.
 */
const smallest = 100;
const range = 2500;
const skew = 1.5;
const largest = 250_000;

/** The amount for a uniform draw `u`, as a SQL expression over a column or expression named `u`. */
export function amountSql(u: string): string {
  return `least(${largest}, round((${smallest} * power(${range}::float8, power(${u}, ${skew})))::numeric, 2))`;
}

/** The mean amount of the distribution above, by numerical integration. */
export function meanInvoiceAmount(steps = 100_000): number {
  let sum = 0;
  for (let i = 0; i < steps; i += 1) {
    const u = (i + 0.5) / steps;
    sum += Math.min(largest, smallest * range ** (u ** skew));
  }
  return sum / steps;
}
