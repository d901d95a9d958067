import { and, eq, isNull } from 'drizzle-orm';
import type { Simulation } from '../../../shared/contract/partyHome';
import { compareIsoDates, maxPickerDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { compareMoney, moneyZero } from '../../../shared/money';
import { openBalanceOf, paidOnDay, paidOnDayProblem } from '../../../shared/paidOnDay';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { holdsAll, type Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { signedTermsOf } from '../clients/terms';

/**
 * Paid on day X (docs/decisions/0033-each-partys-home.md, "The simulator"): an open funded invoice
 * of the caller's own company, its whole balance paid on the day asked, priced by the client's
 * signed terms through the same function the home computes live with. A client user asks about its
 * own invoices (another's answers 404); staff holding view_invoices about any; a debtor or broker
 * is refused (403).
 */
export async function simulatePaidOnDay(
  db: Db,
  caller: Caller,
  invoiceId: number,
  paymentDate: string,
): Promise<Simulation> {
  const party = partyOf(caller);
  if (party.kind === 'staff') {
    if (!holdsAll(caller, ['view_invoices'])) throw forbidden(messages.http.forbidden);
  } else if (party.kind !== 'client' && caller.roleType !== 'client') {
    throw forbidden(messages.http.forbidden);
  }
  const [invoice] = await db
    .select({
      id: invoices.id,
      prospectId: invoices.prospectId,
      invoiceNo: invoices.invoiceNo,
      fundingDate: invoices.fundingDate,
      invoiceAmount: invoices.invoiceAmount,
      advanceAmount: invoices.advanceAmount,
      collectedAmount: invoices.collectedAmount,
      chargebackAmount: invoices.chargebackAmount,
      discountFeeAmount: invoices.discountFeeAmount,
    })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.deletedAt)));
  if (
    !invoice ||
    (party.kind !== 'staff' && !(party.kind === 'client' && party.companyId === invoice.prospectId))
  ) {
    throw notFound(messages.http.notFound);
  }
  const fundingDate = invoice.fundingDate;
  if (fundingDate === null || compareMoney(openBalanceOf(invoice), moneyZero) <= 0) {
    throw conflict(messages.partyHome.notOpen);
  }
  const problem = paidOnDayProblem(fundingDate, paymentDate);
  if (problem === 'date' || compareIsoDates(paymentDate, maxPickerDate) > 0) {
    throw badRequest(messages.partyHome.paymentDateRequired);
  }
  if (problem === 'before_funding') throw badRequest(messages.partyHome.paymentBeforeFunding);
  const terms = await signedTermsOf(db, invoice.prospectId, { whateverItsStatus: true });
  if (!terms) throw conflict(messages.partyHome.noTerms);
  const figures = paidOnDay({ ...invoice, fundingDate }, paymentDate, terms);
  return {
    invoice_id: invoice.id,
    invoice_no: invoice.invoiceNo,
    payment_date: paymentDate,
    balance: figures.balance,
    fee_days: figures.feeDays,
    rate: figures.rate,
    fee: figures.fee,
    total_fees: figures.totalFees,
    reserve_back: figures.reserveBack,
  };
}
