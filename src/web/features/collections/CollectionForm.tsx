import { Button, Callout, Card, Checkbox, Intent, ProgressBar, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import {
  amountWarningOf,
  collectionToastOf,
  isBusy,
  rowKey,
  selectedRows,
  ucOffered,
  type CollectionEvent,
  type CollectionPaymentType,
  type CollectionSnapshot,
  type CollectionType,
} from '../../../../machines/collection.machine';
import type { ClientChoice } from '../../../shared/contract/invoiceLookups';
import { moveToCbAllowed, type CollectionRow } from '../../../shared/collectionRules';
import { attachmentMaxBytes, fileTypes } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import type { FileRules } from '../../../shared/validation/fileRules';
import { ClientSelect } from '../../domain/ClientSelect';
import { DebtorSelect, type DebtorPick } from '../../domain/DebtorSelect';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';
import { DateField } from '../../kit/DateField';
import { FileUpload } from '../../kit/FileUpload';
import { FormActions } from '../../kit/FormActions';
import { formGrid } from '../../kit/formGrid';
import { MoneyField } from '../../kit/MoneyField';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { WorkflowLoadFailure } from '../../kit/WorkflowLoadFailure';
import { collectionClasses } from './collectionClasses';

const C = messages.collection;
const L = messages.collectionScreen;

/** The check image or remittance: one pdf, jpeg, png or jpg of at most 3 MB, no # or & in its name. */
export const collectionAttachmentRules = {
  allowedExtensions: fileTypes.invoiceAndCollection,
  maxBytes: attachmentMaxBytes,
  maxFiles: 1,
  invalidFilenameMessage: messages.files.invalidFilenameLong,
} as const satisfies FileRules;

export const collectionTypes: readonly { type: CollectionType; title: string }[] = [
  { type: 1, title: C.againstInvoice },
  { type: 3, title: C.againstChargebackAndInvoices },
  { type: 2, title: C.againstChargeback },
];

interface PaymentTypeChoice {
  value: CollectionPaymentType;
  label: string;
  number: string;
  date: string;
}

const paymentTypes: readonly PaymentTypeChoice[] = [
  { value: 0, label: 'ACH', number: L.routingNo, date: L.achDate },
  { value: 1, label: 'Check', number: L.checkNo, date: L.checkDate },
  { value: 2, label: 'Wire', number: L.transactionNo, date: L.wireDate },
];

export interface CollectionFormProps {
  snapshot: CollectionSnapshot;
  send: (event: CollectionEvent) => void;
  /** A client user's form: the client is its own company, locked. */
  forClientUser: boolean;
  onCancel: () => void;
}

/** A row's money field inside the rows table: its label read by assistive technology only. */
function CellMoney({
  label,
  ...field
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <label>
      <span className={collectionClasses.cellLabel}>{label}</span>
      <MoneyField frameless {...field} />
    </label>
  );
}

/** The three cards: choosing one (again) starts the form afresh. */
export function CollectionTypeCards({
  chosen,
  onChoose,
}: {
  chosen: CollectionType | null;
  onChoose: (type: CollectionType) => void;
}) {
  return (
    <div className={collectionClasses.typeCards} role="group" aria-label={L.collectionType}>
      {collectionTypes.map(({ type, title }) => (
        <Card key={type} selected={chosen === type} className={collectionClasses.typeCard}>
          <Button minimal fill aria-pressed={chosen === type} text={title} onClick={() => onChoose(type)} />
        </Card>
      ))}
    </div>
  );
}

function problemOf(snapshot: CollectionSnapshot, field: string): string | undefined {
  return snapshot.context.problems.find((p) => p.field === field && p.row === undefined)?.message;
}

/** The form below the cards: the pair, its rows, the payment and the attachment. */
export function CollectionForm({ snapshot, send, forClientUser, onCancel }: CollectionFormProps) {
  const { context } = snapshot;
  // The names the pickers show; the machine keeps the ids.
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [debtor, setDebtor] = useState<DebtorPick | null>(null);
  const type = context.collectionType ?? 1;
  const saving = snapshot.matches('saving');
  const loadingRows = snapshot.matches({ form: 'loadingRows' });
  const editable = !isBusy(snapshot);
  const payment = paymentTypes.find((choice) => choice.value === context.fields.payment_type) ?? null;
  const offered = ucOffered(snapshot);
  const warning = amountWarningOf(snapshot);
  const chosen = new Set(context.selected);
  const toast = collectionToastOf(snapshot);
  // Every refusal in one list above Save, in the rules' words; the fields' own show under them too.
  const formProblems = context.problems;
  const field = (name: Parameters<typeof problemOf>[1]) => problemOf(snapshot, name);
  const setField = (name: Extract<CollectionEvent, { type: 'SET_FIELD' }>['field']) => (value: string) =>
    send({ type: 'SET_FIELD', field: name, value });

  const columns: CompactColumn<CollectionRow>[] = [
    {
      title: L.select,
      cell: (row) => (
        <Checkbox
          aria-label={`${L.select} ${row.invoice_no}`}
          checked={chosen.has(rowKey(row))}
          disabled={!editable}
          onChange={(event) =>
            send({ type: 'TOGGLE_ROW', key: rowKey(row), selected: event.currentTarget.checked })
          }
        />
      ),
    },
    { title: L.invoiceNo, cell: (row) => row.invoice_no },
    { title: L.kind, cell: (row) => (row.kind === 'chargeback' ? L.chargebackRow : L.invoiceRow) },
    { title: L.balance, numeric: true, cell: (row) => formatUsd(row.balance) },
    {
      title: L.amountToSettle,
      cell: (row) => (
        <CellMoney
          label={`${L.amountToSettle} ${row.invoice_no}`}
          value={row.collected_amount}
          onChange={(amount) => send({ type: 'SET_ROW_AMOUNT', key: rowKey(row), amount })}
          disabled={!editable || !chosen.has(rowKey(row))}
        />
      ),
    },
    ...(context.settleUc
      ? [
          {
            title: L.uc,
            cell: (row: CollectionRow) => (
              <CellMoney
                label={`${L.uc} ${row.invoice_no}`}
                value={row.uc}
                onChange={(uc) => send({ type: 'SET_ROW_UC', key: rowKey(row), uc })}
                disabled={!editable || !chosen.has(rowKey(row))}
              />
            ),
          },
        ]
      : []),
    {
      title: L.moveToChargeback,
      cell: (row) => (
        <Switch
          aria-label={`${L.moveToChargeback} ${row.invoice_no}`}
          checked={row.move_to_cb}
          disabled={!editable || !chosen.has(rowKey(row)) || !moveToCbAllowed(row)}
          onChange={(event) =>
            send({ type: 'SET_ROW_MOVE_TO_CB', key: rowKey(row), moveToCb: event.currentTarget.checked })
          }
        />
      ),
    },
  ];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <Card>
      <form noValidate aria-label={C.addNew} onSubmit={handleSubmit}>
        <div className={formGrid.grid}>
          <ClientSelect
            value={client !== null && (forClientUser || client.id === context.clientId) ? client : null}
            onChange={(chosen) => {
              setClient(chosen);
              send({ type: 'SET_CLIENT', clientId: chosen.id });
            }}
            ownCompany={forClientUser}
            disabled={!editable || forClientUser}
            error={field('prospect_id')}
          />
          <DebtorSelect
            prospectId={context.clientId}
            value={debtor !== null && debtor.id === context.debtorId ? debtor : null}
            onChange={(chosen) => {
              setDebtor(chosen);
              send({ type: 'SET_DEBTOR', debtorId: chosen.id });
            }}
            disabled={!editable || context.clientId === null}
            error={field('debtor_id')}
          />
        </div>

        {snapshot.matches({ form: 'loadFailed' }) && toast !== null && (
          <WorkflowLoadFailure message={toast.message} onRetry={() => send({ type: 'RETRY' })} />
        )}

        {context.debtorId !== null && (
          <>
            <CompactTable
              label={L.rowsTable}
              fill
              columns={columns}
              rows={loadingRows ? [] : context.rows}
              rowKey={rowKey}
            />
            {!loadingRows && context.rows.length === 0 && <p>{messages.table.noRecord}</p>}
            <p>
              {L.unappliedCash}: {formatUsd(context.unappliedCash)}
            </p>
          </>
        )}

        <div className={formGrid.grid}>
          <MoneyField
            label={type === 3 ? L.invoicesAmount : L.amount}
            required
            value={context.fields.amount}
            onChange={setField('amount')}
            disabled={!editable}
            error={field('amount')}
          />
          {type === 3 && (
            <>
              <MoneyField
                label={L.chargebacksAmount}
                required
                value={context.fields.cb_amount}
                onChange={setField('cb_amount')}
                disabled={!editable}
                error={field('cb_amount')}
              />
              <MoneyField
                label={L.totalAmount}
                required
                value={context.fields.total_amount}
                onChange={setField('total_amount')}
                disabled={!editable}
                error={field('total_amount')}
              />
            </>
          )}
          <SelectField<PaymentTypeChoice>
            label={L.paymentType}
            required
            items={paymentTypes}
            value={payment}
            onChange={(choice) => send({ type: 'SET_PAYMENT_TYPE', paymentType: choice.value })}
            itemLabel={(choice) => choice.label}
            itemKey={(choice) => choice.value}
            disabled={!editable}
            error={field('payment_type')}
          />
          <TextField
            label={payment?.number ?? L.checkNo}
            required
            maxLength={20}
            filter="alphanumeric"
            value={context.fields.check_number}
            onChange={setField('check_number')}
            disabled={!editable}
            error={field('check_number')}
          />
          <DateField
            label={payment?.date ?? L.checkDate}
            required
            notInFuture
            value={context.fields.check_date}
            onChange={setField('check_date')}
            disabled={!editable}
            error={field('check_date')}
          />
          {context.fields.payment_type !== 2 && (
            <DateField
              label={L.depositDate}
              required
              notInFuture
              minDate={context.fields.check_date || undefined}
              value={context.fields.check_deposit_date}
              onChange={setField('check_deposit_date')}
              disabled={!editable}
              error={field('check_deposit_date')}
            />
          )}
          <DateField
            label={L.postingDate}
            required
            notInFuture
            minDate={
              (context.fields.payment_type === 2
                ? context.fields.check_date
                : context.fields.check_deposit_date) || undefined
            }
            value={context.fields.posting_date}
            onChange={setField('posting_date')}
            disabled={!editable}
            error={field('posting_date')}
          />
          {offered && (
            <Checkbox
              label={L.settleUc}
              checked={context.settleUc}
              disabled={!editable}
              onChange={(event) => send({ type: 'SET_SETTLE_UC', settleUc: event.currentTarget.checked })}
            />
          )}
          <TextField
            label={L.notes}
            maxLength={150}
            value={context.fields.notes}
            onChange={setField('notes')}
            disabled={!editable}
          />
          <FileUpload
            label={L.attachments}
            required
            rules={collectionAttachmentRules}
            replacesStored
            existingFiles={
              context.attachment === null ? [] : [{ id: 'attachment', name: context.attachment.name }]
            }
            onFilesAccepted={(files) => send({ type: 'SET_ATTACHMENT', file: files[0] ?? null })}
            onDelete={() => send({ type: 'SET_ATTACHMENT', file: null })}
            readOnly={!editable}
            error={field('attachment')}
          />
        </div>

        {warning !== null && <Callout intent={Intent.WARNING}>{warning}</Callout>}
        {formProblems.length > 0 && (
          <Callout intent={Intent.DANGER} role="alert">
            <ul className={collectionClasses.problems}>
              {[...new Set(formProblems.map((p) => p.message))].map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Callout>
        )}
        {snapshot.matches({ form: 'saveFailed' }) && toast !== null && (
          <Callout intent={Intent.DANGER} title={toast.title} role="alert">
            {toast.message}
          </Callout>
        )}
        <p className={collectionClasses.selectedCount}>{L.selectedRows(selectedRows(context).length)}</p>
        {saving && <ProgressBar intent={Intent.PRIMARY} aria-label={L.saving} />}
        <FormActions saving={saving} onCancel={onCancel} saveDisabled={!editable} />
      </form>
    </Card>
  );
}
