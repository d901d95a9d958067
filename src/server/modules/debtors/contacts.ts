import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { DebtorContact } from '../../../shared/validation/debtorForm';
import type { Db } from '../../db/client';
import { idsOf } from '../../db/idsOf';
import { debtorContacts, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { revokeSessionsOf } from '../session/service';
import { contactsOf, type ContactRecord } from './records';

const S = messages.debtor.screens;

function contactColumns(contact: DebtorContact, position: number) {
  return {
    position,
    firstName: contact.first_name,
    lastName: contact.last_name,
    email: contact.email,
    department: contact.department,
    countryPhoneCode: contact.country_phone_code,
    phone: contact.phone,
    countryFaxCode: contact.country_fax_code,
    fax: contact.fax,
  };
}

/** A new debtor's contacts, in the form's order. */
export async function insertContacts(
  db: Db,
  debtorId: number,
  contacts: readonly DebtorContact[],
): Promise<void> {
  if (contacts.length === 0) return;
  await db
    .insert(debtorContacts)
    .values(contacts.map((contact, index) => ({ debtorId, ...contactColumns(contact, index) })));
}

function wasInvited(contact: ContactRecord): boolean {
  return contact.userId !== null || contact.inviteSendDate !== null;
}

/**
 * A removed contact's Debtor user signs in no more: deactivated, its sessions ended. Users of other
 * roles or other debtors who happen to share the email are not touched.
 */
async function retireContactUsers(
  db: Db,
  debtorId: number,
  removed: readonly ContactRecord[],
  now: Date,
): Promise<void> {
  const userIds = removed.flatMap((contact) => (contact.userId ? [contact.userId] : []));
  if (userIds.length === 0) return;
  const retired = await db
    .update(users)
    .set({ isActive: false, updatedAt: now })
    .where(and(inArray(users.id, userIds), eq(users.debtorId, debtorId)))
    .returning({ id: users.id });
  for (const user of retired) await revokeSessionsOf(db, user.id, now);
}

/**
 * Saves an edited contact list: stored contacts (by id) are updated, new ones added and the missing
 * ones removed, all in the form's order. The first stored contact stays first, and an invited
 * contact keeps the email its user signs in with.
 */
export async function replaceContacts(
  db: Db,
  debtorId: number,
  incoming: readonly DebtorContact[],
  now: Date,
): Promise<void> {
  const stored = await contactsOf(db, debtorId);
  const storedById = new Map(stored.map((contact) => [contact.id, contact]));
  for (const contact of incoming) {
    if (contact.id !== undefined && !storedById.has(contact.id)) throw notFound(messages.http.notFound);
  }
  const first = stored[0];
  if (first && incoming[0]?.id !== first.id) throw conflict(S.firstContactKept);
  for (const contact of incoming) {
    const before = contact.id === undefined ? undefined : storedById.get(contact.id);
    if (before && wasInvited(before) && before.email.toLowerCase() !== contact.email.toLowerCase()) {
      throw conflict(S.invitedEmailLocked);
    }
  }

  const keptIds = new Set(incoming.flatMap((contact) => (contact.id === undefined ? [] : [contact.id])));
  const removed = stored.filter((contact) => !keptIds.has(contact.id));
  if (removed.length > 0) {
    await db.delete(debtorContacts).where(inArray(debtorContacts.id, idsOf(removed)));
    await retireContactUsers(db, debtorId, removed, now);
  }
  for (const [index, contact] of incoming.entries()) {
    if (contact.id === undefined) {
      await db.insert(debtorContacts).values({ debtorId, ...contactColumns(contact, index) });
    } else {
      await db
        .update(debtorContacts)
        .set(contactColumns(contact, index))
        .where(eq(debtorContacts.id, contact.id));
    }
  }
}
