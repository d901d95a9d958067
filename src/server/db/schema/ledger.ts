import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, linkTo, moment, money, serialId } from './columns';
import type { LedgerOperation } from '../../ledger/operations';
import { users } from './access';
import { invoices } from './invoices';
import { prospects } from './prospects';

/**
 * The books (DESIGN.md §5, docs/decisions/0006-the-books.md). An account is a chart account,
 * optionally narrowed to one client's (and one debtor's) sub-ledger. Entries and their lines are
 * append-only: the database refuses updates and deletes, and refuses at commit an entry whose
 * debits and credits differ (drizzle/0006_ledger_rules.sql).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    ...serialId,
    /** The chart account (src/server/ledger/chart.ts), e.g. '1200' Purchased Receivables. */
    chartCode: text('chart_code').notNull(),
    /** The client's sub-ledger: a client is a promoted prospect, so this is its prospect id. */
    clientId: integer('client_id').references(() => prospects.id),
    debtorId: integer('debtor_id'),
    /** chart code plus the sub-ledger, e.g. '1200-C42-D7'; what exports and reports print. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    ...createdAt,
  },
  (t) => [index('ledger_accounts_client_idx').on(t.clientId, t.chartCode)],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The business date of the movement (the payment date, the verification date…). */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** What happened, in the business's words (ledger/operations.ts). */
    operation: text('operation').$type<LedgerOperation>().notNull(),
    /**
     * One business operation posts once: e.g. 'funding:schedule:12:payment:3'. A second post of the
     * same operation fails on this unique key, whatever path it came by.
     */
    operationKey: text('operation_key').notNull().unique(),
    memo: text('memo').notNull(),
    clientId: integer('client_id').references(() => prospects.id),
    /** A contra entry names the entry it reverses; an entry is reversed at most once. */
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).references(
      (): AnyPgColumn => journalEntries.id,
    ),
    createdBy: uuid('created_by').references(() => users.id),
    postedAt: moment('posted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_reverses_idx').on(t.reversesEntryId),
    index('journal_entries_date_idx').on(t.entryDate, t.id),
    index('journal_entries_client_idx').on(t.clientId, t.entryDate),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: linkTo('account_id', () => ledgerAccounts.id),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    memo: text('memo').notNull().default(''),
    /**
     * The invoice the line is about, where it is about one (its purchase, a collection applied to it,
     * its chargeback and fees): the general ledger's invoice column and the reports run as of a
     * past date read it.
     */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    index('journal_lines_account_idx').on(t.accountId, t.entryId),
    // A line is a debit or a credit, never both, never nothing, never negative.
    check(
      'journal_lines_one_side',
      sql`(${t.debit} > 0 and ${t.credit} = 0) or (${t.credit} > 0 and ${t.debit} = 0)`,
    ),
  ],
);
