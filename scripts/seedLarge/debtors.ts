import { sql } from 'drizzle-orm';
import type { Bulk } from './bulk';
import { placeIndexSql, textArray } from './dice';
import {
  debtorEndings,
  debtorKinds,
  debtorNamePrefixes,
  departments,
  firstNames,
  lastNames,
  payablesMailboxes,
  streetKinds,
  streetNames,
} from './words';

/**
 * The large book's debtors, each with one contact and held by one to three clients (about 1.45 on
 * average) through debtor_clients. Bigger clients hold more debtors (the client is drawn with the
 * square of a uniform draw over the size ranks); every client holds at least one. A client sets up
 * its debtors in its first month, so every invoice of a pair comes after the pair; a debtor is filed
 * with its first client. About 1 % of the holdings are deleted, 4 % terminated (all of a terminated
 * client's), 6 % still pending. Weekly limits share out about one week of the client's sales and
 * together stay within 90 % of its active credit limit.
 *
 * Planned in `seed_large.links`, `seed_large.debtors` and `seed_large.pairs` (the live holdings
 * numbered per client, from which each invoice draws its debtor), then inserted.
 */
export async function planDebtors(bulk: Bulk, debtors: number, asOf: string): Promise<void> {
  const at = sql`${asOf}::timestamptz`;
  const clients = sql`(select count(*) from seed_large.clients)::int`;
  await bulk.run(sql`
    create unlogged table seed_large.links as
    with wanted as (
      select d, k, d::bigint * 8 + k as key
      from generate_series(1, ${debtors}::int) as d cross join generate_series(1, 3) as k
      where k = 1 or (k = 2 and seed_large.u(d, 41) < 0.35) or (k = 3 and seed_large.u(d, 42) < 0.10)
    ),
    chosen as (
      select w.d, w.key, c.id as prospect_id
      from wanted w
      join seed_large.clients c on c.size_rank = 1 + floor(${clients} * power(seed_large.u(w.key, 43), 2))::int
      union all
      select 1 + ((c.size_rank - 1)::bigint * ${debtors}::int / ${clients})::int, -c.size_rank, c.id
      from seed_large.clients c
    ),
    distinct_pairs as (
      select distinct on (d, prospect_id) d, key, prospect_id from chosen order by d, prospect_id, key
    ),
    dated as (
      select p.d, p.key, p.prospect_id, c.terminated_at, c.weekly_sales, c.factoring_limit,
        c.promoted_at + make_interval(days => floor(seed_large.u(p.key, 44) * 30)::int,
          hours => floor(seed_large.u(p.key, 45) * 24)::int) as created_at,
        count(*) over (partition by p.prospect_id) as held
      from distinct_pairs p join seed_large.clients c on c.id = p.prospect_id
    )
    select d, key, prospect_id, created_at,
      greatest(100, floor(least(weekly_sales / held * (0.6 + 0.8 * seed_large.u(key, 46)), 0.9 * factoring_limit / held) / 100) * 100)::numeric(14,2) as credit_limit,
      case
        when terminated_at is not null or seed_large.u(key, 47) < 0.04 then 2
        when seed_large.u(key, 47) < 0.10 then 0
        else 1
      end as status,
      case when key > 0 and seed_large.u(key, 48) < 0.01
        then least(created_at + make_interval(days => 30 + floor(seed_large.u(key, 49) * 500)::int), ${at} - interval '1 day')
      end as deleted_at,
      coalesce(terminated_at, created_at) as updated_at
    from dated`);
  await bulk.run(sql`
    create unlogged table seed_large.debtors as
    with first_held as (
      select d, min(created_at) - make_interval(hours => floor(seed_large.u(d, 50) * 72)::int) as created_at
      from seed_large.links group by d
    )
    select d,
      (select coalesce(max(id), 0) from debtors) + row_number() over (order by created_at, d)::int as id,
      created_at,
      seed_large.pick(${textArray(debtorNamePrefixes)}, seed_large.u(d, 51)) as prefix,
      seed_large.pick(${textArray(debtorKinds)}, seed_large.u(d, 52)) as kind,
      seed_large.pick(${textArray(debtorEndings)}, seed_large.u(d, 53)) as ending,
      seed_large.pick(${textArray(firstNames)}, seed_large.u(d, 54)) as contact_first,
      seed_large.pick(${textArray(lastNames)}, seed_large.u(d, 55)) as contact_last,
      ${sql.raw(placeIndexSql('seed_large.u(d, 56)'))} as place
    from first_held`);
  await bulk.run(sql`
    alter table seed_large.debtors add column slug text, add column contact_email text`);
  await bulk.run(sql`
    update seed_large.debtors set
      slug = regexp_replace(lower(prefix || kind), '[^a-z]', '', 'g') || d,
      contact_email = lower(left(contact_first, 1) || contact_last) || '@'
        || regexp_replace(lower(prefix || kind), '[^a-z]', '', 'g') || d || '.example'`);
  await bulk.run(sql`create unique index on seed_large.debtors (d)`);
  await bulk.run(sql`
    create unlogged table seed_large.pairs as
    select l.prospect_id, row_number() over (partition by l.prospect_id order by b.id)::int as ord,
      b.id as debtor_id, b.contact_email
    from seed_large.links l join seed_large.debtors b on b.d = l.d
    where l.deleted_at is null`);
  await bulk.run(sql`create unique index on seed_large.pairs (prospect_id, ord)`);
  await bulk.run(sql`alter table seed_large.clients add column debtor_count int`);
  await bulk.run(sql`
    update seed_large.clients c
    set debtor_count = (select count(*) from seed_large.pairs p where p.prospect_id = c.id)`);
}

/** Inserts the planned debtors, their contacts and holdings; answers the counts. */
export async function insertDebtors(
  bulk: Bulk,
): Promise<{ debtors: number; contacts: number; holdings: number }> {
  const u = (salt: number) => `seed_large.u(b.d, ${100 + salt})`;
  const added = await bulk.run(sql`
    insert into debtors (id, legal_name, email, fein, phone, fax, address, zip, state, city, industry_id,
      optional_comments, created_at, updated_at)
    select b.id,
      -- The form takes 40 characters: the longest words leave out the ending.
      case when length(b.prefix || b.kind || b.d || b.ending) + 3 <= 40
        then b.prefix || ' ' || b.kind || ' ' || b.d || ' ' || b.ending
        else b.prefix || ' ' || b.kind || ' ' || b.d end,
      seed_large.pick(${textArray(payablesMailboxes)}, ${sql.raw(u(1))}) || '@' || b.slug || '.example',
      (100000000 + floor(${sql.raw(u(2))} * 899999999))::text,
      pl.area_code || lpad(floor(${sql.raw(u(3))} * 10000000)::text, 7, '0'),
      case when ${sql.raw(u(4))} < 0.3 then pl.area_code || lpad(floor(${sql.raw(u(5))} * 10000000)::text, 7, '0') else '' end,
      (1 + floor(${sql.raw(u(6))} * 9990))::int || ' ' || seed_large.pick(${textArray(streetNames)}, ${sql.raw(u(7))})
        || ' ' || seed_large.pick(${textArray(streetKinds)}, ${sql.raw(u(8))}),
      pl.zip, pl.state, pl.city,
      1 + floor(${sql.raw(u(9))} * (select count(*) from industries where id < 1001))::int,
      case when ${sql.raw(u(10))} < 0.05 then 'Pays by the 10th of the month.' else '' end,
      b.created_at, b.created_at
    from seed_large.debtors b
    join seed_large.places pl on pl.idx = b.place
    order by b.id`);
  await bulk.run(sql`select setval(pg_get_serial_sequence('debtors', 'id'), (select max(id) from debtors))`);
  const contacts = await bulk.run(sql`
    insert into debtor_contacts (debtor_id, position, first_name, last_name, email, department, phone)
    select b.id, 0, b.contact_first, b.contact_last, b.contact_email,
      seed_large.pick(${textArray(departments)}, ${sql.raw(u(20))}), d.phone
    from seed_large.debtors b join debtors d on d.id = b.id
    order by b.id`);
  const holdings = await bulk.run(sql`
    insert into debtor_clients (debtor_id, prospect_id, credit_limit, status, deleted_at, created_at, updated_at)
    select b.id, l.prospect_id, l.credit_limit, l.status, l.deleted_at, l.created_at,
      coalesce(l.deleted_at, l.updated_at)
    from seed_large.links l join seed_large.debtors b on b.d = l.d
    order by l.created_at, b.id`);
  return { debtors: added, contacts, holdings };
}
