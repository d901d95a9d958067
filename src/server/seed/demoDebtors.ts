import { eq, sql } from 'drizzle-orm';
import { debtorStatuses } from '../../shared/dropdowns';
import type { Database } from '../db/client';
import { debtorClients, debtorContacts, debtors, industries, users } from '../db/schema';

interface DemoContact {
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  phone: string;
}

interface DemoDebtor {
  key: string;
  legalName: string;
  email: string;
  fein: string;
  phone: string;
  address: string;
  zip: string;
  state: string;
  city: string;
  industry: string;
  contacts: readonly DemoContact[];
}

/** The demo Debtor account is this debtor's first contact. */
const demoDebtorAccount = 'debtor@factordesk.test';

const demoDebtors: readonly DemoDebtor[] = [
  {
    key: 'northwind',
    legalName: 'Northwind Traders',
    email: 'ap@northwind.example',
    fein: '741852963',
    phone: '2145550110',
    address: '1200 Commerce Street',
    zip: '75201',
    state: 'Texas',
    city: 'Dallas',
    industry: 'Wholesale',
    contacts: [
      {
        firstName: 'Dan',
        lastName: 'Debtor',
        email: demoDebtorAccount,
        department: 'Accounts Payable',
        phone: '2145550111',
      },
      {
        firstName: 'Priya',
        lastName: 'Shah',
        email: 'priya.shah@northwind.example',
        department: 'Treasury',
        phone: '2145550112',
      },
    ],
  },
  {
    key: 'lonestar',
    legalName: 'Lone Star Grocers',
    email: 'payables@lonestargrocers.example',
    fein: '852963741',
    phone: '7135550120',
    address: '800 Travis Street',
    zip: '77002',
    state: 'Texas',
    city: 'Houston',
    industry: 'Retail',
    contacts: [
      {
        firstName: 'Owen',
        lastName: 'Hughes',
        email: 'owen.hughes@lonestargrocers.example',
        department: 'Finance',
        phone: '7135550121',
      },
    ],
  },
  {
    key: 'gulfcoast',
    legalName: 'Gulf Coast Retail',
    email: 'ap@gulfcoastretail.example',
    fein: '963741852',
    phone: '7135550130',
    address: '45 Harbor Drive',
    zip: '77002',
    state: 'Texas',
    city: 'Houston',
    industry: 'Retail',
    contacts: [
      {
        firstName: 'Lena',
        lastName: 'Morales',
        email: 'lena.morales@gulfcoastretail.example',
        department: 'Accounts Payable',
        phone: '7135550131',
      },
    ],
  },
  {
    key: 'redriver',
    legalName: 'Red River Distribution',
    email: 'billing@redriver.example',
    fein: '159357486',
    phone: '2145550140',
    address: '77 Elm Street',
    zip: '75201',
    state: 'Texas',
    city: 'Dallas',
    industry: 'Distribution',
    contacts: [
      {
        firstName: 'Carl',
        lastName: 'Becker',
        email: 'carl.becker@redriver.example',
        department: '',
        phone: '2145550141',
      },
    ],
  },
  {
    key: 'harborview',
    legalName: 'Harbor View Clinics',
    email: 'ap@harborview.example',
    fein: '357159486',
    phone: '4155550150',
    address: '500 Mission Street',
    zip: '94105',
    state: 'California',
    city: 'San Francisco',
    industry: 'Healthcare',
    contacts: [
      {
        firstName: 'Mei',
        lastName: 'Tanaka',
        email: 'mei.tanaka@harborview.example',
        department: 'Finance',
        phone: '4155550151',
      },
      {
        firstName: 'Rob',
        lastName: 'Quinn',
        email: 'rob.quinn@harborview.example',
        department: 'Purchasing',
        phone: '4155550152',
      },
    ],
  },
  {
    key: 'pacificdental',
    legalName: 'Pacific Dental Group',
    email: 'office@pacificdental.example',
    fein: '486357159',
    phone: '2065550160',
    address: '1400 Fifth Avenue',
    zip: '98101',
    state: 'Washington',
    city: 'Seattle',
    industry: 'Healthcare',
    contacts: [
      {
        firstName: 'Ada',
        lastName: 'Novak',
        email: 'ada.novak@pacificdental.example',
        department: 'Office',
        phone: '2065550161',
      },
    ],
  },
  {
    key: 'summit',
    legalName: 'Summit Health Partners',
    email: 'ap@summithealth.example',
    fein: '624813579',
    phone: '3035550170',
    address: '1700 Lincoln Street',
    zip: '80202',
    state: 'Colorado',
    city: 'Denver',
    industry: 'Home Health Care',
    contacts: [
      {
        firstName: 'Ivan',
        lastName: 'Petrov',
        email: 'ivan.petrov@summithealth.example',
        department: 'Billing',
        phone: '3035550171',
      },
    ],
  },
  {
    key: 'mesa',
    legalName: 'Mesa Home Builders Supply',
    email: 'ap@mesasupply.example',
    fein: '813579624',
    phone: '6025550180',
    address: '200 Washington Street',
    zip: '85004',
    state: 'Arizona',
    city: 'Phoenix',
    industry: 'Building Materials',
    contacts: [
      {
        firstName: 'Tess',
        lastName: 'Romero',
        email: 'tess.romero@mesasupply.example',
        department: 'Accounts Payable',
        phone: '6025550181',
      },
    ],
  },
  {
    key: 'granite',
    legalName: 'Granite State Contractors',
    email: 'pay@granitestate.example',
    fein: '579624813',
    phone: '6175550190',
    address: '1 Beacon Street',
    zip: '02108',
    state: 'Massachusetts',
    city: 'Boston',
    industry: 'Construction',
    contacts: [
      {
        firstName: 'Noah',
        lastName: 'Fields',
        email: 'noah.fields@granitestate.example',
        department: 'Controller',
        phone: '6175550191',
      },
    ],
  },
  {
    key: 'pinecrest',
    legalName: 'Pinecrest Developments',
    email: 'finance@pinecrest.example',
    fein: '246813579',
    phone: '4045550200',
    address: '55 Peachtree Street',
    zip: '30303',
    state: 'Georgia',
    city: 'Atlanta',
    industry: 'Real Estate',
    contacts: [
      {
        firstName: 'Gwen',
        lastName: 'Ashby',
        email: 'gwen.ashby@pinecrest.example',
        department: 'Finance',
        phone: '4045550201',
      },
    ],
  },
];

type Status = (typeof debtorStatuses)[keyof typeof debtorStatuses];

/**
 * Each demo client's debtors, by client in the order of demoClients: weekly limits well inside
 * the client's active limit; Northwind is held by two clients; one debtor is deleted.
 */
const holdingsByClient: readonly (readonly {
  key: string;
  limit: string;
  status: Status;
  deleted?: true;
}[])[] = [
  [
    { key: 'northwind', limit: '40000.00', status: debtorStatuses.active },
    { key: 'lonestar', limit: '60000.00', status: debtorStatuses.active },
    { key: 'gulfcoast', limit: '30000.00', status: debtorStatuses.pending },
    { key: 'redriver', limit: '20000.00', status: debtorStatuses.terminated },
  ],
  [
    { key: 'northwind', limit: '25000.00', status: debtorStatuses.active },
    { key: 'harborview', limit: '50000.00', status: debtorStatuses.active },
    { key: 'pacificdental', limit: '15000.00', status: debtorStatuses.pending },
    { key: 'summit', limit: '10000.00', status: debtorStatuses.active, deleted: true },
  ],
  [
    { key: 'mesa', limit: '100000.00', status: debtorStatuses.active },
    { key: 'granite', limit: '75000.00', status: debtorStatuses.pending },
    { key: 'pinecrest', limit: '120000.00', status: debtorStatuses.active },
  ],
];

const filedOn = new Date('2026-09-20T15:00:00Z');
const invitedOn = new Date('2026-09-21T15:00:00Z');

/**
 * Seeds the demo clients' debtors with their contacts into a new database (after the demo clients,
 * whose ids come in `clientIds`), and makes the demo Debtor account Northwind's first contact.
 */
export async function seedDemoDebtors(db: Database, clientIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoDebtorAccount))
      .limit(1);
    const idsByKey = new Map<string, number>();
    for (const debtor of demoDebtors) {
      const [industry] = await tx
        .select({ id: industries.id })
        .from(industries)
        .where(sql`lower(${industries.title}) = ${debtor.industry.toLowerCase()}`)
        .limit(1);
      const [created] = await tx
        .insert(debtors)
        .values({
          legalName: debtor.legalName,
          email: debtor.email,
          fein: debtor.fein,
          phone: debtor.phone,
          address: debtor.address,
          zip: debtor.zip,
          state: debtor.state,
          city: debtor.city,
          industryId: industry?.id ?? null,
          createdAt: filedOn,
          updatedAt: filedOn,
        })
        .returning({ id: debtors.id });
      if (!created) continue;
      idsByKey.set(debtor.key, created.id);
      await tx.insert(debtorContacts).values(
        debtor.contacts.map((contact, position) => {
          const isAccount = account !== undefined && contact.email === demoDebtorAccount;
          return {
            debtorId: created.id,
            position,
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email,
            department: contact.department,
            phone: contact.phone,
            userId: isAccount ? account.id : null,
            inviteSendDate: isAccount ? invitedOn : null,
          };
        }),
      );
      if (account && debtor.contacts.some((contact) => contact.email === demoDebtorAccount)) {
        await tx.update(users).set({ debtorId: created.id }).where(eq(users.id, account.id));
      }
    }
    for (const [index, clientId] of clientIds.entries()) {
      for (const holding of holdingsByClient[index] ?? []) {
        const debtorId = idsByKey.get(holding.key);
        if (debtorId === undefined) continue;
        await tx.insert(debtorClients).values({
          debtorId,
          prospectId: clientId,
          creditLimit: holding.limit,
          status: holding.status,
          deletedAt: holding.deleted ? filedOn : null,
          createdAt: filedOn,
          updatedAt: filedOn,
        });
      }
    }
  });
}
