import { and, desc, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { allRightIds, type RoleType } from '../../shared/rights';
import type { RequestOf } from '../../shared/contract/endpoint';
import { businessNameSearchEndpoints } from '../../shared/contract/businessNameSearch';
import { termSheetEndpoints } from '../../shared/contract/termSheets';
import type { Clock } from '../clock';
import { mailOutbox, prospectOwners, prospects, roles, users } from '../db/schema';
import type { Caller } from '../http/caller';
import { saveSearch } from '../modules/business-name-search/service';
import { promoteProspects } from '../modules/prospect-management/promotion';
import { signTermSheet } from '../modules/term-sheets/signing';
import { sendTermSheet } from '../modules/term-sheets/service';
import { demoApplicationRow } from './demoProspects';
import type { SeedServices } from './seedServices';

type TermSheetForm = Omit<RequestOf<typeof termSheetEndpoints.save>, 'prospect_id' | 'owner_ids'>;

interface DemoClient {
  name: string;
  contact: string;
  /** The demo Client account works for this client. */
  clientAccount?: boolean;
  /** The term sheet as staff type it on the Term Sheet tab. */
  terms: TermSheetForm;
}

/** Terms every demo client shares: a year's term renewing for a year, 30 days' notice. */
const standardTerms = {
  due_deligence_deposit: '250.00',
  time_limit_term: '12',
  automatic_months_renewal: '12',
  less_than_days: '30',
  more_than_days: '60',
  proposal_validity: 30,
  incremental_discount_days: '1',
} as const;

/**
 * The demo clients. Each becomes a client the way a real one does: its application is complete,
 * staff send it a term sheet, its owner signs from the mailed link, staff record a business name
 * search and promote it with the demo Client Advocate.
 */
export const demoClients: readonly DemoClient[] = [
  {
    name: 'Acme Freight Lines',
    contact: 'Carla Jensen',
    clientAccount: true,
    terms: {
      ...standardTerms,
      factoring_limit: '500000.00',
      advance_percentage: '80',
      escrow_reserve_percentage: '5',
      recourse_days: '90',
      purchase_discount: '2.5',
      discount_days: '30',
      is_incremental_purchase_discount: true,
      incremental_discount_percentage: '0.1',
      business_days_clearance: 2,
      wire_fee: '25.00',
      chargeback: true,
      cb_fee: '3.00',
      cb_per_day_fee: '0.50',
    },
  },
  {
    name: 'Bayside Medical Supply',
    contact: 'Marcus Lin',
    terms: {
      ...standardTerms,
      factoring_limit: '250000.00',
      advance_percentage: '85',
      escrow_reserve_percentage: '0',
      recourse_days: '60',
      purchase_discount: '3',
      discount_days: '45',
      incremental_discount_percentage: '0',
      business_days_clearance: 1,
      wire_fee: '30.00',
      chargeback: true,
      cb_fee: '2.00',
      cb_per_day_fee: '0.25',
    },
  },
  {
    name: 'Cedar Creek Builders',
    contact: 'Hannah Ortiz',
    terms: {
      ...standardTerms,
      factoring_limit: '1000000.00',
      advance_percentage: '75',
      escrow_reserve_percentage: '10',
      recourse_days: '90',
      purchase_discount: '2',
      discount_days: '60',
      is_incremental_purchase_discount: true,
      incremental_discount_percentage: '0.05',
      business_days_clearance: 3,
      wire_fee: '20.00',
      chargeback: true,
      cb_fee: '3.50',
      cb_per_day_fee: '0.75',
    },
  },
];

/** When the demo book's onboarding happened, so its invoices can be funded after it. */
const onboarding = {
  sent: new Date('2026-09-01T15:00:00Z'),
  signed: new Date('2026-09-05T15:00:00Z'),
  searched: new Date('2026-09-08T15:00:00Z'),
  promoted: new Date('2026-09-15T15:00:00Z'),
};

const at = (services: SeedServices, moment: Date): SeedServices & { clock: Clock } => ({
  ...services,
  clock: { now: () => moment },
});

/** The demo user of an email, acting as staff with every right of its role. */
async function demoStaff(services: SeedServices, email: string): Promise<Caller> {
  const [user] = await services.db
    .select({ id: users.id, roleType: roles.roleType })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.email, email));
  if (!user) throw new Error(`the demo account ${email} is missing`);
  return {
    userId: user.id,
    sessionId: 'demo-seed',
    roleType: user.roleType as RoleType,
    rights: new Set(allRightIds),
    companyId: null,
    debtorId: null,
    brokerId: null,
    sensitiveInformationDisclosure: true,
  };
}

/** A drawn signature: a stroke across a white pad, as the signing page saves it. */
function drawnSignature(): string {
  const png = new PNG({ width: 120, height: 40 });
  png.data.fill(255);
  for (let x = 10; x < 110; x += 1) {
    const y = 20 + Math.round(8 * Math.sin(x / 9));
    const at = (png.width * y + x) << 2;
    png.data[at] = png.data[at + 1] = png.data[at + 2] = 20;
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** The signing link the newest term-sheet mail to `email` carries. */
async function mailedSigningLink(services: SeedServices, email: string) {
  const [mail] = await services.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = /\/signature\?(\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no signing link was mailed to ${email}`);
  const query = new URLSearchParams(link);
  return {
    term_sheet_id: Number(query.get('id')),
    owner_id: Number(query.get('id2')),
    token: query.get('id3') ?? '',
  };
}

const searchResult = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Takes one completed application through term sheet, signature, search and promotion. */
async function onboard(
  services: SeedServices,
  staff: Caller,
  advocateId: string,
  prospectId: number,
  client: DemoClient,
): Promise<void> {
  const owners = await services.db
    .select({ id: prospectOwners.id, email: prospectOwners.email })
    .from(prospectOwners)
    .where(eq(prospectOwners.prospectId, prospectId));
  const request = termSheetEndpoints.save.request.parse({
    ...client.terms,
    prospect_id: prospectId,
    owner_ids: owners.map((owner) => owner.id),
  });
  await sendTermSheet(at(services, onboarding.sent), staff, request);
  for (const owner of owners) {
    const link = await mailedSigningLink(services, owner.email);
    await signTermSheet(
      at(services, onboarding.signed),
      { ...link, signature: drawnSignature() },
      '127.0.0.1',
    );
  }
  await saveSearch(
    at(services, onboarding.searched),
    staff,
    businessNameSearchEndpoints.saveSearch.request.parse({
      prospect_id: String(prospectId),
      name: 'Secretary of State',
      notes: JSON.stringify([`${client.name} is in good standing; no other business uses the name.`]),
    }),
    [{ field: 'attachment', filename: 'sos-search.pdf', mimetype: 'application/pdf', data: searchResult }],
  );
  await promoteProspects(at(services, onboarding.promoted), {
    ids: [prospectId],
    advocateIds: [advocateId],
    caller: staff,
  });
}

/** Seeds the demo clients into a new database; answers their ids in the order above. */
export async function seedDemoClients(services: SeedServices): Promise<number[]> {
  const staff = await demoStaff(services, 'admin@factordesk.test');
  const advocate = await demoStaff(services, 'ca@factordesk.test');
  const ids: number[] = [];
  for (const [index, client] of demoClients.entries()) {
    const application = demoApplicationRow(
      {
        name: client.name,
        contact: client.contact,
        step: 6,
        submitted: true,
        fundingAmount: client.terms.factoring_limit,
      },
      20 + index,
    );
    const [row] = await services.db
      .insert(prospects)
      .values(application)
      .returning({ id: prospects.id, pocEmail: prospects.pocEmail });
    if (!row) continue;
    await services.db.insert(prospectOwners).values({
      prospectId: row.id,
      name: client.contact,
      percentOwned: '100.00',
      email: row.pocEmail,
      houseOwned: true,
      ssn: `40${String(1000000 + index * 8191).slice(0, 7)}`,
      dob: '1975-02-20',
      phone: '2145550190',
      zip: '75201',
      state: 'Texas',
      city: 'Dallas',
    });
    await onboard(services, staff, advocate.userId, row.id, client);
    ids.push(row.id);
    if (client.clientAccount) {
      await services.db
        .update(users)
        .set({ companyId: row.id })
        .where(eq(users.email, 'client@factordesk.test'));
    }
  }
  return ids;
}
