import type { CollectionRowInput } from '../../../shared/validation/collection';
import type { PostingLine } from '../../ledger/post';
import type { CollectionPair } from './pair';

/** A chosen row with what it settles, as the save works it out. */
export interface WorkedRow {
  input: CollectionRowInput;
  invoiceId: number;
  invoiceNo: string;
  fundingDate: string | null;
  balance: string;
  applied: string;
  excess: string;
  fee: string;
  feeDays: number | null;
}

/** The lines of a collection's entry (docs/decisions/0028, Posting rules). */
export function collectionLines(
  pair: CollectionPair,
  cash: string,
  ucTotal: string,
  rows: readonly WorkedRow[],
): PostingLine[] {
  const clientId = pair.clientId;
  const lines: PostingLine[] = [
    { chart: 'cash', debit: cash, memo: 'Cash received' },
    { chart: 'unappliedCash', clientId, debit: ucTotal, memo: 'Unapplied cash settled' },
  ];
  for (const row of rows) {
    if (row.input.kind === 'invoice') {
      lines.push({
        chart: 'purchasedReceivables',
        clientId,
        debtorId: pair.debtorId,
        invoiceId: row.invoiceId,
        credit: row.applied,
        memo: `Invoice ${row.invoiceNo}`,
      });
    } else {
      lines.push({
        chart: 'chargebacksReceivable',
        clientId,
        credit: row.applied,
        invoiceId: row.invoiceId,
        memo: `Chargeback of invoice ${row.invoiceNo}`,
      });
    }
    lines.push({
      chart: 'unappliedCash',
      clientId,
      credit: row.excess,
      invoiceId: row.invoiceId,
      memo: `Overpayment of invoice ${row.invoiceNo}`,
    });
    lines.push({
      chart: 'clientReserves',
      clientId,
      debit: row.fee,
      invoiceId: row.invoiceId,
      memo: `Discount fee of invoice ${row.invoiceNo}`,
    });
    lines.push({
      chart: 'discountFeeIncome',
      clientId,
      credit: row.fee,
      invoiceId: row.invoiceId,
      memo: `Discount fee of invoice ${row.invoiceNo}`,
    });
  }
  return lines;
}
