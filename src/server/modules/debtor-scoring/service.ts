import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { debtorScore } from '../../../shared/debtorScore';
import { readSetting } from '../settings/service';

export interface DebtorScoreRow {
  debtor_id: number;
  debtor_name: string;
  average_days_to_pay: number | null;
  score: number | null;
}

interface ScoreInputRow {
  debtor_id: number;
  debtor_name: string;
  average_days: string | null;
  invoiced: string | null;
  collected: string | null;
  charged_back: string | null;
}

/**
 * Every debtor's score (docs/decisions/0043) from its funded invoices: the average days from
 * invoice date to the invoice's last collection (paid invoices only: nothing left open), and the
 * collected and charged-back shares of what was invoiced. With `debtorIds`, only those debtors,
 * read through invoices_debtor_idx: what a list page needs, however many invoices there are.
 */
export async function debtorScores(db: Db, debtorIds?: readonly number[]): Promise<DebtorScoreRow[]> {
  if (debtorIds !== undefined && debtorIds.length === 0) return [];
  const ids =
    debtorIds === undefined
      ? undefined
      : sql.join(
          [...new Set(debtorIds)].map((id) => sql`${id}`),
          sql`, `,
        );
  const weights = await readSetting(db, 'scoring_weights');
  const rows = (await db.execute(sql`
    with funded as (
      select i.id, i.debtor_id, i.invoice_date, i.invoice_amount, i.collected_amount, i.chargeback_amount
      from invoices i
      where i.deleted_at is null and i.funding_date is not null
        ${ids === undefined ? sql`` : sql`and i.debtor_id in (${ids})`}
    ),
    paid as (
      select f.debtor_id, max(c.posting_date) - f.invoice_date as days
      from funded f
      join collection_items ci on ci.invoice_id = f.id
      join collections c on c.id = ci.collection_id
      where f.collected_amount + f.chargeback_amount >= f.invoice_amount
      group by f.id, f.debtor_id, f.invoice_date
    )
    select d.id as debtor_id, d.legal_name as debtor_name,
      (select avg(p.days) from paid p where p.debtor_id = d.id)::text as average_days,
      sum(i.invoice_amount)::text as invoiced,
      sum(i.collected_amount)::text as collected,
      sum(i.chargeback_amount)::text as charged_back
    from debtors d
    left join funded i on i.debtor_id = d.id
    ${ids === undefined ? sql`` : sql`where d.id in (${ids})`}
    group by d.id, d.legal_name
    order by lower(d.legal_name), d.id
  `)) as unknown as { rows: ScoreInputRow[] };
  return rows.rows.map((row) => {
    const averageDaysToPay = row.average_days === null ? null : Number(row.average_days);
    return {
      debtor_id: Number(row.debtor_id),
      debtor_name: row.debtor_name,
      average_days_to_pay: averageDaysToPay === null ? null : Math.round(averageDaysToPay),
      score: debtorScore(
        {
          averageDaysToPay,
          invoiced: Number(row.invoiced ?? 0),
          collected: Number(row.collected ?? 0),
          chargedBack: Number(row.charged_back ?? 0),
        },
        weights,
      ),
    };
  });
}
