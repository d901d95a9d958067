import { sql } from 'drizzle-orm';
import { meanInvoiceAmount } from './amounts';
import type { Bulk } from './bulk';
import { placeIndexSql, textArray } from './dice';
import {
  clientEndings,
  clientNamePrefixes,
  clientTrades,
  firstNames,
  lastNames,
  streetKinds,
  streetNames,
} from './words';

/**
 * The large book's clients: promoted prospects, each with an owner and a signed term sheet, planned
 * first in `seed_large.clients` (what the debtors and invoices read of them), then inserted.
 *
 * Sizes follow 1/rank (a random rank, so ids do not tell size) times the days the client has been
 * selling: the biggest client has a few hundred thousand invoices, the smallest a few dozen. Clients
 * were promoted from about four years to three months ago; about 3 % of the older ones are
 * terminated. A client sells from 30 days after its promotion (at most three years back) until
 * yesterday or its termination. The term sheet's factoring limit is about 1.5 weeks of its sales.
 */

/** `(array[…])[…]`: one of the values for a draw (SQL). */
function choice(values: readonly (number | string)[], u: string): string {
  return `(array[${values.join(', ')}])[1 + floor(${u} * ${values.length})::int]`;
}

/** The marker of the large book's clients: their draft token starts with it. */
export const largeClientMarker = 'seedlarge-';

export async function planClients(
  bulk: Bulk,
  clients: number,
  invoices: number,
  asOf: string,
): Promise<void> {
  const at = sql`${asOf}::timestamptz`;
  const u = (salt: number) => `seed_large.u(i, ${salt})`;
  await bulk.run(sql`
    create unlogged table seed_large.clients as
    with drawn as (
      select i,
        90 + floor(${sql.raw(u(1))} * 1400)::int as tenure_days,
        row_number() over (order by ${sql.raw(u(2))}, i)::int as size_rank,
        ${at} - make_interval(days => 90 + floor(${sql.raw(u(1))} * 1400)::int, hours => floor(${sql.raw(u(3))} * 10)::int) as promoted_at
      from generate_series(1, ${clients}::int) as i
    ),
    ended as (
      select d.*,
        -- Terminated in the last two and a half years, at least 120 days after promotion.
        case when ${sql.raw(u(4))} < 0.03 and tenure_days >= 300
          then ${at} - make_interval(days => 30 + floor(${sql.raw(u(5))} * (least(tenure_days, 900) - 150))::int)
        end as terminated_at
      from drawn d
    ),
    windowed as (
      select e.*,
        greatest((promoted_at + interval '30 days')::date, (${at} - interval '3 years')::date) as first_day,
        (coalesce(terminated_at, ${at}) - interval '1 day')::date as last_day
      from ended e
    ),
    weighed as (
      select w.*, greatest(last_day - first_day + 1, 1)::float8 / size_rank as weight from windowed w
    ),
    shared as (
      select s.*, floor(${invoices}::int * weight / sum(weight) over ())::int as share from weighed s
    )
    select
      (select coalesce(max(id), 0) from prospects) + row_number() over (order by promoted_at, i)::int as id,
      i, size_rank, promoted_at, terminated_at, first_day, last_day,
      promoted_at - make_interval(days => 10 + floor(${sql.raw(u(6))} * 50)::int) as applied_at,
      share + case when size_rank = 1 then ${invoices}::int - sum(share) over () else 0 end as invoice_count,
      seed_large.pick(${textArray(clientNamePrefixes)}, ${sql.raw(u(7))}) as prefix,
      seed_large.pick(${textArray(clientTrades)}, ${sql.raw(u(8))}) as trade,
      seed_large.pick(${textArray(clientEndings)}, ${sql.raw(u(9))}) as ending,
      seed_large.pick(${textArray(firstNames)}, ${sql.raw(u(10))}) as contact_first,
      seed_large.pick(${textArray(lastNames)}, ${sql.raw(u(11))}) as contact_last,
      ${sql.raw(choice([70, 75, 80, 80, 85, 85, 90], u(12)))}::numeric(5,2) as advance_percentage,
      ${sql.raw(choice([0, 0, 0, 2, 5, 5, 10], u(13)))}::numeric(5,2) as escrow_percentage,
      ${sql.raw(choice([15, 30, 30, 30, 45, 60, 60, 90], u(14)))}::int as net_term,
      ${sql.raw(choice([30, 60, 90, 90, 120], u(15)))}::int as recourse_days,
      (1.5 + 0.25 * floor(${sql.raw(u(16))} * 11))::numeric(5,2) as purchase_discount,
      ${sql.raw(u(17))} < 0.5 as incremental,
      ${sql.raw(choice(['0.05', '0.10', '0.15'], u(18)))}::numeric(5,2) as incremental_percentage,
      floor(${sql.raw(u(19))} * 4)::int as clearance_days,
      ${sql.raw(choice([15, 20, 25, 25, 30, 35, 50], u(20)))}::numeric(6,2) as wire_fee,
      (1 + floor(${sql.raw(u(21))} * 5))::numeric(6,2) as cb_fee,
      (0.25 * (1 + floor(${sql.raw(u(22))} * 4)))::numeric(6,2) as cb_per_day_fee,
      ${sql.raw(placeIndexSql(u(23)))} as place
    from shared`);
  // Names and limits read the columns above.
  await bulk.run(sql`
    alter table seed_large.clients
      add column name text, add column slug text, add column weekly_sales numeric,
      add column factoring_limit numeric(14,2), add column first_invoice_no int`);
  await bulk.run(sql`
    update seed_large.clients set
      name = prefix || ' ' || trade || ' ' || i || case when ending = '' then '' else ' ' || ending end,
      slug = regexp_replace(lower(prefix || trade), '[^a-z]', '', 'g') || i,
      -- Each client numbers its invoices on from its own start; the last stays within 6 digits.
      first_invoice_no = 1000 + floor(seed_large.u(i, 24) * (999000 - invoice_count))::int,
      weekly_sales = invoice_count * ${meanInvoiceAmount()}::numeric / ((last_day - first_day + 1) / 7.0),
      factoring_limit = least(99950000, greatest(100000,
        ceil(invoice_count * ${meanInvoiceAmount()}::numeric / ((last_day - first_day + 1) / 7.0) * 1.5 / 50000) * 50000))`);
  await bulk.run(sql`create unique index on seed_large.clients (id)`);
  await bulk.run(sql`create unique index on seed_large.clients (size_rank)`);
}

/** The biggest client's invoice count, which must fit 6-digit invoice numbers. */
export async function biggestClient(bulk: Bulk): Promise<number> {
  const [row] = await bulk.rows<{ most: number }>(
    sql`select max(invoice_count)::int as most from seed_large.clients`,
  );
  return row?.most ?? 0;
}

/**
 * Inserts the planned clients with their owners and signed term sheets; answers how many. They are
 * inserted active: a terminated client's schedules take no new invoice (drizzle/0014), so
 * `terminateClients` ends them once their invoices are in.
 */
export async function insertClients(bulk: Bulk): Promise<number> {
  const u = (salt: number) => `seed_large.u(c.i, ${100 + salt})`;
  const added = await bulk.run(sql`
    insert into prospects (id, draft_token, step, status, application_completely_filled, company_business_name,
      doing_business_as, poc_name, poc_email, company_phone, company_fein, company_date_established,
      business_registration_state, company_number_of_employees, company_zip, company_state, company_city,
      company_legal_status, company_address, reference, company_business_description, bank_name,
      bank_account_number, account_opening_date, bank_routing_number, bank_zip, bank_state, bank_city, bank_phone,
      business_loan_outstanding_status, monthly_factoring_volume, receivables_outstanding, requested_funding_date,
      funding_amount, factored_before_status, promoted_at, active_credit_limit, terminated_at, created_at, updated_at)
    select c.id, ${largeClientMarker} || md5(c.i::text), 6, 1, true, c.name,
      case when ${sql.raw(u(1))} < 0.2 then c.prefix || ' ' || c.trade else '' end,
      c.contact_first || ' ' || c.contact_last,
      lower(left(c.contact_first, 1) || c.contact_last) || '@' || c.slug || '.example',
      pl.area_code || lpad(floor(${sql.raw(u(2))} * 10000000)::text, 7, '0'),
      (100000000 + floor(${sql.raw(u(3))} * 899999999))::text,
      (c.applied_at - make_interval(years => 2 + floor(${sql.raw(u(4))} * 30)::int))::date,
      pl.state, 3 + floor(${sql.raw(u(5))} * 400)::int, pl.zip, pl.state, pl.city,
      ${sql.raw(choice(["'4'", "'4'", "'4'", "'5'", "'6'", "'1'", "'2'", "'3'", "'7'"], u(6)))},
      (100 + floor(${sql.raw(u(7))} * 9900))::int || ' ' || seed_large.pick(${textArray(streetNames)}, ${sql.raw(u(8))})
        || ' ' || seed_large.pick(${textArray(streetKinds)}, ${sql.raw(u(9))}),
      ${sql.raw(choice(["'Trade show'", "'Web search'", "'Referral'", "'Bank referral'", "'Broker'"], u(10)))},
      c.name || ' sells ' || lower(c.trade) || ' to businesses on ' || c.net_term || '-day terms.',
      'First ' || pl.state || ' Bank', lpad(floor(${sql.raw(u(11))} * 10000000000)::text, 10, '0'),
      (c.applied_at - make_interval(years => 1 + floor(${sql.raw(u(12))} * 10)::int))::date, '111000025',
      pl.zip, pl.state, pl.city, pl.area_code || '5550100', ${sql.raw(u(13))} < 0.3,
      round(c.weekly_sales * 4.3, -3), round(c.weekly_sales * 6, -3), (c.applied_at + interval '21 days')::date,
      c.factoring_limit, ${sql.raw(u(14))} < 0.4,
      c.promoted_at, c.factoring_limit, null, c.applied_at, c.promoted_at
    from seed_large.clients c
    join seed_large.places pl on pl.idx = c.place
    order by c.id`);
  await bulk.run(
    sql`select setval(pg_get_serial_sequence('prospects', 'id'), (select max(id) from prospects))`,
  );
  await bulk.run(sql`
    insert into prospect_owners (prospect_id, position, name, percent_owned, email, house_owned, ssn, dob, phone,
      zip, state, city, address)
    select c.id, 0, p.poc_name, 100, p.poc_email, ${sql.raw(u(20))} < 0.6,
      (100000000 + floor(${sql.raw(u(21))} * 699999999))::text,
      make_date(1950 + floor(${sql.raw(u(22))} * 40)::int, 1 + floor(${sql.raw(u(23))} * 12)::int, 1 + floor(${sql.raw(u(24))} * 28)::int),
      p.company_phone, p.company_zip, p.company_state, p.company_city, p.company_address
    from seed_large.clients c join prospects p on p.id = c.id
    order by c.id`);
  await bulk.run(sql`
    insert into term_sheets (prospect_id, factoring_limit, advance_percentage, escrow_reserve_percentage,
      recourse_days, purchase_discount, discount_days, is_incremental_purchase_discount,
      incremental_discount_percentage, incremental_discount_days, due_deligence_deposit, time_limit_term,
      automatic_months_renewal, business_days_clearance, proposal_validity, wire_fee, cb_fee, cb_per_day_fee,
      note, sent_at, signed_at, created_at)
    select c.id, c.factoring_limit, c.advance_percentage, c.escrow_percentage, c.recourse_days,
      c.purchase_discount, c.net_term, c.incremental, case when c.incremental then c.incremental_percentage else 0 end,
      1, ${sql.raw(choice([0, 250, 500], u(30)))}, 12, 12, c.clearance_days, 30, c.wire_fee, c.cb_fee,
      c.cb_per_day_fee, '', c.promoted_at - interval '8 days', c.promoted_at - interval '3 days',
      c.promoted_at - interval '10 days'
    from seed_large.clients c
    order by c.id`);
  return added;
}

/** Terminates the clients planned to be, once their invoices are in; answers how many. */
export async function terminateClients(bulk: Bulk): Promise<number> {
  return bulk.run(sql`
    update prospects p set terminated_at = c.terminated_at, updated_at = c.terminated_at
    from seed_large.clients c
    where c.id = p.id and c.terminated_at is not null`);
}
