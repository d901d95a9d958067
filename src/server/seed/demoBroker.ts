import { eq } from 'drizzle-orm';
import { brokerStatuses } from '../../shared/constants';
import type { Database } from '../db/client';
import { brokers, users } from '../db/schema';

/** The demo Broker account's own broker record: approved, with its agreement and referral code. */
export const demoBroker = {
  email: 'broker@factordesk.test',
  referralCode: 'BREE001',
} as const;

/** Links the demo Broker account to an approved broker, so Invite Client and referrals work at once. */
export async function seedDemoBroker(db: Database): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoBroker.email));
  if (!user) return;
  const [broker] = await db
    .insert(brokers)
    .values({
      firstName: 'Bree',
      lastName: 'Broker',
      email: demoBroker.email,
      phone: '5550106000',
      fax: '5550106001',
      streetAddress: '106 Market Street',
      zip: '10001',
      state: 'New York',
      city: 'New York',
      ssn: '123456789',
      licenseNumber: 'NY4471',
      stateOfFormation: 'New York',
      status: brokerStatuses.approved,
      brokerStatus: brokerStatuses.approved,
      referralCode: demoBroker.referralCode,
      agreementDate: '2026-01-15',
      brokerCommission: '2.50',
      userId: user.id,
    })
    .returning({ id: brokers.id });
  if (broker) await db.update(users).set({ brokerId: broker.id }).where(eq(users.id, user.id));
}
