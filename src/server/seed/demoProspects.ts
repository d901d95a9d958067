import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dropdowns } from '../../shared/dropdowns';
import type { Database } from '../db/client';
import { prospectOwners, prospectResponses, prospects, prospectSuppliers, users } from '../db/schema';
import { demoBroker } from './demoBroker';
import { demoPartnerReferralCode } from './demoPartners';

/**
 * The demo prospects: one of every kind the prospect list tells apart, so each card, category and
 * action has something real to show. Drafts stop at every wizard step; tentative applications
 * carry response histories; two are fallouts; some came through a broker's referral code.
 */

type ProspectRow = typeof prospects.$inferInsert;

export interface DemoProspect {
  name: string;
  contact: string;
  /** The highest step saved (1 … 6); 6 with `submitted` is a tentative application. */
  step: number;
  submitted?: boolean;
  fallout?: boolean;
  referralCode?: string;
  fundingAmount?: string;
  responses?: readonly { futureStatus: number; comments: string; response: string; daysAgo: number }[];
}

const demoProspects: readonly DemoProspect[] = [
  { name: 'Blue Ridge Trucking', contact: 'Dana Ruiz', step: 1 },
  { name: 'Harbor Fresh Produce', contact: 'Owen Park', step: 2 },
  { name: 'Keystone Staffing', contact: 'Maya Chen', step: 3, referralCode: demoBroker.referralCode },
  { name: 'Lakeside Printing', contact: 'Sam Idowu', step: 4, fundingAmount: '45000.00' },
  { name: 'Northwind Logistics', contact: 'Ava Moreno', step: 5, fundingAmount: '120000.00' },
  {
    name: 'Prairie Steel Fabricators',
    contact: 'Liam Novak',
    step: 6,
    submitted: true,
    fundingAmount: '250000.00',
    referralCode: demoBroker.referralCode,
    responses: [
      {
        futureStatus: 2,
        comments: 'Asked for the aging report and voided check.',
        response: 'Will send both by Friday.',
        daysAgo: 6,
      },
      {
        futureStatus: 1,
        comments: 'Aging received; voided check still missing.',
        response: 'Bank is issuing the check this week.',
        daysAgo: 2,
      },
    ],
  },
  {
    name: 'Summit Janitorial Services',
    contact: 'Noah Brooks',
    step: 6,
    submitted: true,
    fundingAmount: '60000.00',
    responses: [
      {
        futureStatus: 3,
        comments: 'Owner travelling until month end.',
        response: 'Call me on the 30th.',
        daysAgo: 4,
      },
    ],
  },
  {
    name: 'Copperline Electric',
    contact: 'Iris Patel',
    step: 6,
    submitted: true,
    fundingAmount: '85000.00',
    referralCode: demoPartnerReferralCode,
  },
  {
    name: 'Desert Bloom Nursery',
    contact: 'Ezra Cole',
    step: 6,
    submitted: true,
    fallout: true,
    fundingAmount: '30000.00',
    responses: [
      {
        futureStatus: 5,
        comments: 'Chose a bank line of credit.',
        response: 'Not interested for now.',
        daysAgo: 12,
      },
    ],
  },
  { name: 'Evergreen Catering', contact: 'Rosa Diaz', step: 2, fallout: true },
];

const seedDay = new Date('2026-11-01T15:00:00Z');
const daysBefore = (days: number) => new Date(seedDay.getTime() - days * 86_400_000);

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]+/g, '');
}

/** A demo application filled to its step, with plausible answers for each field. */
export function demoApplicationRow(p: DemoProspect, index: number): ProspectRow {
  const phone = `555${String(2000000 + index * 1111).padStart(7, '0')}`;
  const row: ProspectRow = {
    draftToken: randomBytes(24).toString('base64url'),
    step: p.step,
    status: p.fallout ? 2 : 0,
    applicationCompletelyFilled: p.submitted ?? false,
    brokerReferralCode: p.referralCode ?? null,
    companyBusinessName: p.name,
    pocName: p.contact,
    pocEmail: `${slug(p.contact)}@${slug(p.name)}.test`,
    companyPhone: phone,
    companyFein: `84${String(1000000 + index * 7919).slice(0, 7)}`,
    companyDateEstablished: `20${String(10 + index).padStart(2, '0')}-03-15`,
    businessRegistrationState: 'Texas',
    companyNumberOfEmployees: 12 + index * 3,
    companyZip: '75201',
    companyState: 'Texas',
    companyCity: 'Dallas',
    companyLegalStatus: String(dropdowns.prospect_legal_status[index % 7]?.value ?? 4),
    companyAddress: `${100 + index * 12} Commerce Street`,
    reference: index % 2 === 0 ? 'Trade show' : 'Web search',
    companyBusinessDescription: `${p.name} sells to businesses on 30 to 60 day terms.`,
    createdAt: daysBefore(30 - index * 2),
    updatedAt: daysBefore(20 - index),
  };
  if (p.step >= 3) {
    Object.assign(row, {
      bankName: 'First Lone Star Bank',
      bankAccountNumber: `00${4410000 + index}`,
      accountOpeningDate: '2018-06-01',
      bankRoutingNumber: '111000025',
      bankOfficer: 'Grace Hill',
      bankBalance: '18250.00',
      bankZip: '75201',
      bankState: 'Texas',
      bankCity: 'Dallas',
      bankCountryPhoneCode: '+1',
      bankPhone: '2145550100',
      businessLoanOutstandingStatus: false,
      monthlyFactoringVolume: p.fundingAmount ?? '40000.00',
      receivablesOutstanding: '95000.00',
      requestedFundingDate: '2026-10-01',
      fundingAmount: p.fundingAmount ?? '40000.00',
      factoredBeforeStatus: index % 2 === 0,
      factoredBeforeName: index % 2 === 0 ? 'Prior Capital Funding' : '',
    } satisfies Partial<ProspectRow>);
  }
  if (p.step >= 5) {
    Object.assign(row, {
      leasingBusinessSpace: true,
      presentLeasePeriod: '3 years',
      landlordName: 'Oak Lawn Properties',
      landlordMonthlyRent: '4200.00',
      landlordCountryPhoneCode: '+1',
      landlordPhone: '2145550177',
      landlordAddress: '2200 Oak Lawn Avenue',
      landlordZip: '75219',
      landlordState: 'Texas',
      landlordCity: 'Dallas',
    } satisfies Partial<ProspectRow>);
  }
  return row;
}

/** Seeds the demo prospects into a new database; answers how many were added. */
export async function seedDemoProspects(db: Database): Promise<number> {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'ca@factordesk.test'));
  await db.transaction(async (tx) => {
    for (const [index, demo] of demoProspects.entries()) {
      const latest = demo.responses?.at(-1);
      const [prospect] = await tx
        .insert(prospects)
        .values({
          ...demoApplicationRow(demo, index),
          futureStatus: latest ? String(latest.futureStatus) : null,
        })
        .returning({ id: prospects.id, pocEmail: prospects.pocEmail, pocName: prospects.pocName });
      if (!prospect) continue;
      if (demo.step >= 2) {
        await tx.insert(prospectOwners).values([
          {
            prospectId: prospect.id,
            position: 0,
            name: demo.contact,
            percentOwned: '60.00',
            email: prospect.pocEmail,
            houseOwned: true,
            ssn: `52${String(3000000 + index * 4567).slice(0, 7)}`,
            dob: '1980-04-12',
            phone: '2145550123',
            zip: '75201',
            state: 'Texas',
            city: 'Dallas',
            address: '14 Elm Street',
          },
          {
            prospectId: prospect.id,
            position: 1,
            name: 'Jordan Lee',
            percentOwned: '40.00',
            email: `jordan.lee${index}@example.test`,
            houseOwned: false,
            ssn: `61${String(2000000 + index * 3457).slice(0, 7)}`,
            dob: '1984-09-30',
            phone: '2145550124',
            zip: '75202',
            state: 'Texas',
            city: 'Dallas',
          },
        ]);
      }
      if (demo.step >= 4) {
        await tx.insert(prospectSuppliers).values([
          {
            prospectId: prospect.id,
            position: 0,
            name: 'Lone Star Supply',
            productsSupplied: 'Raw materials',
          },
          { prospectId: prospect.id, position: 1, name: 'Metro Freight', productsSupplied: 'Transport' },
        ]);
      }
      if (demo.responses?.length) {
        await tx.insert(prospectResponses).values(
          demo.responses.map((response) => ({
            prospectId: prospect.id,
            futureStatus: String(response.futureStatus),
            comments: response.comments,
            responseGivenByProspect: response.response,
            createdBy: staff?.id ?? null,
            createdAt: daysBefore(response.daysAgo),
          })),
        );
      }
    }
  });
  return demoProspects.length;
}
