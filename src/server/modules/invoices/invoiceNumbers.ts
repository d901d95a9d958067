import { and, eq, ne } from 'drizzle-orm';
import { brokeUniqueIndex } from '../../db/uniqueViolation';
import type { Reissue } from '../../../shared/contract/invoiceLookups';
import { messages } from '../../../shared/messages';
import { isReissueNumber } from '../../../shared/validation/invoiceRow';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { livePairInvoiceWhere } from './pairInvoices';
import { hasReissueSource, nextReissueNumber, reissueOf, zeroFundingSource } from './zeroFunding';

const S = messages.invoice.screens;

/** The live invoice of the pair already holding the number (other than `exceptId`), or null. */
async function holderOf(
  db: Db,
  prospectId: number,
  debtorId: number,
  invoiceNo: string,
  exceptId: number | undefined,
): Promise<number | null> {
  return livePairInvoiceWhere(
    db,
    prospectId,
    debtorId,
    and(eq(invoices.invoiceNo, invoiceNo), exceptId === undefined ? undefined : ne(invoices.id, exceptId)),
  );
}

/**
 * A save's number rule: free for the client and debtor, and a number with a dash only for a
 * zero-funding re-issue. Answers whether the invoice is such a re-issue (it then carries no advance).
 */
export async function requireUsableNumber(
  db: Db,
  prospectId: number,
  debtorId: number,
  invoiceNo: string,
  exceptId?: number,
): Promise<{ zeroFunding: boolean }> {
  if ((await holderOf(db, prospectId, debtorId, invoiceNo, exceptId)) !== null) {
    throw conflict(S.numberTakenOf(invoiceNo));
  }
  if (!isReissueNumber(invoiceNo)) return { zeroFunding: false };
  if (!(await hasReissueSource(db, prospectId, debtorId, invoiceNo))) throw badRequest(S.notReissue);
  return { zeroFunding: true };
}

/** The database's unique index backs the number rule when two saves race. */
export function duplicateNumber(error: unknown, invoiceNo: string): Error {
  return brokeUniqueIndex(error) ? conflict(S.numberTakenOf(invoiceNo)) : (error as Error);
}

export interface NumberCheck {
  unique: boolean;
  message: string;
  msg: string;
  newInvoiceNumber: string | null;
  invoice: Reissue | null;
}

const free: NumberCheck = { unique: true, message: '', msg: '', newInvoiceNumber: null, invoice: null };

function taken(message: string): NumberCheck {
  return { unique: false, message, msg: message, newInvoiceNumber: null, invoice: null };
}

/**
 * invoice/check_unique: a free number passes; the number of a funded invoice closed at zero balance
 * is offered as a re-issue (spec part 2 §4, Zero Funding); any other taken number is refused.
 */
export async function checkInvoiceNumber(
  db: Db,
  prospectId: number,
  debtorId: number,
  invoiceNo: string,
  exceptId?: number,
): Promise<NumberCheck> {
  if ((await holderOf(db, prospectId, debtorId, invoiceNo, exceptId)) === null) {
    if (isReissueNumber(invoiceNo) && !(await hasReissueSource(db, prospectId, debtorId, invoiceNo))) {
      return taken(S.notReissue);
    }
    return free;
  }
  const source = await zeroFundingSource(db, prospectId, debtorId, invoiceNo);
  const reissueNo = source ? await nextReissueNumber(db, prospectId, debtorId, invoiceNo) : null;
  if (!source || reissueNo === null) return taken(S.numberTaken);
  const offer = S.zeroFundingOffer(invoiceNo, reissueNo);
  return {
    unique: false,
    message: offer,
    msg: offer,
    newInvoiceNumber: reissueNo,
    invoice: reissueOf(source, reissueNo),
  };
}
