import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Debtor, DebtorContactRow, DebtorUser } from '../../../shared/contract/debtors';
import { debtorStatuses } from '../../../shared/dropdowns';
import type { Db } from '../../db/client';
import { debtorClients, debtorContacts, debtors, industries, prospects, users } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { numberAsSeen } from '../../privacy/maskNumber';
import { availableCreditText } from '../credit/debtorCredit';

export type ContactRecord = typeof debtorContacts.$inferSelect;

/** A debtor's contacts in the form's order (the first is never removed). */
export async function contactsOf(db: Db, debtorId: number): Promise<ContactRecord[]> {
  return db
    .select()
    .from(debtorContacts)
    .where(eq(debtorContacts.debtorId, debtorId))
    .orderBy(asc(debtorContacts.position), asc(debtorContacts.id));
}

export function toContactRow(contact: ContactRecord): DebtorContactRow {
  return {
    id: contact.id,
    first_name: contact.firstName,
    last_name: contact.lastName,
    name: `${contact.firstName} ${contact.lastName}`.trim(),
    email: contact.email,
    department: contact.department,
    country_phone_code: contact.countryPhoneCode,
    phone: contact.phone,
    country_fax_code: contact.countryFaxCode,
    fax: contact.fax,
    invite_send_date: contact.inviteSendDate?.toISOString() ?? null,
    user_id: contact.userId,
  };
}

/** The users holding the contacts' emails, whatever their role: an email with a password is never invited. */
async function usersOfContacts(db: Db, contacts: readonly ContactRecord[]): Promise<DebtorUser[]> {
  const emails = [...new Set(contacts.map((contact) => contact.email.toLowerCase()))];
  if (emails.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      hasPassword: sql<boolean>`(${users.passwordHash} is not null)`,
      isActive: users.isActive,
    })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    has_password: row.hasPassword,
    is_active: row.isActive,
  }));
}

/**
 * One debtor for one client, as debtor/details answers it: the FEIN masked for a caller without
 * the disclosure right. Null when the holding is gone.
 */
export async function readDebtor(db: Db, caller: Caller, holdingId: number): Promise<Debtor | null> {
  const [row] = await db
    .select({
      debtor: debtors,
      holding: debtorClients,
      clientName: prospects.companyBusinessName,
      industry: industries.title,
      available: availableCreditText,
    })
    .from(debtorClients)
    .innerJoin(debtors, eq(debtors.id, debtorClients.debtorId))
    .innerJoin(prospects, eq(prospects.id, debtorClients.prospectId))
    .leftJoin(industries, eq(industries.id, debtors.industryId))
    .where(eq(debtorClients.id, holdingId))
    .limit(1);
  if (!row) return null;
  const { debtor, holding } = row;
  const contacts = await contactsOf(db, debtor.id);
  return {
    id: debtor.id,
    prospect_id: holding.prospectId,
    debtor_prospect_id: holding.id,
    legal_name: debtor.legalName,
    client_name: row.clientName,
    country_phone_code: debtor.countryPhoneCode,
    phone: debtor.phone,
    country_fax_code: debtor.countryFaxCode,
    fax: debtor.fax,
    email: debtor.email,
    address: debtor.address,
    zip: debtor.zip,
    state: debtor.state,
    city: debtor.city,
    fein: numberAsSeen(debtor.fein, caller.sensitiveInformationDisclosure),
    credit_limit: holding.creditLimit,
    available_credit_limit: row.available,
    optional_comments: debtor.optionalComments,
    industry: row.industry ?? '',
    industry_id: debtor.industryId,
    status: holding.status,
    deleted: holding.deletedAt !== null,
    is_terminated: holding.status === debtorStatuses.terminated,
    pocs: contacts.map(toContactRow),
    users: await usersOfContacts(db, contacts),
  };
}
