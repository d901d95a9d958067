import { integer, numeric, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Columns and column groups many tables share, spread into their definitions so each is written
 * once.
 */

/** A moment in time, stored with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** An amount of money: up to 12 digits of dollars and the cents. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A required link to another table's serial key; with `cascade`, the row is deleted with that one. */
export const linkTo = (name: string, key: () => AnyPgColumn, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(key, onDelete && { onDelete });

/** A required link to a user; with `cascade`, the row is deleted with the user. */
export const userLink = (name: string, key: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid(name)
    .notNull()
    .references(key, onDelete && { onDelete });

/** The serial key a table's rows are known by. */
export const serialId = { id: serial('id').primaryKey() };

/** When the row was written. */
export const createdAt = { createdAt: moment('created_at').notNull().defaultNow() };

/** When the row was written and last changed. */
export const timestamps = { ...createdAt, updatedAt: moment('updated_at').notNull().defaultNow() };

/** Set when the row is deleted: lists leave it out, the books and history still reach it. */
export const deletedAt = { deletedAt: moment('deleted_at') };

/** Phone and fax, each with its country code (+1 unless chosen); digits without dashes. */
export const phoneAndFax = {
  countryPhoneCode: text('country_phone_code').notNull().default('+1'),
  phone: text('phone').notNull(),
  countryFaxCode: text('country_fax_code').notNull().default('+1'),
  fax: text('fax').notNull().default(''),
};

/** A required US place: zip, state and city. */
export const place = {
  zip: text('zip').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
};
