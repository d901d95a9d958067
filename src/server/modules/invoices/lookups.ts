import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { prospectStatuses } from '../../../shared/constants';
import type {
  ClientChoice,
  DebtorChoice,
  DebtorContactChoice,
} from '../../../shared/contract/invoiceLookups';
import { debtorStatuses } from '../../../shared/dropdowns';
import type { InvoiceTerms } from '../../../shared/invoiceTerms';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { debtorClients, debtorContacts, debtors, invoices, prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import {
  containsPattern,
  listPage,
  matchingRows,
  type PageAnswer,
  type PageRequest,
} from '../../http/paging';
import { partyOf } from '../../http/scope';
import { clientChoicePage } from '../clients/clientChoices';
import { signedTermsOf } from '../clients/terms';
import { debtorCreditOf } from '../credit/debtorCredit';
import { pairInvoices } from './pairInvoices';
import { holdsDebtor, visibleClient, visibleHolding } from './access';

/** What the invoice and schedule forms choose from: clients, their terms, debtors, credit and contacts. */

interface LookupRequest extends PageRequest {
  search_text: string;
}

/** invoice/clients: live clients by business name; a client user gets its own, a debtor user those holding it. */
export async function clientChoices(
  db: Db,
  caller: Caller,
  request: LookupRequest,
): Promise<PageAnswer<ClientChoice>> {
  const party = partyOf(caller);
  const pattern = containsPattern(request.search_text.toLowerCase());
  const where = and(
    eq(prospects.status, prospectStatuses.client),
    isNull(prospects.deletedAt),
    isNull(prospects.terminatedAt),
    request.search_text === '' ? undefined : sql`lower(${prospects.companyBusinessName}) like ${pattern}`,
    party.kind === 'client' ? eq(prospects.id, party.companyId) : undefined,
    party.kind === 'debtor' ? holdsDebtor(db, party.debtorId) : undefined,
    party.kind === 'none' || party.kind === 'broker' ? sql`false` : undefined,
  );
  return clientChoicePage(db, request, where);
}

/** invoice/client_terms: the advance percentage and net term of the client's signed term sheet, or null. */
export async function clientTerms(db: Db, caller: Caller, prospectId: number): Promise<InvoiceTerms | null> {
  const client = await visibleClient(db, caller, prospectId);
  const terms = await signedTermsOf(db, client.id);
  return terms ? { advance_percentage: terms.advancePercentage, net_invoice_term: terms.discountDays } : null;
}

/** invoice/debtors: the client's pending and active debtors by name (a debtor user: its own). */
export async function debtorChoices(
  db: Db,
  caller: Caller,
  prospectId: number,
  request: LookupRequest,
): Promise<PageAnswer<DebtorChoice>> {
  await visibleClient(db, caller, prospectId);
  const party = partyOf(caller);
  const pattern = containsPattern(request.search_text.toLowerCase());
  const where = and(
    eq(debtorClients.prospectId, prospectId),
    isNull(debtorClients.deletedAt),
    ne(debtorClients.status, debtorStatuses.terminated),
    request.search_text === '' ? undefined : sql`lower(${debtors.legalName}) like ${pattern}`,
    party.kind === 'debtor' ? eq(debtorClients.debtorId, party.debtorId) : undefined,
  );
  const ordered = db
    .select({
      id: debtors.id,
      prospect_id: debtorClients.prospectId,
      debtor_name: debtors.legalName,
      status: debtorClients.status,
    })
    .from(debtorClients)
    .innerJoin(debtors, eq(debtors.id, debtorClients.debtorId))
    .where(where)
    .orderBy(sql`lower(${debtors.legalName})`, asc(debtors.id))
    .$dynamic();
  const matching = db
    .select(matchingRows)
    .from(debtorClients)
    .innerJoin(debtors, eq(debtors.id, debtorClients.debtorId))
    .where(where);
  return listPage(db, request, matching, ordered, (row) => row);
}

/**
 * invoice/debtor_credit: the pair's weekly limit and what is available of it, leaving out the
 * caller's invoices being edited (`leave_out`, only those of this pair), and the debtor's contacts.
 */
export async function debtorCreditAndContacts(
  db: Db,
  caller: Caller,
  prospectId: number,
  debtorId: number,
  leaveOut: readonly number[],
): Promise<{
  credit_limit: { credit_limit: string; available_credit_limit: string };
  pocs: DebtorContactChoice[];
}> {
  await visibleClient(db, caller, prospectId);
  await visibleHolding(db, caller, prospectId, debtorId);
  const ownIds =
    leaveOut.length === 0
      ? []
      : (
          await db
            .select({ id: invoices.id })
            .from(invoices)
            .where(and(pairInvoices(prospectId, debtorId), inArray(invoices.id, [...leaveOut])))
        ).map((row) => row.id);
  const credit = await debtorCreditOf(db, prospectId, debtorId, ownIds);
  if (!credit) throw notFound(messages.http.notFound);
  const contacts = await db
    .select({
      id: debtorContacts.id,
      firstName: debtorContacts.firstName,
      lastName: debtorContacts.lastName,
      email: debtorContacts.email,
    })
    .from(debtorContacts)
    .where(eq(debtorContacts.debtorId, debtorId))
    .orderBy(asc(debtorContacts.position), asc(debtorContacts.id));
  return {
    credit_limit: { credit_limit: credit.creditLimit, available_credit_limit: credit.available },
    pocs: contacts.map((contact) => ({
      id: contact.id,
      name: `${contact.firstName} ${contact.lastName}`.trim(),
      email: contact.email.toLowerCase(),
    })),
  };
}
