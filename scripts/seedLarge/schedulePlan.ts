import { sql } from 'drizzle-orm';
import type { Bulk } from './bulk';

/**
 * How each client's invoices fall into schedules, planned in `seed_large.groups`. A client's
 * invoices, in date order, come in groups of ten; a group is one schedule (numbered by the group, so
 * numbers are unique per client and rise with time), made two days after its last invoice date:
 *
 * - 'schedule' (about 93 %): its invoices are in the schedule. Schedules older than three days are
 *   verified (97 %) without chargebacks: verification posts nothing to the books
 *   (docs/decisions/0006-the-books.md, rule 1), so these need no journal entry. As Verify Schedule
 *   does, their remaining amount is what the funding would pay and each invoice carries the mark
 *   (`invoices.verified_at`, `home_verified_at` here).
 * - 'merged' (about 2 %): the schedule was deleted and its invoices moved to the next group's
 *   schedule (Delete Schedule's move to an existing schedule, which then holds 20 of its 25).
 * - 'open' (about 2 %, and each client's newest group): the invoices are in no schedule yet.
 * - 'deleted' (about 3 %): the invoices were deleted while in no schedule, as invoice/delete allows.
 *
 * `sampled` marks the schedules left unverified here for the funding sample, which verifies and
 * funds them through the real services (fundingSample.ts); they are at least 30 days old and of
 * clients not terminated, so a payment may be posted on them.
 */
export async function planSchedules(bulk: Bulk, asOf: string, sampleSize: number): Promise<void> {
  const at = sql`${asOf}::timestamptz`;
  await bulk.run(sql`
    create unlogged table seed_large.groups as
    with grouped as (
      select c.id as prospect_id, c.terminated_at, grp, ceil(c.invoice_count / 10.0)::int as group_count,
        c.id::bigint * 1000000 + grp as key,
        c.first_day + ((least(grp * 10, c.invoice_count) - 1)::bigint * (c.last_day - c.first_day + 1)
          / c.invoice_count)::int as closing_day
      from seed_large.clients c
      cross join lateral generate_series(1, ceil(c.invoice_count / 10.0)::int) as grp
    ),
    timed as (
      select g.*,
        (g.closing_day + 2)::timestamp at time zone 'UTC'
          + make_interval(hours => 8 + floor(seed_large.u(g.key, 61) * 10)::int,
            mins => floor(seed_large.u(g.key, 62) * 60)::int) as scheduled_at
      from grouped g
    ),
    drawn as (
      select t.*,
        case
          when t.grp = t.group_count or t.scheduled_at >= ${at} then 'open'
          when seed_large.u(t.key, 63) < 0.03 then 'deleted'
          when seed_large.u(t.key, 63) < 0.05 then 'open'
          when seed_large.u(t.key, 63) < 0.07 then 'merge'
          else 'schedule'
        end as drawn_kind
      from timed t
    ),
    kinds as (
      select d.*,
        case
          when d.drawn_kind <> 'merge' then d.drawn_kind
          when lead(d.drawn_kind) over (partition by d.prospect_id order by d.grp) = 'schedule' then 'merged'
          else 'open'
        end as kind
      from drawn d
    )
    select k.prospect_id, k.grp, k.key, k.kind, k.scheduled_at,
      k.terminated_at is null and k.kind = 'schedule' and k.scheduled_at < ${at} - interval '30 days' as fundable,
      false as sampled
    from kinds k`);
  await bulk.run(sql`create unique index on seed_large.groups (prospect_id, grp)`);
  await bulk.run(sql`
    update seed_large.groups g set sampled = true
    from (
      select prospect_id, grp from seed_large.groups where fundable
      order by seed_large.u(key, 64) limit ${sampleSize}::int
    ) s
    where s.prospect_id = g.prospect_id and s.grp = g.grp`);
  await bulk.run(sql`
    alter table seed_large.groups
      add column id int, add column verified_at timestamptz, add column deleted_at timestamptz,
      add column home_schedule_id int, add column home_verified_at timestamptz, add column moved_at timestamptz`);
  await bulk.run(sql`
    update seed_large.groups g set
      id = n.id,
      verified_at = case
        when g.kind = 'schedule' and not g.sampled and g.scheduled_at < ${at} - interval '3 days'
          and seed_large.u(g.key, 65) < 0.97
        then least(g.scheduled_at + make_interval(hours => 12 + floor(seed_large.u(g.key, 66) * 48)::int),
          ${at} - interval '1 hour')
      end
    from (
      select prospect_id, grp,
        (select coalesce(max(id), 0) from schedules) + row_number() over (order by scheduled_at, prospect_id, grp)::int as id
      from seed_large.groups where kind in ('schedule', 'merged')
    ) n
    where n.prospect_id = g.prospect_id and n.grp = g.grp`);
  await bulk.run(
    sql`update seed_large.groups set home_schedule_id = id, home_verified_at = verified_at where kind = 'schedule'`,
  );
  // A merged group's invoices moved to the next group's schedule an hour after that was made.
  await bulk.run(sql`
    update seed_large.groups g set
      home_schedule_id = nxt.id,
      home_verified_at = nxt.verified_at,
      moved_at = least(nxt.scheduled_at + interval '1 hour', ${at}),
      deleted_at = least(nxt.scheduled_at + interval '1 hour', ${at})
    from seed_large.groups nxt
    where g.kind = 'merged' and nxt.prospect_id = g.prospect_id and nxt.grp = g.grp + 1`);
}
