import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { deletedAt, moment, place, serialId, timestamps } from './columns';
import { users } from './access';

/**
 * Brokers: referral partners (spec part 1 §2.6, §3 Broker). Added by staff on /brokerdetails or
 * through the public /becomepartner form (then pending). The referral code is issued on approval;
 * `user_id` is the Broker-role user an invite created. SSN, fax, phone, telephone and license
 * number are stored without dashes.
 */
export const brokers = pgTable(
  'brokers',
  {
    ...serialId,
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    countryPhoneCode: text('country_phone_code').notNull().default('+1'),
    phone: text('phone').notNull(),
    countryFaxCode: text('country_fax_code').notNull().default('+1'),
    fax: text('fax').notNull(),
    countryTelephoneCode: text('country_telephone_code').notNull().default('+1'),
    telephone: text('telephone').notNull().default(''),
    streetAddress: text('street_address').notNull(),
    ...place,
    /** Tax ID/SSN, nine digits. */
    ssn: text('ssn').notNull(),
    licenseNumber: text('license_number').notNull(),
    stateOfFormation: text('state_of_formation').notNull().default(''),
    companyId: integer('company_id'),
    /** The spec's status and broker_status carry the same value (the broker_status dropdown). */
    status: smallint('status').notNull().default(1),
    brokerStatus: smallint('broker_status').notNull().default(1),
    /** Seven alphanumeric characters, issued on approval; null reads 'Awaiting for Approval'. */
    referralCode: text('referral_code').unique(),
    agreementDate: date('agreement_date', { mode: 'string' }),
    brokerCommission: numeric('broker_commission', { precision: 5, scale: 2 }),
    inviteSendDate: moment('invite_send_date'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    ...deletedAt,
  },
  (t) => [
    index('brokers_created_at_idx').on(t.createdAt),
    index('brokers_status_idx').on(t.status),
    index('brokers_user_idx').on(t.userId),
    // The list's search matches anywhere (ILIKE '%…%'): trigram indexes.
    index('brokers_full_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('brokers_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('brokers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('brokers_ssn_trgm_idx').using('gin', sql`${t.ssn} gin_trgm_ops`),
  ],
);
