import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Broker, BrokerSortColumn } from '../../../shared/contract/brokers';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { users } from '../../db/schema/access';
import { brokers } from '../../db/schema/brokers';
import {
  containsPattern,
  matchingRows,
  type PageAnswer,
  type PageRequest,
  sortedPage,
} from '../../http/paging';
import { nameFields } from '../../http/personNames';
import { numberAsSeen } from '../../privacy/maskNumber';

export type BrokerRecord = typeof brokers.$inferSelect;

const fullName = sql<string>`lower(${brokers.firstName} || ' ' || ${brokers.lastName})`;
const hasPassword = sql<boolean>`(${users.passwordHash} is not null)`;
const live = isNull(brokers.deletedAt);

export async function brokerById(db: Db, id: number, lock = false): Promise<BrokerRecord | null> {
  return firstRow(
    db
      .select()
      .from(brokers)
      .where(and(eq(brokers.id, id), live))
      .$dynamic(),
    lock,
  );
}

/** A live broker the caller may see (`scope` from scopeCondition), or null. */
export async function visibleBrokerById(
  db: Db,
  id: number,
  scope: SQL | undefined,
): Promise<BrokerRecord | null> {
  const [row] = await db
    .select()
    .from(brokers)
    .where(and(eq(brokers.id, id), live, scope))
    .limit(1);
  return row ?? null;
}

export async function brokerByReferralCode(db: Db, code: string): Promise<BrokerRecord | null> {
  const [row] = await db
    .select()
    .from(brokers)
    .where(and(eq(brokers.referralCode, code), live))
    .limit(1);
  return row ?? null;
}

export async function referralCodeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: brokers.id })
    .from(brokers)
    .where(eq(brokers.referralCode, code))
    .limit(1);
  return row !== undefined;
}

/** Whether the broker's linked user has set a password. */
export async function userHasPassword(db: Db, userId: string | null): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db.select({ hasPassword }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hasPassword ?? false;
}

export function toBroker(row: BrokerRecord, withPassword: boolean, sensitive: boolean): Broker {
  return {
    id: row.id,
    ...nameFields(row),
    email: row.email,
    country_phone_code: row.countryPhoneCode,
    phone: row.phone,
    country_fax_code: row.countryFaxCode,
    fax: row.fax,
    country_telephone_code: row.countryTelephoneCode,
    telephone: row.telephone,
    street_address: row.streetAddress,
    zip: row.zip,
    state: row.state,
    city: row.city,
    ssn: numberAsSeen(row.ssn, sensitive),
    license_number: numberAsSeen(row.licenseNumber, sensitive),
    state_of_formation: row.stateOfFormation,
    company_id: row.companyId,
    status: row.status,
    broker_status: row.brokerStatus,
    referral_code: row.referralCode,
    agreement_date: row.agreementDate,
    broker_commission: row.brokerCommission,
    invite_send_date: row.inviteSendDate?.toISOString() ?? null,
    user_id: row.userId,
    has_password: withPassword,
    created_at: row.createdAt.toISOString(),
  };
}

export async function readBroker(db: Db, row: BrokerRecord, sensitive: boolean): Promise<Broker> {
  return toBroker(row, await userHasPassword(db, row.userId), sensitive);
}

export interface BrokerListRequest extends PageRequest {
  search_text: string;
  sort_by?: BrokerSortColumn | undefined;
  sort_desc?: boolean | undefined;
}

/**
 * The search box matches full name, email, phone and (for callers who may see it) the tax id/SSN
 * anywhere; a caller without sensitive_information_disclosure cannot probe SSNs through it.
 */
function searchFilter(text: string, sensitive: boolean): SQL | undefined {
  if (text === '') return undefined;
  const pattern = containsPattern(text.toLowerCase());
  const digits = text.replace(/[\s()-]/g, '');
  const byDigits = digits !== '' ? containsPattern(digits) : null;
  return or(
    ilike(fullName, pattern),
    ilike(sql`lower(${brokers.email})`, pattern),
    byDigits ? ilike(brokers.phone, byDigits) : undefined,
    byDigits && sensitive ? ilike(brokers.ssn, byDigits) : undefined,
  );
}

export async function listBrokers(
  db: Db,
  request: BrokerListRequest,
  sensitive: boolean,
): Promise<PageAnswer<Broker>> {
  const where = and(live, searchFilter(request.search_text, sensitive));
  return sortedPage(db, request, {
    matching: db.select(matchingRows).from(brokers).where(where),
    rows: db
      .select({ broker: brokers, hasPassword })
      .from(brokers)
      .leftJoin(users, eq(users.id, brokers.userId))
      .where(where)
      .$dynamic(),
    sort: {
      full_name: fullName,
      email: sql`lower(${brokers.email})`,
      phone: brokers.phone,
      status: brokers.status,
      referral_code: brokers.referralCode,
      created_at: brokers.createdAt,
    },
    id: brokers.id,
    toItem: (row) => toBroker(row.broker, row.hasPassword ?? false, sensitive),
  });
}
