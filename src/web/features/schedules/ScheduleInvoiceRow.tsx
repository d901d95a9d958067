import { memo, useEffect } from 'react';
import { Button, Card, H5, Intent } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { messages } from '../../../shared/messages';
import type { DebtorPick } from '../../domain/DebtorSelect';
import type { InvoiceRowField, InvoiceRowValues } from '../../invoiceRow/invoiceRowBinding';
import { InvoiceRowFields } from '../../invoiceRow/InvoiceRowFields';
import { useDebtorCreditQuery } from '../../invoiceRow/invoiceRowApi';
import { RowAttachmentsField } from '../../invoiceRow/RowAttachmentsField';
import { formGrid } from '../../kit/formGrid';
import { scheduleClasses } from './scheduleClasses';
import type { ScheduleRow } from './scheduleFormValues';

const S = messages.schedule.screens;

/** What the form does for a row, named by its index; stable across renders so rows re-render only when theirs change. */
export interface RowHandlers {
  change: (
    index: number,
    patch: Partial<InvoiceRowValues> & { attachments?: string[] },
    touched?: InvoiceRowField,
  ) => void;
  touch: (index: number, field: InvoiceRowField) => void;
  debtor: (index: number, debtor: DebtorPick) => void;
  numberLeft: (index: number) => void;
  remove: (index: number) => void;
  /** Reports a debtor's available credit once known. */
  credit: (debtorId: number, available: string) => void;
}

export interface ScheduleInvoiceRowProps {
  /** The row's place, from 0. */
  index: number;
  row: ScheduleRow;
  prospectId: number | null;
  /** The saved invoices of the form owed by this row's debtor, which its credit leaves out ("103,108"). */
  leaveOut: string;
  /** A deleted schedule, or a user who may not save. */
  readOnly: boolean;
  /** A client user keeps commitment date and expected payment mode as they are. */
  forClientUser: boolean;
  /** Shown at the amount when this row's debtor's rows ask for more than its available credit. */
  creditWarning?: string | undefined;
  /** The messages to show, by field. */
  errors: Readonly<Partial<Record<InvoiceRowField, string>>>;
  handlers: RowHandlers;
}

/** Props equal but for a fresh errors object with the same messages. */
function sameRowProps(before: ScheduleInvoiceRowProps, after: ScheduleInvoiceRowProps): boolean {
  const keys = Object.keys(after) as (keyof ScheduleInvoiceRowProps)[];
  return keys.every((key) =>
    key === 'errors'
      ? JSON.stringify(before.errors) === JSON.stringify(after.errors)
      : before[key] === after[key],
  );
}

/** One invoice row of the schedule form (spec part 2 §4 Schedule of assignment form), re-rendered only when its props change. */
export const ScheduleInvoiceRow = memo(function ScheduleInvoiceRow({
  index,
  row,
  prospectId,
  leaveOut,
  readOnly,
  forClientUser,
  creditWarning,
  errors,
  handlers,
}: ScheduleInvoiceRowProps) {
  const { invoice } = row;
  const position = index + 1;
  const onCredit = handlers.credit;
  const debtorId = typeof invoice.debtor_id === 'number' ? invoice.debtor_id : null;
  const credit = useDebtorCreditQuery(
    prospectId !== null && debtorId !== null
      ? {
          prospect_id: prospectId,
          debtor_id: debtorId,
          leave_out: leaveOut === '' ? [] : leaveOut.split(',').map(Number),
        }
      : skipToken,
  );
  const available = credit.data?.credit_limit.available_credit_limit;
  useEffect(() => {
    if (debtorId !== null && available !== undefined) onCredit(debtorId, available);
  }, [debtorId, available, onCredit]);

  const locked = readOnly || row.funded;
  const title = S.invoiceRow(position);

  return (
    <Card className={scheduleClasses.row} compact>
      <section aria-label={title}>
        <div className={scheduleClasses.rowHeader}>
          <H5>{title}</H5>
          {index > 0 && !locked && (
            <Button
              variant="minimal"
              icon="trash"
              intent={Intent.DANGER}
              aria-label={S.removeRow(position)}
              onClick={() => handlers.remove(index)}
            />
          )}
        </div>
        <div className={formGrid.grid}>
          <InvoiceRowFields
            layout="scheduleRow"
            row={{
              values: invoice,
              errorOf: (field) => errors[field],
              change: (patch, touched) => handlers.change(index, patch, touched),
              touch: (field) => handlers.touch(index, field),
            }}
            locks={{
              all: locked,
              parties: invoice.id !== undefined,
              commitment: forClientUser,
              paymentMode: forClientUser,
              number: row.numberLocked,
            }}
            prospectId={prospectId}
            debtor={row.debtor}
            onDebtor={(debtor) => handlers.debtor(index, debtor)}
            contacts={credit.data?.pocs.map((poc) => poc.email) ?? []}
            onNumberLeft={() => handlers.numberLeft(index)}
            amountWarning={creditWarning}
            attachments={
              <RowAttachmentsField
                invoiceId={invoice.id === undefined || invoice.id === null ? undefined : Number(invoice.id)}
                paths={invoice.attachments ?? []}
                onChange={(paths) => handlers.change(index, { attachments: paths })}
                disabled={locked}
              />
            }
          />
        </div>
      </section>
    </Card>
  );
}, sameRowProps);
