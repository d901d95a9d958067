import { sql } from 'drizzle-orm';
import { amountSql } from './amounts';
import type { Bulk } from './bulk';
import { textArray } from './dice';
import { invoiceNotes } from './words';

/**
 * The large book's invoices, made first in the staging table `seed_large.invoices` (no indexes, not
 * logged: quick to fill), from which the schedules take their totals, then copied into `invoices`
 * in slices in id order, so that ids rise with created_at as in a real book.
 *
 * A client's invoices are dated evenly over its selling window, numbered on from its first number
 * (unique per client, so unique per client and debtor as invoiceNumbers.ts requires), owed by one of
 * its live debtors (some debtors buy much more than others), with the terms of its term sheet:
 * advance = amount × advance % half-up to cents, due = invoice date + net term − 1 day. An invoice of
 * a verified schedule carries the verification mark. Statuses: mostly approved in verified
 * schedules, mostly pending elsewhere. The schedules' net funding and invoice counts follow the
 * copy through the database's own triggers (drizzle/0012). None is funded here: funding
 * posts to the books, which the funding sample does through the real services.
 */
export async function stageInvoices(bulk: Bulk, asOf: string): Promise<number> {
  const at = sql`${asOf}::timestamptz`;
  const u = (salt: number) => `seed_large.u(d.key, ${salt})`;
  const staged = await bulk.run(sql`
    create unlogged table seed_large.invoices as
    with drawn as (
      select c.id as prospect_id, s, c.id::bigint * 1000000 + s as key, (s - 1) / 10 + 1 as grp,
        c.first_day + ((s - 1)::bigint * (c.last_day - c.first_day + 1) / c.invoice_count)::int as invoice_date,
        c.first_invoice_no, c.advance_percentage, c.escrow_percentage, c.net_term, c.debtor_count
      from seed_large.clients c
      cross join lateral generate_series(1, c.invoice_count) as s
    ),
    made as (
      select d.*, ${sql.raw(amountSql(u(71)))} as invoice_amount,
        least((d.invoice_date::timestamp at time zone 'UTC')
          + make_interval(hours => 6 + floor(${sql.raw(u(72))} * 30)::int, mins => floor(${sql.raw(u(73))} * 60)::int),
          ${at} - interval '1 minute') as created_at,
        1 + floor(d.debtor_count * power(${sql.raw(u(74))}, 1.7))::int as debtor_ord
      from drawn d
    )
    select
      (select coalesce(max(id), 0) from invoices) + row_number() over (order by m.created_at, m.prospect_id, m.s)::int as id,
      m.prospect_id, p.debtor_id, g.home_schedule_id as schedule_id, (m.first_invoice_no + m.s - 1)::text as invoice_no,
      m.invoice_amount, m.invoice_date, m.net_term as discount_days, m.invoice_date + m.net_term - 1 as invoice_due_date,
      m.advance_percentage, round(m.invoice_amount * m.advance_percentage / 100, 2) as advance_amount,
      case
        when g.verified_at is not null or g.sampled then
          case when seed_large.u(m.key, 75) < 0.90 then 2 when seed_large.u(m.key, 75) < 0.98 then 1 else 3 end
        when g.kind = 'deleted' then
          case when seed_large.u(m.key, 75) < 0.50 then 1 when seed_large.u(m.key, 75) < 0.70 then 2 else 3 end
        else
          case when seed_large.u(m.key, 75) < 0.55 then 1 when seed_large.u(m.key, 75) < 0.90 then 2 else 3 end
      end as status,
      case when seed_large.u(m.key, 76) < 0.5 then 2 when seed_large.u(m.key, 76) < 0.8 then 0 else 1 end as payment_type,
      jsonb_build_array(p.contact_email) as debtor_contact,
      case when seed_large.u(m.key, 77) < 0.12
        then seed_large.pick(${textArray(invoiceNotes)}, seed_large.u(m.key, 78)) else '' end as note,
      m.created_at,
      case when g.kind = 'merged' then g.moved_at else m.created_at end as updated_at,
      g.home_verified_at as verified_at,
      case when g.kind = 'deleted'
        then least(m.created_at + make_interval(days => 1 + floor(seed_large.u(m.key, 79) * 5)::int), ${at})
      end as deleted_at,
      -- What the invoice adds to its schedule's payout: its advance less the escrow withheld.
      round(m.invoice_amount * m.advance_percentage / 100, 2) - round(m.invoice_amount * m.escrow_percentage / 100, 2)
        as payout
    from made m
    join seed_large.groups g on g.prospect_id = m.prospect_id and g.grp = m.grp
    join seed_large.pairs p on p.prospect_id = m.prospect_id and p.ord = m.debtor_ord`);
  await bulk.run(sql`create unique index on seed_large.invoices (id)`);
  return staged;
}

/** Copies the staged invoices into `invoices`, a slice at a time; `onSlice` hears of each. */
export async function copyInvoices(
  bulk: Bulk,
  sliceSize: number,
  onSlice: (copied: number, total: number) => void,
): Promise<number> {
  const [range] = await bulk.rows<{ first: number; last: number; total: number }>(
    sql`select min(id)::int as first, max(id)::int as last, count(*)::int as total from seed_large.invoices`,
  );
  if (!range || range.total === 0) return 0;
  let copied = 0;
  for (let from = range.first; from <= range.last; from += sliceSize) {
    copied += await bulk.run(sql`
      insert into invoices (id, prospect_id, debtor_id, schedule_id, invoice_no, invoice_amount, invoice_date,
        discount_days, invoice_due_date, advance_percentage, advance_amount, status, payment_type, debtor_contact,
        note, created_at, updated_at, deleted_at, verified_at)
      select id, prospect_id, debtor_id, schedule_id, invoice_no, invoice_amount, invoice_date, discount_days,
        invoice_due_date, advance_percentage, advance_amount, status, payment_type, debtor_contact, note,
        created_at, updated_at, deleted_at, verified_at
      from seed_large.invoices
      where id between ${from}::int and ${from + sliceSize - 1}::int
      order by id`);
    onSlice(copied, range.total);
  }
  await bulk.run(
    sql`select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`,
  );
  return copied;
}
