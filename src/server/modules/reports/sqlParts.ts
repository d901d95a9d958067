import { sql, type SQL } from 'drizzle-orm';
import type { ReportColumn } from '../../../shared/contract/reports';
import { referredClientIds } from '../../http/partyRecords';
import type { ReportContext } from './types';

/** Money as printed: two decimals, e.g. "1234.50". */
export function money(expression: SQL): SQL {
  return sql`(coalesce(${expression}, 0))::numeric(16,2)::text`;
}

/** A percentage with two decimals; empty when the base is zero. */
export function percent(part: SQL, whole: SQL): SQL {
  return sql`case when coalesce(${whole}, 0) = 0 then null else round(coalesce(${part}, 0) * 100 / ${whole}, 2)::text end`;
}

/** The condition on a client, debtor and broker column from the caller's scope and filters. */
export function partyWhere(context: ReportContext, columns: { client?: SQL; debtor?: SQL }): SQL {
  const parts: SQL[] = [sql`true`];
  if (context.clientId !== null) {
    parts.push(columns.client ? sql`${columns.client} = ${context.clientId}` : sql`false`);
  }
  if (context.debtorId !== null) {
    parts.push(columns.debtor ? sql`${columns.debtor} = ${context.debtorId}` : sql`false`);
  }
  if (context.brokerId !== null) {
    parts.push(
      columns.client ? sql`${columns.client} in ${referredClientIds(context.brokerId)}` : sql`false`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** A date column within the report's period (every row when it has none). */
export function inPeriod(context: ReportContext, column: SQL): SQL {
  if (!context.period) return sql`${column} <= ${context.asOf}::date`;
  return sql`${column} between ${context.period.from}::date and ${context.period.to}::date and ${column} <= ${context.asOf}::date`;
}

/**
 * The journal's lines as they stood on the report's day, with their entry and account: the
 * immutable books read as of a date (entry_date <= as_of).
 */
export function linesAsOf(context: ReportContext): SQL {
  return sql`(select jl.id, jl.entry_id, jl.invoice_id, jl.debit, jl.credit, je.entry_date, je.operation,
      la.chart_code, la.client_id, la.debtor_id
    from journal_lines jl
    join journal_entries je on je.id = jl.entry_id
    join ledger_accounts la on la.id = jl.account_id
    where je.entry_date <= ${context.asOf}::date)`;
}

/**
 * Per invoice, from the journal as of the report's day: its open receivable (1200), what was
 * bought (1200 debits of funding less reversals), collected, charged back, and the discount fee
 * earned (4100).
 */
export function invoiceBooks(context: ReportContext): SQL {
  return sql`(select l.invoice_id,
      sum(case when l.chart_code = '1200' then l.debit - l.credit else 0 end) as balance,
      sum(case when l.chart_code = '1200' and l.operation in ('schedule_payment', 'funding_reversal') then l.debit - l.credit else 0 end) as purchased,
      max(case when l.chart_code = '1200' and l.operation = 'schedule_payment' and l.debit > 0 then l.entry_date end) as purchase_date,
      sum(case when l.chart_code = '1200' and l.operation = 'collection' then l.credit - l.debit else 0 end) as paid,
      max(case when l.chart_code = '1200' and l.operation = 'collection' and l.credit > 0 then l.entry_date end) as last_paid,
      sum(case when l.chart_code = '1200' and l.operation = 'chargeback' then l.credit - l.debit else 0 end) as charged_back,
      sum(case when l.chart_code = '4100' then l.credit - l.debit else 0 end) as fee
    from ${linesAsOf(context)} l
    where l.invoice_id is not null${context.clientId !== null ? sql` and l.client_id = ${context.clientId}` : sql``}
    group by l.invoice_id)`;
}

/** The invoice columns the two Purchase Summaries open with. */
export const purchasedInvoiceColumns: readonly ReportColumn[] = [
  { field: 'client_name', header: 'Client', kind: 'text' },
  { field: 'debtor_name', header: 'Debtor', kind: 'text' },
  { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
  { field: 'invoice_date', header: 'Invoice Date', kind: 'date' },
  { field: 'purchase_date', header: 'Purchase Date', kind: 'date' },
  { field: 'invoice_amount', header: 'Invoice Amount', kind: 'money' },
  { field: 'advance_amount', header: 'Advance', kind: 'money' },
];

/**
 * The invoices bought in the report's period, each with its books (`b`), row (`i`), client (`p`)
 * and debtor (`d`), selecting the opening columns and then `figures`.
 */
export function purchasedInvoices(context: ReportContext, figures: SQL): SQL {
  return sql`select i.id as row_id, p.company_business_name as client_name, d.legal_name as debtor_name,
      i.invoice_no, i.invoice_date::text as invoice_date, b.purchase_date::text as purchase_date,
      ${money(sql`b.purchased`)} as invoice_amount, ${money(sql`i.advance_amount`)} as advance_amount,
      ${figures}
    from ${invoiceBooks(context)} b
    join invoices i on i.id = b.invoice_id
    join prospects p on p.id = i.prospect_id
    join debtors d on d.id = i.debtor_id
    where b.purchased > 0 and ${inPeriod(context, sql`b.purchase_date`)}
      and ${partyWhere(context, { client: sql`i.prospect_id`, debtor: sql`i.debtor_id` })}`;
}
