import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, linkTo, moment, serialId, timestamps, userLink } from './columns';
import type { LayoutSettings } from '../../../shared/layoutSettings';

/** Rights catalogue as seeded from src/shared/rights.ts (module > sub-module > right). */
export const rights = pgTable('rights', {
  ...serialId,
  rightName: text('right_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  moduleName: text('module_name').notNull(),
  subModuleName: text('sub_module_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    ...serialId,
    roleName: text('role_name').notNull(),
    roleType: text('role_type').notNull().default('custom'),
    isBuiltIn: boolean('is_built_in').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roles_name_unique').on(sql`lower(${t.roleName})`),
    // The 'Search by role title' box matches anywhere in the title (ILIKE '%…%'): trigram index.
    index('roles_name_trgm_idx').using('gin', sql`${t.roleName} gin_trgm_ops`),
    index('roles_created_at_idx').on(t.createdAt),
  ],
);

export const roleRights = pgTable(
  'role_rights',
  {
    roleId: linkTo('role_id', () => roles.id, 'cascade'),
    rightId: linkTo('right_id', () => rights.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.rightId] })],
);

export const users = pgTable(
  'users',
  {
    /** The spec's sso_id. */
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    gender: text('gender'),
    countryPhoneCode: text('country_phone_code').notNull().default('+1'),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    timezone: text('timezone').notNull().default('America/New_York'),
    profilePic: text('profile_pic'),
    officialSignature: text('official_signature'),
    roleId: linkTo('role_id', () => roles.id),
    /** The client company (prospect id) a client-role user belongs to. */
    companyId: integer('company_id'),
    /** The debtor a debtor-role user belongs to. */
    debtorId: integer('debtor_id'),
    /** The broker a broker-role user is. */
    brokerId: integer('broker_id'),
    sensitiveInformationDisclosure: boolean('sensitive_information_disclosure').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    inviteSentAt: moment('invite_sent_at'),
    layoutSettings: jsonb('layout_settings').$type<Partial<LayoutSettings>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.roleId),
    index('users_company_idx').on(t.companyId),
    index('users_debtor_idx').on(t.debtorId),
    index('users_name_idx').on(t.firstName, t.lastName),
    // 'Search by full name, email & username' matches anywhere (ILIKE '%…%'): trigram indexes.
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
  ],
);

/** Server-side sessions: a token is only good while its session is neither expired nor revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userLink('user_id', () => users.id, 'cascade'),
    ...createdAt,
    lastRefreshedAt: moment('last_refreshed_at').notNull().defaultNow(),
    /** A session lives at most this long, however often its token is refreshed. */
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time links (invite, set or reset password): the token is stored hashed, single-use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    ...serialId,
    userId: userLink('user_id', () => users.id, 'cascade'),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    ...createdAt,
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
);

/** Six-character codes mailed by Forgot Password. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    ...serialId,
    userId: userLink('user_id', () => users.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    attempts: integer('attempts').notNull().default(0),
    ...createdAt,
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Failed sign-ins by account and by address, for the 429 throttle. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    ...serialId,
    key: text('key').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_at_idx').on(t.key, t.at)],
);
