import {
  addMoney,
  moneyZero,
  percentOf,
  subtractMoney,
  toMoneyString,
  type MoneyInput,
} from '../../../shared/money';

/**
 * What buying a schedule's invoices comes to, by our posting rules (docs/decisions/0006-the-books.md):
 * each invoice is bought at face value; its advance is owed to the client, the rest held as its
 * reserve, and escrow (the term sheet's escrow % of the face value) is withheld from the payout.
 */

/** The parts of an invoice a purchase reads. */
export interface PurchasedInvoice {
  invoiceAmount: string;
  advanceAmount: string;
  /** The escrow withheld when it was bought; read only once it has a funding date. */
  escrowAmount: string;
  fundingDate: string | null;
}

/**
 * The escrow of an invoice: what was withheld when it was bought, or for one not bought yet what
 * the client's terms would withhold now.
 */
export function escrowOf(invoice: PurchasedInvoice, escrowPercentage: MoneyInput): string {
  if (invoice.fundingDate !== null) return toMoneyString(invoice.escrowAmount);
  return toMoneyString(percentOf(invoice.invoiceAmount, escrowPercentage));
}

export interface Purchase {
  /** Σ face values: the receivables bought. */
  face: string;
  /** Σ advances: owed to the client. */
  advances: string;
  /** Σ (face − advance): the client's reserves. */
  reserves: string;
  /** Σ escrow withheld from the payout. */
  escrow: string;
  /** advances − escrow: what the purchase adds to what is paid out to the client. */
  payout: string;
}

export function purchaseOf(invoices: readonly PurchasedInvoice[], escrowPercentage: MoneyInput): Purchase {
  const face = addMoney(moneyZero, ...invoices.map((invoice) => invoice.invoiceAmount));
  const advances = addMoney(moneyZero, ...invoices.map((invoice) => invoice.advanceAmount));
  const escrow = addMoney(moneyZero, ...invoices.map((invoice) => escrowOf(invoice, escrowPercentage)));
  return {
    face: toMoneyString(face),
    advances: toMoneyString(advances),
    reserves: toMoneyString(subtractMoney(face, advances)),
    escrow: toMoneyString(escrow),
    payout: toMoneyString(subtractMoney(advances, escrow)),
  };
}

/**
 * What the first payment of a verified schedule will owe: the payout of its verified invoices less
 * the chargebacks chosen at verification. It falls below zero only when invoices changed since the
 * verification no longer cover those chargebacks; nothing can then be paid but with invoices
 * selected to go with it.
 */
export function plannedRemaining(
  verifiedInvoices: readonly PurchasedInvoice[],
  escrowPercentage: MoneyInput,
  chargebacks: MoneyInput,
): string {
  return toMoneyString(subtractMoney(purchaseOf(verifiedInvoices, escrowPercentage).payout, chargebacks));
}

/** The newest invoice date, or null without invoices (ISO dates compare as text). */
export function latestInvoiceDate(invoices: readonly { invoiceDate: string }[]): string | null {
  return invoices.reduce<string | null>(
    (latest, invoice) => (latest === null || invoice.invoiceDate > latest ? invoice.invoiceDate : latest),
    null,
  );
}
