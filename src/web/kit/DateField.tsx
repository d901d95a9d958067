import { useId, useRef } from 'react';
import { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { enUS } from 'date-fns/locale';
import {
  dateFromIso,
  formatUsDate,
  isoFromDate,
  maxPickerDate,
  minPickerDate,
  parseUsDate,
  todayIso,
  type IsoDate,
} from '../../shared/dates';
import type { BoundFieldProps } from './boundFieldProps';
import { FormField } from './FormField';
import { messages } from '../../shared/messages';

export interface DateFieldProps extends BoundFieldProps<IsoDate> {
  /** The date as 'YYYY-MM-DD', or '' when empty. */
  value: IsoDate;
  /** Called with 'YYYY-MM-DD', or '' when cleared. */
  onChange: (value: IsoDate) => void;
  /** Earliest date allowed ('YYYY-MM-DD'; default 01/01/1945). */
  minDate?: IsoDate;
  /** Latest date allowed ('YYYY-MM-DD'; default 12/31/2050). */
  maxDate?: IsoDate;
  /** Shortcut for maxDate = today ("not in the future": date established, date of birth). */
  notInFuture?: boolean;
  /** Shortcut for minDate = today ("not before today": licence expiry, policy effective from). */
  notBeforeToday?: boolean;
  /** Placeholder (default 'mm/dd/yyyy'). */
  placeholder?: string;
}

function later(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}
function earlier(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

/** A Blueprint date input typed and shown as mm/dd/yyyy, limited to 1945–2050 and the given bounds. */
export function DateField({
  name,
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  notInFuture,
  notBeforeToday,
  placeholder = messages.common.dateFormatHint,
  ...frame
}: DateFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const today = todayIso();
  let min = later(minDate ?? minPickerDate, minPickerDate);
  let max = earlier(maxDate ?? maxPickerDate, maxPickerDate);
  if (notBeforeToday) min = later(min, today);
  if (notInFuture) max = earlier(max, today);

  return (
    <FormField {...frame} labelFor={id}>
      <DateInput
        locale={enUS}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        formatDate={(date) => formatUsDate(isoFromDate(date))}
        parseDate={(text) => {
          const iso = parseUsDate(text);
          return iso ? dateFromIso(iso) : false;
        }}
        placeholder={placeholder}
        minDate={dateFromIso(min) ?? undefined}
        maxDate={dateFromIso(max) ?? undefined}
        outOfRangeMessage={messages.common.outOfRange}
        invalidDateMessage={messages.common.invalidDate}
        disabled={frame.disabled}
        fill
        canClearSelection
        highlightCurrentDay
        popoverProps={{
          onClosed: onBlur,
          onClose: (event) => {
            // Escape in the calendar closes it and hands the focus back to the input, whose focus
            // would open the calendar again; with the focus already in the input, nothing reopens it.
            if ('key' in event && event.key === 'Escape') input.current?.focus();
          },
        }}
        inputProps={{
          id,
          name,
          inputRef: input,
          intent: frame.error ? Intent.DANGER : Intent.NONE,
          onBlur,
          'aria-invalid': frame.error ? true : undefined,
          onKeyDown: (event) => {
            // The input closes its calendar on Escape; the key must not go on to close a dialog
            // the field is in as well.
            if (event.key === 'Escape' && event.currentTarget.getAttribute('aria-expanded') === 'true') {
              event.stopPropagation();
            }
          },
        }}
      />
    </FormField>
  );
}
