import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '../types';
import { inPeriod, money, partyWhere } from '../sqlParts';

/** What money came in that matched no invoice, and what became of it (applied, reserved, returned)? */
export const unappliedCashReceived: ReportDefinition = {
  handle: 'unapplied_cash_received',
  columns: [
    { field: 'received_date', header: 'Received Date', kind: 'date' },
    { field: 'client_name', header: 'Client', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor', kind: 'text' },
    { field: 'check_no', header: 'Check No', kind: 'text' },
    { field: 'amount_uc', header: 'UC Amount', kind: 'money' },
    { field: 'returned_uc', header: 'Returned', kind: 'money' },
    { field: 'return_date', header: 'Return Date', kind: 'date' },
    { field: 'fee_applicable', header: 'Wire Fee', kind: 'money' },
  ],
  totals: ['amount_uc', 'returned_uc', 'fee_applicable'],
  defaultSort: { field: 'received_date', desc: true },
  query: (context) => {
    const returned = sql`(u.released_date is not null and u.released_date <= ${context.asOf}::date and u.returned_amount is not null)`;
    return sql`select u.id as row_id, u.posting_date::text as received_date, p.company_business_name as client_name,
        d.legal_name as debtor_name, coalesce(u.check_number, '') as check_no, ${money(sql`u.amount`)} as amount_uc,
        ${money(sql`case when ${returned} then u.returned_amount else 0 end`)} as returned_uc,
        case when ${returned} then u.released_date::text end as return_date,
        ${money(sql`case when ${returned} then coalesce(u.return_wire_fee, 0) else 0 end`)} as fee_applicable
      from unapplied_cash u
      join prospects p on p.id = u.prospect_id
      join debtors d on d.id = u.debtor_id
      where u.journal_entry_id is not null and ${inPeriod(context, sql`u.posting_date`)}
        and ${partyWhere(context, { client: sql`u.prospect_id`, debtor: sql`u.debtor_id` })}`;
  },
};
