import { sql } from 'drizzle-orm';
import type { Bulk } from './bulk';

/**
 * Inserts the planned schedules (schedulePlan.ts), open, before the invoices that point at them: a
 * verified or deleted schedule takes no new invoice (drizzle/0014), so each is closed as planned by
 * `closeSchedules` once its invoices are in.
 */
export async function insertSchedules(bulk: Bulk): Promise<number> {
  const added = await bulk.run(sql`
    insert into schedules (id, prospect_id, schedule_no, created_at, updated_at)
    select g.id, g.prospect_id, g.grp, g.scheduled_at, g.scheduled_at
    from seed_large.groups g
    where g.id is not null
    order by g.id`);
  await bulk.run(
    sql`select setval(pg_get_serial_sequence('schedules', 'id'), (select max(id) from schedules))`,
  );
  return added;
}

/**
 * Verifies and deletes the schedules as planned, once their invoices are in. A verified schedule
 * records what its funding will pay, as Verify Schedule does: Σ (advance − escrow) of its live
 * invoices, no chargebacks chosen. Unverified and deleted ones owe nothing yet. `verifiedBy` is the
 * staff user named as the verifier.
 */
export async function closeSchedules(bulk: Bulk, verifiedBy: string): Promise<number> {
  return bulk.run(sql`
    update schedules s set
      verified_at = g.verified_at,
      verified_by = case when g.verified_at is not null then ${verifiedBy}::uuid end,
      remaining_amount = case when g.verified_at is not null then coalesce(t.payout, 0) else 0 end,
      updated_at = coalesce(g.deleted_at, g.verified_at, g.scheduled_at),
      deleted_at = g.deleted_at
    from seed_large.groups g
    left join (
      select schedule_id, sum(payout) as payout from seed_large.invoices
      where deleted_at is null and schedule_id is not null
      group by schedule_id
    ) t on t.schedule_id = g.id
    where s.id = g.id and (g.verified_at is not null or g.deleted_at is not null)`);
}
