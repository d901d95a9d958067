import type { Database } from '../db/client';
import { brokers } from '../db/schema';

type BrokerRow = typeof brokers.$inferInsert;

/** Referral partners besides the demo Broker account's own: one in every broker status. */
export const demoPartnerReferralCode = 'MARS002';

const base = {
  countryPhoneCode: '+1',
  countryFaxCode: '+1',
  state: 'Illinois',
  city: 'Chicago',
  zip: '60601',
  stateOfFormation: 'Illinois',
} satisfies Partial<BrokerRow>;

const partners: readonly BrokerRow[] = [
  {
    ...base,
    firstName: 'Marshall',
    lastName: 'Reyes',
    email: 'marshall.reyes@lakefrontadvisors.test',
    phone: '3125550141',
    fax: '3125550142',
    streetAddress: '41 Wacker Drive',
    ssn: '234567891',
    licenseNumber: 'IL20931',
    status: 2,
    brokerStatus: 2,
    referralCode: demoPartnerReferralCode,
    agreementDate: '2026-09-01',
    brokerCommission: '3.00',
  },
  {
    ...base,
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya@windycitycapital.test',
    phone: '3125550151',
    fax: '3125550152',
    streetAddress: '500 Michigan Avenue',
    ssn: '345678912',
    licenseNumber: 'IL44120',
    status: 1,
    brokerStatus: 1,
  },
  {
    ...base,
    firstName: 'Gus',
    lastName: 'Whitaker',
    email: 'gus@whitakerreferrals.test',
    phone: '3125550161',
    fax: '3125550162',
    streetAddress: '9 State Street',
    ssn: '456789123',
    licenseNumber: 'IL77001',
    status: 0,
    brokerStatus: 0,
  },
  {
    ...base,
    firstName: 'Helen',
    lastName: 'Okafor',
    email: 'helen@okaforpartners.test',
    phone: '3125550171',
    fax: '3125550172',
    streetAddress: '77 Lake Street',
    ssn: '567891234',
    licenseNumber: 'IL30550',
    status: 3,
    brokerStatus: 3,
    referralCode: 'OKAF003',
    agreementDate: '2025-05-20',
    brokerCommission: '2.00',
  },
];

/** Seeds the partners into a new database. */
export async function seedDemoPartners(db: Database): Promise<void> {
  await db.insert(brokers).values([...partners]);
}
