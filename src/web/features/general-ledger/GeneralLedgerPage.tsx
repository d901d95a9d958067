import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Callout,
  Intent,
  Menu,
  MenuItem,
  ProgressBar,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import type { ClientChoice } from '../../../shared/contract/invoiceLookups';
import type {
  LedgerData,
  LedgerFetchRequest,
  LedgerLine,
  LedgerMode,
} from '../../../shared/contract/generalLedger';
import { formatUsDate, todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { fiscalYearOf, fiscalYearOptions, type TransactionType } from '../../../shared/reportPeriods';
import { transactionTypeChoices } from './choices';
import { saveObjectUrl } from '../../api/objectUrl';
import { ClientSelect } from '../../domain/ClientSelect';
import { DebtorSelect } from '../../domain/DebtorSelect';
import { BigTable } from '../../kit/BigTable';
import { DateField } from '../../kit/DateField';
import { EmptyState } from '../../kit/EmptyState';
import { MenuButton } from '../../kit/MenuButton';
import { PageHeader } from '../../kit/PageHeader';
import { SelectField } from '../../kit/SelectField';
import type { TableColumn } from '../../kit/tableTypes';
import { toastError, toastFromError } from '../../kit/toast';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { viewerKindOf } from '../../session/viewerKind';
import { useGeneralLedgerFileUrlMutation, useGeneralLedgerMutation } from './api';

const L = messages.ledger;
const H = L.header;

interface Filters {
  fiscalYear: number | null;
  mode: LedgerMode;
  client: ClientChoice | null;
  debtor: { id: number; debtor_name: string } | null;
  type: TransactionType | null;
  asOf: string;
}

type Errors = Partial<Record<'fiscalYear' | 'client' | 'debtor' | 'type', string>>;

/** The spec's messages (part 3 §5), field by field. */
export function ledgerErrors(filters: Filters): Errors {
  const errors: Errors = {};
  if (filters.fiscalYear === null) errors.fiscalYear = L.fiscalYearRequired;
  if (filters.mode === 'client' && filters.client === null) errors.client = L.clientNameRequired;
  if (filters.mode === 'debtor' && filters.debtor === null) errors.debtor = L.debtorNameRequired;
  if (filters.type === null) errors.type = L.transactionTypeRequired;
  return errors;
}

/** The statement's columns: the other side hidden by the transaction type, the debtor in debtor mode. */
export function ledgerColumns(mode: LedgerMode, type: TransactionType): TableColumn<LedgerLine>[] {
  const money = (value: string | null) => (value === null ? '' : formatUsd(value));
  const columns: TableColumn<LedgerLine>[] = [
    { id: 'invoice_no', header: 'Invoice No', cell: (line) => line.invoice_no ?? '' },
    { id: 'debtor_name', header: 'Debtor Name', cell: (line) => line.debtor_name ?? '' },
    { id: 'description', header: 'Description', cell: (line) => line.description },
    { id: 'posting_date', header: 'Posting Date', cell: (line) => formatUsDate(line.posting_date) },
    { id: 'payment_mode', header: 'Payment Mode', cell: (line) => line.payment_mode ?? '' },
    { id: 'transaction_no', header: 'Transaction No', cell: (line) => line.transaction_no ?? '' },
    { id: 'debit_amount', header: 'Debit', align: 'right', cell: (line) => money(line.debit_amount) },
    { id: 'credit_amount', header: 'Credit', align: 'right', cell: (line) => money(line.credit_amount) },
  ];
  return columns.filter(
    (column) =>
      !(type === 'debit' && column.id === 'credit_amount') &&
      !(type === 'credit' && column.id === 'debit_amount') &&
      !(mode === 'debtor' && column.id === 'debtor_name'),
  );
}

/** The header card: the period, the limits, the balance and the day the statement is read as of. */
export function LedgerHeaderCard({ ledger }: { ledger: LedgerData }) {
  const money = (value: string | null) => (value === null ? '-' : formatUsd(value));
  const facts: [string, string][] = [
    [H.statementPeriod, `${formatUsDate(ledger.period.from)} - ${formatUsDate(ledger.period.to)}`],
    [H.assignedCreditLimit, money(ledger.credit_limit)],
    [H.availableCreditLimit, money(ledger.active_credit_limit)],
    [H.currentBalanceOutstanding, money(ledger.balance)],
    [H.statementDate, formatUsDate(ledger.statement_date)],
  ];
  return (
    <Card aria-label={ledger.title}>
      <h2 className="bp6-heading">{ledger.title}</h2>
      {ledger.as_of !== null && (
        <Callout intent={Intent.PRIMARY}>
          {`As of ${formatUsDate(ledger.as_of)}: entries dated on or before that day only.`}
        </Callout>
      )}
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * General Ledger (spec part 3 §4–§5; docs/decisions/0031-the-general-ledger.md): Fiscal Year,
 * Client or Debtor with its dropdown (the client locked to its own company for a client user),
 * Transaction Type and an optional As of day; Fetch shows the header card and the lines; Export To
 * Excel or PDF with download_statement.
 */
export function GeneralLedgerPage() {
  const user = useCurrentUser();
  const rights = useHeldRights();
  const forClientUser = viewerKindOf(user) === 'client';
  const today = todayIso();
  const years = useMemo(() => fiscalYearOptions(today), [today]);
  const [filters, setFilters] = useState<Filters>({
    fiscalYear: fiscalYearOf(today),
    mode: 'client',
    client: null,
    debtor: null,
    type: 'all',
    asOf: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [shown, setShown] = useState<{ ledger: LedgerData; mode: LedgerMode; type: TransactionType } | null>(
    null,
  );
  const [fetchLedger, { isLoading }] = useGeneralLedgerMutation();
  const [fetchFile, { isLoading: downloading }] = useGeneralLedgerFileUrlMutation();
  const set = useCallback(<K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
  }, []);
  const onClient = useCallback((client: ClientChoice) => set('client', client), [set]);

  const request = () => ({
    client_debtor: filters.mode,
    fiscal_year: filters.fiscalYear ?? undefined,
    ...(filters.mode === 'client' ? { id: filters.client?.id } : { debtor_id: filters.debtor?.id }),
    transaction_type: filters.type ?? undefined,
    ...(filters.asOf ? { as_of: filters.asOf } : {}),
  });

  const submit = async () => {
    const found = ledgerErrors(filters);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      // The filters were checked above: every field the call needs is there.
      const answer = await fetchLedger({
        ...request(),
        data_type: 'json',
        download: false,
      } as LedgerFetchRequest).unwrap();
      setShown({ ledger: answer.ledger_data, mode: filters.mode, type: filters.type ?? 'all' });
    } catch (error) {
      void toastFromError(error);
    }
  };

  const download = async (format: 'xlsx' | 'pdf') => {
    const found = ledgerErrors(filters);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const url = await fetchFile({
        ...request(),
        data_type: 'file',
        download: true,
        export: format === 'xlsx' ? 1 : 0,
      } as never).unwrap();
      if (!url) void toastError();
      else saveObjectUrl(url, `general-ledger-${filters.fiscalYear}.${format}`);
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <section aria-label={L.generalLedger}>
      <PageHeader title={L.generalLedger} />
      <form
        noValidate
        aria-label={`${L.generalLedger} filters`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField<{ value: number; label: string }>
          label="Fiscal Year"
          required
          items={years}
          value={years.find((year) => year.value === filters.fiscalYear) ?? null}
          onChange={(year) => set('fiscalYear', year.value)}
          itemLabel={(year) => year.label}
          itemKey={(year) => year.value}
          filterable={false}
          error={errors.fiscalYear}
        />
        <RadioGroup
          label="Statement of"
          inline
          selectedValue={filters.mode}
          onChange={(event) => set('mode', event.currentTarget.value as LedgerMode)}
        >
          <Radio label="Client" value="client" />
          <Radio label="Debtor" value="debtor" />
        </RadioGroup>
        <ClientSelect
          value={filters.client}
          onChange={onClient}
          ownCompany={forClientUser}
          disabled={forClientUser}
          error={filters.mode === 'client' ? errors.client : undefined}
        />
        {filters.mode === 'debtor' && (
          <DebtorSelect
            prospectId={filters.client?.id ?? null}
            value={filters.debtor as never}
            onChange={(debtor) => set('debtor', debtor)}
            error={errors.debtor}
          />
        )}
        <SelectField<{ value: TransactionType; label: string }>
          label="Transaction Type"
          required
          items={transactionTypeChoices}
          value={transactionTypeChoices.find((choice) => choice.value === filters.type) ?? null}
          onChange={(choice) => set('type', choice.value)}
          itemLabel={(choice) => choice.label}
          itemKey={(choice) => choice.value}
          filterable={false}
          error={errors.type}
        />
        <DateField label="As of" value={filters.asOf} onChange={(day) => set('asOf', day)} notInFuture />
        <Button type="submit" intent={Intent.PRIMARY} text={L.fetch} loading={isLoading} />
        {rights.has('download_statement') && (
          <MenuButton
            text={L.exportTo}
            icon="export"
            loading={downloading}
            menu={
              <Menu>
                <MenuItem text={messages.report.excel} icon="th" onClick={() => void download('xlsx')} />
                <MenuItem text={messages.report.pdf} icon="document" onClick={() => void download('pdf')} />
              </Menu>
            }
          />
        )}
      </form>
      {downloading && <ProgressBar intent={Intent.PRIMARY} aria-label="Preparing the file" />}
      {shown && <LedgerHeaderCard ledger={shown.ledger} />}
      {shown &&
        (shown.ledger.invoices.length === 0 ? (
          <EmptyState />
        ) : (
          <BigTable<LedgerLine>
            label={shown.ledger.title}
            columns={ledgerColumns(shown.mode, shown.type)}
            rows={shown.ledger.invoices}
            rowKey={(_, index?: number) => index}
          />
        ))}
    </section>
  );
}
