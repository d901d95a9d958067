import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  debtorClients,
  debtorContacts,
  debtors,
  invoices,
  notifications,
  prospects,
  rights,
  roleRights,
  roles,
  termSheets,
  users,
} from '../../src/server/db/schema';
import { demoClients } from '../../src/server/seed/demoClients';
import { seedDemoDebtors } from '../../src/server/seed/demoDebtors';
import type { RightId } from '../../src/shared/rights';
import { startTestApp, testClock, type TestApp } from './harness';

/**
 * The invoice and schedule tests' book: the demo clients (Acme Freight Lines is the demo Client
 * user's company; its terms: 80 % advance, 30-day net term) with their demo debtors (the demo
 * Debtor user is Northwind Traders' first contact, held by Acme and Bayside), and debtors of the
 * tests' own with known limits, so no figure depends on what else the demo book holds.
 */
export async function startInvoiceBook() {
  const clock = testClock(new Date('2026-11-02T15:00:00Z'));
  const t = await startTestApp({ demoBook: true, clock });
  const rows = await t.db
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(
      inArray(
        prospects.companyBusinessName,
        demoClients.map((client) => client.name),
      ),
    )
    .orderBy(asc(prospects.id));
  const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? 0;
  const clientIds = demoClients.map((client) => idOf(client.name));
  const [held] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(debtorClients)
    .where(inArray(debtorClients.prospectId, clientIds));
  if ((held?.n ?? 0) === 0) await seedDemoDebtors(t.db, clientIds);
  const [acme = 0, bayside = 0, cedar = 0] = clientIds;
  const [northwind] = await t.db
    .select({ id: debtors.id })
    .from(debtors)
    .where(eq(debtors.legalName, 'Northwind Traders'));
  return {
    t,
    clock,
    clients: { acme, bayside, cedar },
    northwind: northwind?.id ?? 0,
    tokens: {
      admin: await t.signIn('admin@factordesk.test'),
      /** Client Advocate: every transaction right. */
      ca: await t.signIn('ca@factordesk.test'),
      /** Works for Acme Freight Lines. */
      client: await t.signIn('client@factordesk.test'),
      /** Northwind Traders' first contact. */
      debtor: await t.signIn('debtor@factordesk.test'),
      /** Credit Analyst: views invoices and schedules, changes nothing. */
      analyst: await t.signIn('analyst@factordesk.test'),
    },
  };
}
export type InvoiceBook = Awaited<ReturnType<typeof startInvoiceBook>>;

let serial = 0;

/** A debtor of the tests' own, held by the client with this weekly limit, with contacts. */
export async function holdDebtor(
  t: TestApp,
  prospectId: number,
  limit: string,
  options: { status?: number; contacts?: string[]; name?: string } = {},
): Promise<{ id: number; contacts: string[] }> {
  serial += 1;
  const [debtor] = await t.db
    .insert(debtors)
    .values({
      legalName: options.name ?? `Test Debtor ${serial}`,
      email: `ap${serial}@testdebtor.example`,
      fein: String(500000000 + serial),
      phone: '2145550100',
      address: '1 Test Way',
      zip: '75201',
      state: 'Texas',
      city: 'Dallas',
    })
    .returning({ id: debtors.id });
  const id = debtor?.id ?? 0;
  await t.db
    .insert(debtorClients)
    .values({ debtorId: id, prospectId, creditLimit: limit, status: options.status ?? 1 });
  const contacts = options.contacts ?? [`pay${serial}@testdebtor.example`];
  await t.db.insert(debtorContacts).values(
    contacts.map((email, position) => ({
      debtorId: id,
      position,
      firstName: 'Pat',
      email,
      phone: '2145550101',
    })),
  );
  return { id, contacts };
}

/** The e-mails of a debtor's contacts, first contact first. */
export async function contactsOf(t: TestApp, debtorId: number): Promise<string[]> {
  const rows = await t.db
    .select({ email: debtorContacts.email })
    .from(debtorContacts)
    .where(eq(debtorContacts.debtorId, debtorId))
    .orderBy(asc(debtorContacts.position));
  return rows.map((row) => row.email.toLowerCase());
}

let number = 100000;

/** A fresh invoice number. */
export function nextNumber(): string {
  number += 1;
  return String(number);
}

/** A valid invoice form (JSON values; `invoiceForm` turns it into form data). */
export function invoiceFields(
  prospectId: number,
  debtorId: number,
  contacts: string[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    prospect_id: prospectId,
    debtor_id: debtorId,
    debtor_contact: contacts,
    invoice_no: nextNumber(),
    invoice_amount: '1000.00',
    invoice_date: '2026-11-01',
    commitment_date: '',
    Tentative_payment_mode: '',
    net_invoice_term: 1,
    invoice_due_date: '2026-11-01',
    advance_percentage: '1.00',
    advance_amount: '0.01',
    status: 1,
    payment_type: 2,
    note: '',
    ...overrides,
  };
}

export interface Upload {
  name: string;
  data: Buffer;
}

/** The form data the invoice form sends: every value as text, the contacts as JSON text, files as attachments[]. */
export function invoiceForm(fields: Record<string, unknown>, files: readonly Upload[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  for (const file of files) form.append('attachments[]', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

// Files whose leading bytes say what they are, as real ones do.
export const pdf = (size = 200) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)]);
export const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);

/** Saves an invoice through the API as `token`; answers the HTTP answer. */
export function saveInvoice(
  t: TestApp,
  token: string,
  fields: Record<string, unknown>,
  files: readonly Upload[] = [],
) {
  return t.call('invoice/save', invoiceForm(fields, files), token);
}

/** The stored invoice row. */
export async function invoiceRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function invoiceCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
  return row?.n ?? 0;
}

/** The notifications a user holds of one kind, newest first. */
export async function notificationsOf(t: TestApp, email: string, type: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const rows = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user?.id ?? ''));
  return rows.filter((row) => row.type === type);
}

/** A client without a signed term sheet: the demo client's terms left unsigned. */
export async function unsignTerms(t: TestApp, prospectId: number): Promise<() => Promise<void>> {
  const [sheet] = await t.db.select().from(termSheets).where(eq(termSheets.prospectId, prospectId));
  await t.db.update(termSheets).set({ signedAt: null }).where(eq(termSheets.prospectId, prospectId));
  return async () => {
    await t.db
      .update(termSheets)
      .set({ signedAt: sheet?.signedAt ?? new Date() })
      .where(eq(termSheets.prospectId, prospectId));
  };
}

/** A staff role holding exactly these rights, and a signed-in user of it. */
export async function staffWithRights(
  t: TestApp,
  name: string,
  granted: readonly RightId[],
): Promise<string> {
  const [role] = await t.db.insert(roles).values({ roleName: name, roleType: 'custom' }).returning();
  const found = await t.db
    .select({ id: rights.id })
    .from(rights)
    .where(inArray(rights.rightName, [...granted]));
  if (found.length > 0) {
    await t.db
      .insert(roleRights)
      .values(found.map((right) => ({ roleId: role?.id ?? 0, rightId: right.id })));
  }
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@factordesk.test`;
  const { hashPassword } = await import('../../src/server/modules/session/passwords');
  await t.db.insert(users).values({
    firstName: name,
    email,
    username: email.split('@')[0] ?? email,
    passwordHash: await hashPassword('Factor#2026'),
    roleId: role?.id ?? 0,
  });
  return t.signIn(email, 'Factor#2026');
}
