import { and, asc, desc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { debtorPanelInvoiceMax, type DebtorPanel } from '../../../shared/contract/workspace';
import { dropdownLabel } from '../../../shared/dropdowns';
import { toMoneyString } from '../../../shared/money';
import type { Db } from '../../db/client';
import { debtorClients, debtorContacts, debtors, invoices, prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { foundOr404, partyOf, scopeCondition } from '../../http/scope';
import { availableCreditText } from '../credit/debtorCredit';
import { panelInvoiceQuery, toPanelInvoice } from './panelInvoices';

/** A debtor the caller may see: a client user those its company holds, a debtor user itself. */
function visibleDebtor(db: Db, caller: Caller): SQL | undefined {
  const holdings = db
    .select({ id: debtorClients.id })
    .from(debtorClients)
    .where(
      and(
        eq(debtorClients.debtorId, debtors.id),
        isNull(debtorClients.deletedAt),
        scopeCondition(caller, { company: debtorClients.prospectId }),
      ),
    );
  switch (partyOf(caller).kind) {
    case 'staff':
      return undefined;
    case 'client':
      return exists(holdings);
    default:
      return scopeCondition(caller, { debtor: debtors.id });
  }
}

/**
 * workspace/debtor_panel: a debtor with its limit and available credit per client
 * (docs/decisions/0013-available-credit.md), its contacts and its open invoices. Staff see every
 * client's hold; a client user sees only its own hold and invoices, and a debtor its company is
 * not holding answers 404; a debtor user sees only itself, a broker nothing.
 */
export async function debtorPanel(db: Db, caller: Caller, debtorId: number): Promise<DebtorPanel> {
  const [debtor] = await db
    .select()
    .from(debtors)
    .where(and(eq(debtors.id, debtorId), visibleDebtor(db, caller)))
    .limit(1);
  const found = foundOr404(debtor);
  const limits = await db
    .select({
      prospectId: debtorClients.prospectId,
      clientName: prospects.companyBusinessName,
      creditLimit: debtorClients.creditLimit,
      outstanding: debtorClients.outstandingAmount,
      available: availableCreditText,
      status: debtorClients.status,
    })
    .from(debtorClients)
    .innerJoin(prospects, eq(prospects.id, debtorClients.prospectId))
    .where(
      and(
        eq(debtorClients.debtorId, found.id),
        isNull(debtorClients.deletedAt),
        scopeCondition(caller, { company: debtorClients.prospectId, debtor: debtorClients.debtorId }),
      ),
    )
    .orderBy(asc(sql`lower(${prospects.companyBusinessName})`));

  const openInvoice = and(
    eq(invoices.debtorId, found.id),
    isNull(invoices.deletedAt),
    isNull(invoices.fundingDate),
    scopeCondition(caller, { company: invoices.prospectId, debtor: invoices.debtorId }),
  );
  const invoiceRows = await panelInvoiceQuery(db)
    .where(openInvoice)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(debtorPanelInvoiceMax);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(openInvoice);
  const contacts = await db
    .select()
    .from(debtorContacts)
    .where(eq(debtorContacts.debtorId, found.id))
    .orderBy(asc(debtorContacts.position), asc(debtorContacts.id));
  return {
    id: found.id,
    legal_name: found.legalName,
    email: found.email,
    phone: `${found.countryPhoneCode} ${found.phone}`,
    address: [found.address, found.city, `${found.state} ${found.zip}`].join(', '),
    limits: limits.map((limit) => ({
      prospect_id: limit.prospectId,
      client_name: limit.clientName,
      credit_limit: toMoneyString(limit.creditLimit),
      outstanding: toMoneyString(limit.outstanding),
      available_credit: toMoneyString(limit.available),
      status_text: dropdownLabel('debtor_status', limit.status) ?? '',
    })),
    contacts: contacts.map((contact) => ({
      name: `${contact.firstName} ${contact.lastName}`.trim(),
      email: contact.email,
      department: contact.department,
      phone: `${contact.countryPhoneCode} ${contact.phone}`,
    })),
    open_invoices: invoiceRows.map(toPanelInvoice),
    open_invoice_count: counted?.n ?? 0,
  };
}
