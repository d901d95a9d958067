import { documentMessages as M } from '../../../shared/messages/documents';
import { DateField } from '../../kit/DateField';
import { SelectField } from '../../kit/SelectField';
import { documentClasses } from './documentClasses';
import {
  dateFilterChoices,
  dateFilterLabel,
  endsBeforeStart,
  type DateFilterChoice,
  type DocumentDateFilter as Filter,
} from './documentDateFilter';

export interface DocumentDateFilterProps {
  /** The filter as chosen. */
  value: Filter;
  /** Called with every change (a choice, or a Date Range's day). */
  onChange: (value: Filter) => void;
}

/**
 * The client's page date filter (spec part 3 §5 Documents): Last 24 Hours, Last 7 Days, Last 30 Days
 * (the default), Last 90 Days or a Date Range of two days, neither after today.
 */
export function DocumentDateFilter({ value, onChange }: DocumentDateFilterProps) {
  return (
    <div className={documentClasses.dateFilter}>
      <SelectField<DateFilterChoice>
        label={M.dateFilter}
        inline
        items={dateFilterChoices}
        value={value.choice}
        onChange={(choice) => onChange({ ...value, choice })}
        itemLabel={dateFilterLabel}
        itemKey={(choice) => choice}
        filterable={false}
        fill={false}
      />
      {value.choice === 'dateRange' && (
        <>
          <DateField
            label={M.fromDate}
            inline
            notInFuture
            value={value.from}
            onChange={(from) => onChange({ ...value, from })}
          />
          <DateField
            label={M.toDate}
            inline
            notInFuture
            value={value.to}
            onChange={(to) => onChange({ ...value, to })}
            error={endsBeforeStart(value) ? M.endBeforeStart : undefined}
          />
        </>
      )}
    </div>
  );
}
