import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  deletedAt,
  linkTo,
  moment,
  money,
  phoneAndFax,
  place,
  serialId,
  timestamps,
} from './columns';
import { users } from './access';
import { prospects } from './prospects';

/**
 * Industries a debtor is filed under: seeded from src/shared/industries.ts (ids kept) and grown
 * by users who type a new one on the debtor form (spec part 2 §5: free text up to 30 characters).
 */
export const industries = pgTable(
  'industries',
  {
    ...serialId,
    title: text('title').notNull(),
    ...createdAt,
  },
  (t) => [uniqueIndex('industries_title_idx').on(sql`lower(${t.title})`)],
);

/**
 * Debtors: the businesses that owe the invoices (spec part 2 §3 Debtor). A debtor is one company
 * (email and FEIN identify it); each client it buys from holds it through `debtor_clients`, with
 * the weekly credit limit and status of that relationship.
 */
export const debtors = pgTable(
  'debtors',
  {
    ...serialId,
    legalName: text('legal_name').notNull(),
    email: text('email').notNull(),
    /** Nine digits, no dash. */
    fein: text('fein').notNull(),
    ...phoneAndFax,
    address: text('address').notNull(),
    ...place,
    industryId: integer('industry_id').references(() => industries.id),
    optionalComments: text('optional_comments').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    // One company is filed once: email + FEIN identify it (the duplicate check of a new debtor).
    uniqueIndex('debtors_identity_unique').on(sql`lower(${t.email})`, t.fein),
    index('debtors_phone_idx').on(t.phone, t.id),
    index('debtors_legal_name_trgm_idx').using('gin', sql`lower(${t.legalName}) gin_trgm_ops`),
    index('debtors_legal_name_idx').on(sql`lower(${t.legalName})`, t.id),
    index('debtors_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

/**
 * A client's hold on a debtor (the spec's debtor_prospect): its weekly credit limit, which the
 * client's active credit limit must cover, and the status of the relationship.
 */
export const debtorClients = pgTable(
  'debtor_clients',
  {
    ...serialId,
    debtorId: linkTo('debtor_id', () => debtors.id),
    prospectId: linkTo('prospect_id', () => prospects.id),
    /** Weekly credit limit. */
    creditLimit: money('credit_limit').notNull(),
    /** 0 pending, 1 Active, 2 Terminated (debtor_status). */
    status: smallint('status').notNull().default(0),
    /**
     * Σ amounts of the pair's live invoices, what its weekly limit is carrying: kept by the
     * database's triggers on invoices (drizzle/0014), so the debtor list reads and sorts each
     * debtor's available credit by index instead of summing its invoices row by row.
     */
    outstandingAmount: numeric('outstanding_amount', { precision: 16, scale: 2 }).notNull().default('0'),
    ...deletedAt,
    ...timestamps,
  },
  (t) => [
    unique('debtor_clients_pair_unique').on(t.debtorId, t.prospectId),
    index('debtor_clients_prospect_idx').on(t.prospectId, t.status),
    index('debtor_clients_created_idx').on(t.createdAt, t.id),
    // The default list: live, not terminated, newest first.
    index('debtor_clients_live_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.status} <> 2`),
    index('debtor_clients_credit_limit_idx').on(t.creditLimit, t.id),
    // The list's sort by available credit: the very expression of availableCredit (credit/debtorCredit.ts).
    index('debtor_clients_available_idx').on(
      sql`greatest(${t.creditLimit} - ${t.outstandingAmount}, 0)`,
      t.id,
    ),
  ],
);

/** A debtor's contacts (the spec's pocs): up to 10, the first never removed; invited as Debtor users. */
export const debtorContacts = pgTable(
  'debtor_contacts',
  {
    ...serialId,
    debtorId: linkTo('debtor_id', () => debtors.id, 'cascade'),
    /** The contact's place in the form; the first (0) is never removed. */
    position: smallint('position').notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    department: text('department').notNull().default(''),
    ...phoneAndFax,
    inviteSendDate: moment('invite_send_date'),
    /** The Debtor-role user an invite made. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('debtor_contacts_debtor_idx').on(t.debtorId, t.position),
    index('debtor_contacts_email_idx').on(sql`lower(${t.email})`),
  ],
);
