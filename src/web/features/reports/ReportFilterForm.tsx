import type { FormEvent } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { todayIso } from '../../../shared/dates';
import { reportWords } from '../../../shared/messages/reportPages';
import {
  dateKeywordLabels,
  dateKeywordsOf,
  fiscalYearOptions,
  transactionTypes,
  type ClientAnalysisDuration,
  type DateKeyword,
  type TransactionType,
} from '../../../shared/reportPeriods';
import type { ReportHandle } from '../../../shared/rights';
import { DateField } from '../../kit/DateField';
import { decimalFilter } from '../../kit/inputFilters';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { ClientFilter, DebtorFilter } from '../../domain/PartyFilters';
import { BrokerFilter } from './BrokerFilter';
import { reportClasses } from './reportClasses';
import { durationChoices, fieldsOf, type ReportFilterErrors, type ReportFilterValues } from './reportFilters';

const M = reportWords;
const L = M.labels;

interface Choice<V> {
  value: V;
  label: string;
}

/** A short closed list (no search box): the date keyword, the duration, the fiscal year, the type. */
function ChoiceField<V extends string | number>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <SelectField<Choice<V>>
      label={label}
      filterable={false}
      items={choices}
      value={choices.find((choice) => choice.value === value) ?? null}
      onChange={(choice) => onChange(choice.value)}
      itemLabel={(choice) => choice.label}
      itemKey={(choice) => choice.value}
    />
  );
}

export interface ReportFilterFormProps {
  report: ReportHandle;
  values: ReportFilterValues;
  onChange: (values: ReportFilterValues) => void;
  /** The errors to show (after the first run attempt). */
  errors: ReportFilterErrors;
  onRun: () => void;
  onClear: () => void;
  running: boolean;
}

/**
 * The report's filters (spec part 3 §3, §9): the parties where the report reads them, the date
 * keyword (a date range needs both dates), the report's own field, and ours, "As of" a past day.
 */
export function ReportFilterForm({
  report,
  values,
  onChange,
  errors,
  onRun,
  onClear,
  running,
}: ReportFilterFormProps) {
  const fields = fieldsOf(report);
  const today = todayIso();
  const set = <K extends keyof ReportFilterValues>(key: K, value: ReportFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun();
  };
  const keywordChoices = dateKeywordsOf(report).map((keyword) => ({
    value: keyword,
    label: dateKeywordLabels[keyword],
  }));
  const typeChoices = transactionTypes.map((type) => ({ value: type, label: M.transactionTypes[type] }));

  return (
    <form aria-label={M.filters} onSubmit={submit} noValidate>
      <div className={reportClasses.filters}>
        {fields.has('broker') && (
          <BrokerFilter value={values.brokerId} onChange={(id) => set('brokerId', id)} />
        )}
        {fields.has('client') && (
          <ClientFilter
            value={values.clientId}
            onChange={(id) => onChange({ ...values, clientId: id, debtorId: 0 })}
          />
        )}
        {fields.has('debtor') && (
          <DebtorFilter
            clientId={values.clientId}
            value={values.debtorId}
            onChange={(id) => set('debtorId', id)}
          />
        )}
        {fields.has('dateKeyword') && (
          <ChoiceField<DateKeyword>
            label={L.dateKeyword}
            choices={keywordChoices}
            value={values.dateKeyword}
            onChange={(keyword) => set('dateKeyword', keyword)}
          />
        )}
        {fields.has('dateKeyword') && values.dateKeyword === 'dateRange' && (
          <>
            <DateField
              label={L.fromDate}
              required
              notInFuture
              maxDate={values.toDate || undefined}
              value={values.fromDate}
              onChange={(day) => set('fromDate', day)}
              error={errors.fromDate}
            />
            <DateField
              label={L.toDate}
              required
              notInFuture
              minDate={values.fromDate || undefined}
              value={values.toDate}
              onChange={(day) => set('toDate', day)}
              error={errors.toDate}
            />
          </>
        )}
        {fields.has('limit') && (
          <TextField
            label={L.limit}
            inputMode="decimal"
            maxLength={5}
            filter={decimalFilter(4)}
            value={values.limit}
            onChange={(text) => set('limit', text)}
            error={errors.limit}
          />
        )}
        {fields.has('noOfDays') && (
          <TextField
            label={L.noOfDays}
            inputMode="numeric"
            maxLength={3}
            filter="digits"
            value={values.noOfDays}
            onChange={(text) => set('noOfDays', text)}
            error={errors.noOfDays}
          />
        )}
        {fields.has('duration') && (
          <ChoiceField<ClientAnalysisDuration>
            label={L.duration}
            choices={durationChoices}
            value={values.duration}
            onChange={(duration) => set('duration', duration)}
          />
        )}
        {fields.has('fiscalYear') && (
          <ChoiceField<number>
            label={L.fiscalYear}
            choices={fiscalYearOptions(today)}
            value={values.fiscalYear}
            onChange={(year) => set('fiscalYear', year)}
          />
        )}
        {fields.has('transactionType') && (
          <ChoiceField<TransactionType>
            label={L.transactionType}
            choices={typeChoices}
            value={values.transactionType}
            onChange={(type) => set('transactionType', type)}
          />
        )}
        <DateField
          label={L.asOf}
          notInFuture
          value={values.asOf}
          onChange={(day) => set('asOf', day)}
          error={errors.asOf}
          helperText={M.asOfHint}
        />
      </div>
      <div className={reportClasses.filterActions}>
        <Button type="submit" intent={Intent.PRIMARY} icon="play" text={M.run} loading={running} />
        <Button text={M.clear} onClick={onClear} />
      </div>
    </form>
  );
}
