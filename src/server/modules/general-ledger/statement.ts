import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LedgerData, LedgerLine, LedgerMode } from '../../../shared/contract/generalLedger';
import type { ReportColumn, ReportRow } from '../../../shared/contract/reports';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd, subtractMoney, toMoneyString } from '../../../shared/money';
import { fiscalYearLabel, fiscalYearPeriod, type TransactionType } from '../../../shared/reportPeriods';
import type { Db } from '../../db/client';
import { debtorClients, debtors, prospects } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { chart } from '../../ledger/chart';
import { availableCredit } from '../credit/debtorCredit';
import { clientCredit } from '../debtors/clientCredit';
import { isClient, liveHolding } from '../debtors/queries';

/**
 * The general ledger's statement (docs/decisions/0031-the-general-ledger.md): the lines of the
 * Purchased Receivables (1200) sub-ledger of one client, or of one debtor, dated in the fiscal
 * year (and on or before `as_of`), with the header card's figures. A client user reads its own
 * company only; a debtor user its own debtor only; another party's id answers 404. Nothing here
 * names an account code: the statement speaks of invoices and payments.
 */

export interface StatementRequest {
  client_debtor: LedgerMode;
  fiscal_year: number;
  id?: number;
  debtor_id?: number;
  transaction_type: TransactionType;
  as_of?: string;
}

/** Who and what the statement covers, once the caller's right to it is checked. */
export interface StatementScope {
  mode: LedgerMode;
  /** The party named in the title: the client's or the debtor's name. */
  name: string;
  clientId: number | null;
  debtorId: number | null;
  /** The lines' dates: the fiscal year, cut at as_of. */
  from: string;
  to: string;
  period: { from: string; to: string };
  statementDate: string;
  asOf: string | null;
  year: number;
  type: TransactionType;
}

const receivables = chart.purchasedReceivables.code;
const paymentModes: Readonly<Record<number, string>> = { 0: 'ACH', 1: 'Check', 2: 'Wire' };

/** Resolves the request against the caller: the party it may read, the dates; 404 for another's. */
export async function statementScope(
  db: Db,
  caller: Caller,
  request: StatementRequest,
  today: string,
): Promise<StatementScope> {
  const party = partyOf(caller);
  const period = fiscalYearPeriod(request.fiscal_year);
  const asOf = request.as_of ?? null;
  const to = asOf !== null && asOf < period.to ? asOf : period.to;
  const base = {
    mode: request.client_debtor,
    from: period.from,
    to,
    period,
    statementDate: asOf ?? today,
    asOf,
    year: request.fiscal_year,
    type: request.transaction_type,
  };
  if (request.client_debtor === 'client') {
    const clientId = request.id!;
    if (party.kind !== 'staff' && !(party.kind === 'client' && party.companyId === clientId)) {
      throw notFound(messages.http.notFound);
    }
    const [client] = await db
      .select({ name: prospects.companyBusinessName })
      .from(prospects)
      .where(and(eq(prospects.id, clientId), isClient));
    if (!client) throw notFound(messages.http.notFound);
    return { ...base, name: client.name, clientId, debtorId: null };
  }
  const debtorId = request.debtor_id!;
  let clientId: number | null = null;
  if (party.kind === 'client') clientId = party.companyId;
  else if (party.kind === 'debtor') {
    if (party.debtorId !== debtorId) throw notFound(messages.http.notFound);
  } else if (party.kind !== 'staff') throw notFound(messages.http.notFound);
  const [debtor] = await db.select({ name: debtors.legalName }).from(debtors).where(eq(debtors.id, debtorId));
  if (!debtor) throw notFound(messages.http.notFound);
  if (clientId !== null) {
    // A client reads a debtor's statement of its own invoices, and only of a debtor it holds.
    const [held] = await db
      .select({ id: debtorClients.id })
      .from(debtorClients)
      .where(and(eq(debtorClients.prospectId, clientId), eq(debtorClients.debtorId, debtorId)))
      .limit(1);
    if (!held) throw notFound(messages.http.notFound);
  }
  return { ...base, name: debtor.name, clientId, debtorId };
}

/** The sub-ledger's accounts of the scope: 1200 of the client, of the debtor, or of the pair. */
function accountsOf(scope: StatementScope): SQL {
  const parts = [sql`la.chart_code = ${receivables}`];
  if (scope.clientId !== null) parts.push(sql`la.client_id = ${scope.clientId}`);
  if (scope.debtorId !== null) parts.push(sql`la.debtor_id = ${scope.debtorId}`);
  return sql.join(parts, sql` and `);
}

function sideOf(type: TransactionType): SQL {
  if (type === 'debit') return sql`and jl.debit > 0`;
  if (type === 'credit') return sql`and jl.credit > 0`;
  return sql``;
}

/** The statement's lines in date order, as one query (the file reads it through a cursor). */
export function statementLinesQuery(scope: StatementScope): SQL {
  return sql`
    select je.entry_date::text as posting_date,
           coalesce(nullif(jl.memo, ''), je.memo) as description,
           i.invoice_no,
           d.legal_name as debtor_name,
           p.company_business_name as client_name,
           jl.debit::numeric(16,2)::text as debit,
           jl.credit::numeric(16,2)::text as credit,
           coalesce(sp.payment_type, c.payment_type) as payment_type,
           coalesce(sp.transaction_number, c.check_number) as transaction_no
      from journal_lines jl
      join ledger_accounts la on la.id = jl.account_id
      join journal_entries je on je.id = jl.entry_id
      left join invoices i on i.id = jl.invoice_id
      left join debtors d on d.id = la.debtor_id
      left join prospects p on p.id = la.client_id
      left join lateral (
        select s.payment_type, s.transaction_number from schedule_payments s
         where s.journal_entry_id = je.id order by s.id limit 1
      ) sp on true
      left join lateral (
        select k.payment_type, k.check_number from collections k
         where k.journal_entry_id = je.id order by k.id limit 1
      ) c on true
     where ${accountsOf(scope)}
       and je.entry_date >= ${scope.from}::date and je.entry_date <= ${scope.to}::date
       ${sideOf(scope.type)}
     order by je.entry_date, je.id, jl.id`;
}

export interface RawLine {
  posting_date: string;
  description: string;
  invoice_no: string | null;
  debtor_name: string | null;
  client_name: string | null;
  debit: string;
  credit: string;
  payment_type: number | null;
  transaction_no: string | null;
}

/** A line as the statement shows it. */
export function lineOf(scope: StatementScope, raw: RawLine): LedgerLine {
  const debit = toMoneyString(raw.debit);
  const credit = toMoneyString(raw.credit);
  return {
    invoice_no: raw.invoice_no,
    debtor_name: raw.debtor_name,
    description: raw.description,
    posting_date: raw.posting_date.slice(0, 10),
    payment_mode: raw.payment_type === null ? null : (paymentModes[Number(raw.payment_type)] ?? null),
    transaction_no: raw.transaction_no,
    debit_amount: debit === '0.00' ? null : debit,
    credit_amount: credit === '0.00' ? null : credit,
  };
}

interface Sums {
  debit: string;
  credit: string;
}

async function sumsOf(db: Db, scope: StatementScope, dates: SQL, side: SQL = sql``): Promise<Sums> {
  const answer = (await db.execute(sql`
    select coalesce(sum(jl.debit), 0)::numeric(16,2)::text as debit,
           coalesce(sum(jl.credit), 0)::numeric(16,2)::text as credit
      from journal_lines jl
      join ledger_accounts la on la.id = jl.account_id
      join journal_entries je on je.id = jl.entry_id
     where ${accountsOf(scope)} and ${dates} ${side}`)) as unknown as { rows: Sums[] };
  return answer.rows[0] ?? { debit: '0.00', credit: '0.00' };
}

/** Debits less credits: the receivables' balance (an asset grows with debits). */
function subtract(sums: Sums): string {
  return toMoneyString(subtractMoney(sums.debit, sums.credit));
}

/** The header card's figures: the limits, the balance at the end and before the period. */
export async function statementHeader(db: Db, scope: StatementScope) {
  const closing = await sumsOf(db, scope, sql`je.entry_date <= ${scope.to}::date`);
  const opening = await sumsOf(db, scope, sql`je.entry_date < ${scope.from}::date`);
  const shown = await sumsOf(
    db,
    scope,
    sql`je.entry_date >= ${scope.from}::date and je.entry_date <= ${scope.to}::date`,
    sideOf(scope.type),
  );
  let creditLimit: string | null = null;
  let available: string | null = null;
  if (scope.mode === 'client' && scope.clientId !== null) {
    const credit = await clientCredit(db, scope.clientId);
    creditLimit = credit?.client_active_credit_limit ?? null;
    available = credit?.available_credit_limit ?? null;
  } else if (scope.debtorId !== null) {
    const conditions = [eq(debtorClients.debtorId, scope.debtorId), liveHolding];
    if (scope.clientId !== null) conditions.push(eq(debtorClients.prospectId, scope.clientId));
    const [limits] = await db
      .select({
        limit: sql<string | null>`sum(${debtorClients.creditLimit})::numeric(16,2)::text`,
        available: sql<string | null>`sum(${availableCredit})::numeric(16,2)::text`,
      })
      .from(debtorClients)
      .where(and(...conditions));
    creditLimit = limits?.limit ?? null;
    available = limits?.available ?? null;
  }
  return {
    credit_limit: creditLimit === null ? null : toMoneyString(creditLimit),
    active_credit_limit: available === null ? null : toMoneyString(available),
    balance: subtract(closing),
    opening_balance: subtract(opening),
    totals: { debit: toMoneyString(shown.debit), credit: toMoneyString(shown.credit) },
  };
}

export function statementTitle(scope: StatementScope): string {
  return `${messages.ledger.generalLedger}: ${scope.name}`;
}

/** The statement for the page. */
export async function statementData(db: Db, scope: StatementScope): Promise<LedgerData> {
  const answer = (await db.execute(statementLinesQuery(scope))) as unknown as { rows: RawLine[] };
  const header = await statementHeader(db, scope);
  return {
    title: statementTitle(scope),
    year: scope.year,
    ...header,
    statement_date: scope.statementDate,
    period: scope.period,
    as_of: scope.asOf,
    invoices: answer.rows.map((raw) => lineOf(scope, raw)),
  };
}

/** The file's columns: the other side's hidden by the transaction type, the debtor name in debtor mode. */
export function statementColumns(scope: StatementScope): ReportColumn[] {
  const columns: ReportColumn[] = [
    { field: 'invoice_no', header: 'Invoice No', kind: 'text' },
    { field: 'debtor_name', header: 'Debtor Name', kind: 'text' },
    { field: 'description', header: 'Description', kind: 'text' },
    { field: 'posting_date', header: 'Posting Date', kind: 'date' },
    { field: 'payment_mode', header: 'Payment Mode', kind: 'text' },
    { field: 'transaction_no', header: 'Transaction No', kind: 'text' },
    { field: 'debit_amount', header: 'Debit', kind: 'money' },
    { field: 'credit_amount', header: 'Credit', kind: 'money' },
  ];
  return columns.filter(
    (column) =>
      !(scope.type === 'debit' && column.field === 'credit_amount') &&
      !(scope.type === 'credit' && column.field === 'debit_amount') &&
      // Debtor mode: the debtor is the statement's own party, so its name column is hidden.
      !(scope.mode === 'debtor' && column.field === 'debtor_name'),
  );
}

/** The lines under the file's title: the card's figures and, run as of a past day, that day. */
export function statementNotes(
  scope: StatementScope,
  header: Awaited<ReturnType<typeof statementHeader>>,
): string[] {
  const H = messages.ledger.header;
  const money = (value: string | null) => (value === null ? '-' : formatUsd(value));
  const notes = [
    `${H.statementPeriod}: ${formatUsDate(scope.period.from)} - ${formatUsDate(scope.period.to)} (fiscal year ${fiscalYearLabel(scope.year)})`,
    `${H.assignedCreditLimit}: ${money(header.credit_limit)}`,
    `${H.availableCreditLimit}: ${money(header.active_credit_limit)}`,
    `${H.currentBalanceOutstanding}: ${money(header.balance)}`,
    `${H.statementDate}: ${formatUsDate(scope.statementDate)}`,
    `Transactions: ${scope.type === 'all' ? 'All' : scope.type === 'debit' ? 'Debit' : 'Credit'}`,
  ];
  if (scope.asOf !== null)
    notes.push(`As of ${formatUsDate(scope.asOf)}: entries dated on or before that day only`);
  return notes;
}

export function totalsRow(header: Awaited<ReturnType<typeof statementHeader>>): ReportRow {
  return { invoice_no: 'Total', debit_amount: header.totals.debit, credit_amount: header.totals.credit };
}
