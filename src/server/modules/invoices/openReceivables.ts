import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { invoices } from '../../db/schema';

/**
 * An invoice's open receivable, as the collections, the dashboards and a client's home read it
 * from the invoice row (the books agree: ledger:verify checks the 1200 sub-ledgers against it).
 */

/** What is still owed of an invoice the business bought: amount − collected − charged back. */
export const openBalance = sql<string>`(${invoices.invoiceAmount} - ${invoices.collectedAmount} - ${invoices.chargebackAmount})`;

/** Bought (funded), live, and not yet paid or charged back in full. */
export const openFundedInvoice: SQL = and(
  isNotNull(invoices.fundingDate),
  isNull(invoices.deletedAt),
  sql`${invoices.collectedAmount} + ${invoices.chargebackAmount} < ${invoices.invoiceAmount}`,
)!;

/** A band's name written into the statement, so a GROUP BY of the same expression matches it. */
function literal(label: string): SQL {
  if (!/^[\w +-]+$/.test(label)) throw new Error(`an age band is named in plain characters: ${label}`);
  return sql.raw(`'${label}'`);
}

/** The age band of a number of days: up to 30, 31–60, 61–90 and older, named by `labels` in that order. */
export function ageBand<const L extends readonly [string, string, string, string]>(
  days: SQL,
  labels: L,
): SQL<L[number]> {
  const [upTo30, upTo60, upTo90, older] = labels.map(literal);
  return sql<
    L[number]
  >`case when ${days} <= 30 then ${upTo30} when ${days} <= 60 then ${upTo60} when ${days} <= 90 then ${upTo90} else ${older} end`;
}
