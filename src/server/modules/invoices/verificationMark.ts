import { compareMoney } from '../../../shared/money';
import type { InvoiceRecord } from './records';

/** What a schedule's verification looked at in each invoice: change any of it and the mark goes. */
const verifiedFields = [
  'invoiceNo',
  'invoiceAmount',
  'invoiceDate',
  'invoiceDueDate',
  'advanceAmount',
  'scheduleId',
] as const satisfies readonly (keyof InvoiceRecord)[];

type VerifiedFigures = Pick<InvoiceRecord, (typeof verifiedFields)[number]>;

/**
 * The verification mark an edited invoice keeps: its old one while the verified figures stand (a
 * new status or note leaves it verified), none once they change. A new invoice is unverified.
 */
export function verificationAfterEdit(
  stored: (VerifiedFigures & Pick<InvoiceRecord, 'verifiedAt'>) | null,
  next: Partial<VerifiedFigures>,
): Date | null {
  if (stored === null || stored.verifiedAt === null) return null;
  const changed = verifiedFields.some((field) => {
    const before = stored[field];
    const after = next[field];
    if (after === undefined) return false;
    // Money read back as '120.50' and typed as '120.5' is one amount.
    if (moneyFields.has(field) && typeof before === 'string' && typeof after === 'string') {
      return compareMoney(before, after) !== 0;
    }
    return before !== after;
  });
  return changed ? null : stored.verifiedAt;
}

const moneyFields = new Set<keyof VerifiedFigures>(['invoiceAmount', 'advanceAmount']);
