import { Button, Callout, Card, Checkbox, Intent, ProgressBar } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import {
  canEdit,
  figuresOf,
  hasChargebacks,
  postDisabled,
  releaseToastOf,
  totalExceedsNoteOf,
  type ReleaseField,
  type ReserveReleaseEvent,
  type ReserveReleaseSnapshot,
} from '../../../../../machines/reserveRelease.machine';
import { paymentTypes, type PaymentType } from '../../../../shared/constants';
import type { ReleaseChargeback, ReserveRow } from '../../../../shared/contract/reserves';
import { formatUsDate } from '../../../../shared/dates';
import { dropdowns, type DropdownItem } from '../../../../shared/dropdowns';
import { messages } from '../../../../shared/messages';
import { formatUsd } from '../../../../shared/money';
import { heldReserveOf } from '../../../../shared/reserveRelease';
import { CompactTable, type CompactColumn } from '../../../kit/CompactTable';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { DateField } from '../../../kit/DateField';
import { FormActions } from '../../../kit/FormActions';
import { formGrid } from '../../../kit/formGrid';
import { MoneyField } from '../../../kit/MoneyField';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { createBatchClasses } from './createBatchClasses';
import { ReserveBreakdownDialog } from './ReserveBreakdownDialog';

const R = messages.reserve;
const F = R.fields;
const B = R.createBatch;
const paymentTypeItems: readonly DropdownItem[] = dropdowns.payment_type;

export interface ReleaseFormProps {
  snapshot: ReserveReleaseSnapshot;
  send: (event: ReserveReleaseEvent) => void;
  onCancel: () => void;
}

/** A figure the form computes: shown, never typed. */
function Figure({ label, value }: { label: string; value: string }) {
  return <TextField label={label} readOnly value={formatUsd(value)} onChange={() => undefined} />;
}

const batchColumns: readonly CompactColumn<ReserveRow>[] = [
  { title: B.invoiceNo, cell: (row) => row.invoice_no },
  { title: B.debtor, cell: (row) => row.debtor_name },
  { title: B.fundingDate, cell: (row) => formatUsDate(row.funding_date) },
  { title: B.invoiceAmount, numeric: true, cell: (row) => formatUsd(row.invoice_amount) },
  {
    title: B.reserve,
    numeric: true,
    cell: (row) =>
      formatUsd(
        heldReserveOf({
          invoiceAmount: row.invoice_amount,
          advanceAmount: row.advance_amount,
          discountFeeAmount: row.discount_fee_amount,
        }),
      ),
  },
];

/**
 * The Create RR Batch form (spec part 2 §4, §5): the batch, the client's open chargebacks to settle,
 * the release's fields and figures, Post Reserve Release asked first, and the Reserve Breakdown.
 */
export function ReleaseForm({ snapshot, send, onCancel }: ReleaseFormProps) {
  const { context } = snapshot;
  const loaded = context.loaded;
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  if (loaded === null) return null;
  const figures = figuresOf(context);
  const editable = canEdit(snapshot);
  const posting = snapshot.matches('posting');
  const note = totalExceedsNoteOf(snapshot);
  const toast = releaseToastOf(snapshot);
  const withChargebacks = hasChargebacks(snapshot);
  const chosenChargebacks = new Set(context.chargebackIds);
  const problem = (field: ReleaseField) => context.problems.find((p) => p.field === field)?.message;
  const isWire = context.paymentType === paymentTypes.Wire;

  const chargebackColumns: CompactColumn<ReleaseChargeback>[] = [
    {
      title: B.select,
      cell: (chargeback) => (
        <Checkbox
          aria-label={`${B.select} ${R.chargebacksTable} ${chargeback.invoice_no}`}
          checked={chosenChargebacks.has(chargeback.id)}
          disabled={!editable}
          onChange={(event) =>
            send({ type: 'TOGGLE_CHARGEBACK', id: chargeback.id, selected: event.currentTarget.checked })
          }
        />
      ),
    },
    { title: B.invoiceNo, cell: (chargeback) => chargeback.invoice_no },
    { title: B.debtor, cell: (chargeback) => chargeback.debtor_name },
    { title: B.chargebackDate, cell: (chargeback) => formatUsDate(chargeback.chargeback_date) },
    { title: B.chargebackLeft, numeric: true, cell: (chargeback) => formatUsd(chargeback.cb) },
  ];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!postDisabled(snapshot)) send({ type: 'SUBMIT' });
  };

  return (
    <Card>
      <form noValidate aria-label={R.createRrBatch} onSubmit={handleSubmit}>
        <p>
          {B.client}: <strong>{loaded.clientName}</strong>
        </p>
        <div className={createBatchClasses.section}>
          <CompactTable
            label={R.reserveRelease}
            fill
            columns={batchColumns}
            rows={loaded.batch}
            rowKey={(row) => row.id}
          />
        </div>
        {withChargebacks && (
          <div className={createBatchClasses.section}>
            <CompactTable
              label={R.chargebacksTable}
              fill
              columns={chargebackColumns}
              rows={loaded.chargebacks}
              rowKey={(chargeback) => chargeback.id}
            />
          </div>
        )}

        <div className={formGrid.grid}>
          <DateField
            label={F.releaseDate}
            required
            notInFuture
            minDate={loaded.latestPostingDate ?? undefined}
            value={context.releaseDate}
            onChange={(date) => send({ type: 'SET_RELEASE_DATE', date })}
            disabled={!editable}
            error={problem('reserve_release_date')}
          />
          <SelectField<DropdownItem>
            label={F.paymentType}
            required
            items={paymentTypeItems}
            value={paymentTypeItems.find((item) => item.value === context.paymentType) ?? null}
            onChange={(item) => send({ type: 'SET_PAYMENT_TYPE', paymentType: item.value as PaymentType })}
            itemLabel={(item) => item.name}
            itemKey={(item) => item.value}
            filterable={false}
            disabled={!editable}
            error={problem('payment_type')}
          />
          {isWire && <Figure label={F.wireFee} value={figures.wireFee} />}
          <Figure label={F.previousReserves} value={figures.previousReserves} />
          <div className={createBatchClasses.totalRow}>
            <MoneyField
              label={F.totalAmount}
              required
              value={context.customAmount}
              onChange={(amount) => send({ type: 'SET_TOTAL', amount })}
              disabled={!editable}
              error={problem('custom_amount')}
            />
            <Button
              minimal
              icon="help"
              aria-label={R.viewBreakdown}
              title={R.viewBreakdown}
              onClick={() => setBreakdownOpen(true)}
            />
          </div>
          {withChargebacks && <Figure label={F.cbAmountDeducted} value={figures.cbAmount} />}
          <Figure label={F.amountToBeReleased} value={figures.released} />
        </div>

        {note !== null && (
          <Callout intent={Intent.WARNING} role="status">
            {note}
          </Callout>
        )}
        {context.problems.length > 0 && (
          <Callout intent={Intent.DANGER} role="alert">
            <ul className={createBatchClasses.problems}>
              {context.problems.map((p) => (
                <li key={p.field}>{p.message}</li>
              ))}
            </ul>
          </Callout>
        )}
        {snapshot.matches('postFailed') && toast !== null && (
          <Callout intent={Intent.DANGER} title={toast.title} role="alert">
            {toast.message}
          </Callout>
        )}
        {posting && <ProgressBar intent={Intent.PRIMARY} aria-label={B.posting} />}
        <FormActions
          saving={posting}
          onCancel={onCancel}
          saveLabel={R.post}
          saveDisabled={postDisabled(snapshot)}
        />
      </form>

      <ConfirmDialog
        isOpen={snapshot.matches('confirming')}
        title={B.confirmTitle}
        message={B.confirmPost(formatUsd(figures.released), loaded.clientName)}
        intent={Intent.DANGER}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'BACK' })}
      />
      <ReserveBreakdownDialog
        isOpen={breakdownOpen}
        snapshot={snapshot}
        send={send}
        editable={editable}
        onClose={() => setBreakdownOpen(false)}
      />
    </Card>
  );
}
