import { asc, eq, inArray } from 'drizzle-orm';
import { prospects, rights, roleRights, roles } from '../../src/server/db/schema';
import { demoClients } from '../../src/server/seed/demoClients';
import type { RightId } from '../../src/shared/rights';
import { startTestApp, testClock, type TestApp } from './harness';

/**
 * The debtor tests' book: the demo clients with their demo debtors (Acme holds Northwind, Lone
 * Star, Gulf Coast and the terminated Red River; Bayside shares Northwind and has deleted Summit;
 * Cedar Creek has three), industries synced, and tokens for the roles the tests act as.
 */
export async function startDebtorBook() {
  const clock = testClock(new Date('2026-11-02T15:00:00Z'));
  const t = await startTestApp({ demoBook: true, clock });
  // The demo book seeds the industries and the demo debtors of the demo clients.
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
  const [acme = 0, bayside = 0, cedar = 0] = clientIds;
  const signInAll = async () => ({
    admin: await t.signIn('admin@factordesk.test'),
    /** Client Advocate: every debtor right, without the disclosure flag. */
    ca: await t.signIn('ca@factordesk.test'),
    /** Works for Acme Freight Lines. */
    client: await t.signIn('client@factordesk.test'),
    /** Northwind Traders' first contact. */
    debtor: await t.signIn('debtor@factordesk.test'),
    /** Credit Analyst: views debtors, cannot add or change them. */
    analyst: await t.signIn('analyst@factordesk.test'),
  });
  let tokens = await signInAll();
  return {
    t,
    clock,
    clients: { acme, bayside, cedar },
    /** Moves the clock on; sessions end after 12 hours, so everyone signs in again. */
    async advance(ms: number): Promise<void> {
      clock.advance(ms);
      tokens = await signInAll();
    },
    /** Tokens for the roles the tests act as. */
    get tokens() {
      return tokens;
    },
  };
}
export type DebtorBook = Awaited<ReturnType<typeof startDebtorBook>>;

/** Grants a built-in role more rights (rights are read per call, so tokens need no refresh). */
export async function grantRole(t: TestApp, roleType: string, granted: readonly RightId[]): Promise<void> {
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, roleType));
  const found = await t.db
    .select({ id: rights.id })
    .from(rights)
    .where(inArray(rights.rightName, [...granted]));
  if (!role) throw new Error(`no role ${roleType}`);
  await t.db
    .insert(roleRights)
    .values(found.map((right) => ({ roleId: role.id, rightId: right.id })))
    .onConflictDoNothing();
}

let serial = 0;

/** A valid Add Debtor form for the client, each call with its own email and FEIN. */
export function debtorForm(prospectId: number, overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    prospect_id: prospectId,
    debtor_name: `Blue Ridge Foods ${serial}`,
    country_phone_code: '+1',
    phone: '214-555-0300',
    country_fax_code: '+1',
    fax: '',
    email: `ap${serial}@blueridge.example`,
    address: '300 Main Street',
    zip: '75201',
    state: 'Texas',
    city: 'Dallas',
    fein: `12-${String(3000000 + serial)}`,
    credit_limit: '10000.00',
    optional_comments: '',
    industry: 'Food and Beverage',
    industry_id: null,
    pocs: [contact(`first${serial}@blueridge.example`)],
    ...overrides,
  };
}

export function contact(email: string, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Jamie',
    last_name: 'Reyes',
    email,
    department: 'Accounts Payable',
    country_phone_code: '+1',
    phone: '214-555-0301',
    country_fax_code: '+1',
    fax: '',
    ...overrides,
  };
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, file?: { filename: string; content: string }) {
  const boundary = `----factordesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a multipart body to a debtor call, as the Import dialog does. */
export async function upload(
  t: TestApp,
  path: string,
  token: string,
  fields: Record<string, string>,
  file?: { filename: string; content: string },
) {
  const body = multipart(fields, file);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
  return {
    statusCode: response.statusCode,
    body: response.json() as Record<string, unknown> & { status: boolean; message?: string },
  };
}
