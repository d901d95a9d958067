import { useRef } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { paymentTypes, type PaymentType } from '../../../shared/constants';
import type { UnappliedCashRow } from '../../../shared/contract/unappliedCash';
import { compareIsoDates } from '../../../shared/dates';
import { dropdowns, type DropdownItem } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { addMoney, formatUsd, toMoneyString } from '../../../shared/money';
import {
  returnPayout,
  UnappliedCashReturnSchema,
  wireReturnAllowed,
  type UnappliedCashReturnInput,
} from '../../../shared/validation/unappliedCash';
import { DateField } from '../../kit/DateField';
import { FormDialog } from '../../kit/FormDialog';
import { MoneyField } from '../../kit/MoneyField';
import { SelectField } from '../../kit/SelectField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm } from '../../kit/useConfirm';
import { useZodForm } from '../../kit/useZodForm';
import { newIdempotencyKey, useReturnUnappliedCashMutation, useUnappliedCashWireFeeQuery } from './api';

const M = messages.unappliedCash;
const F = M.fields;
const L = messages.funding.workflows.labels;
const paymentTypeItems: readonly DropdownItem[] = dropdowns.payment_type;

/** True when the rows can go back together: one client and one debtor. */
export function returnableTogether(rows: readonly UnappliedCashRow[]): boolean {
  return (
    rows.length > 0 &&
    new Set(rows.map((row) => row.prospect_id)).size === 1 &&
    new Set(rows.map((row) => row.debtor_id)).size === 1
  );
}

export interface ReturnToDebtorDialogProps {
  rows: readonly UnappliedCashRow[];
  onClose: () => void;
}

/**
 * Return to Debtor (spec part 2 §5): the return date and the payment type are required, the amount
 * (the rows' whole unapplied cash) is read-only; a wire pays out the amount less the client's wire
 * fee and is disabled when the amount is not above it. Confirmed before it is sent.
 */
export function ReturnToDebtorDialog({ rows, onClose }: ReturnToDebtorDialogProps) {
  const amount = toMoneyString(addMoney(...rows.map((row) => row.remaining)));
  const latestPosting = rows
    .map((row) => row.posting_date ?? '')
    .reduce((latest, date) => (compareIsoDates(date, latest) > 0 ? date : latest), '');
  const initial: UnappliedCashReturnInput = {
    ids: rows.map((row) => row.id),
    uc_released_date: '',
    amount,
    uc_return_payment_type: '',
  };
  const form = useZodForm(UnappliedCashReturnSchema, initial);
  const { data } = useUnappliedCashWireFeeQuery({ prospect_id: rows[0]?.prospect_id ?? 0 });
  const wireFee = data?.term.wire_fee ?? null;
  const wireAllowed = wireFee !== null && wireReturnAllowed(amount, wireFee);
  const [returnCash, { isLoading }] = useReturnUnappliedCashMutation();
  const key = useRef(newIdempotencyKey());
  const chosen = form.values.uc_return_payment_type;
  const paymentType: PaymentType | null =
    chosen === '' || chosen === undefined ? null : (Number(chosen) as PaymentType);
  const isWire = paymentType === paymentTypes.Wire;

  const submit = async () => {
    const result = form.validateAll();
    if (!result.ok) return;
    if (isWire && !wireAllowed) return;
    const agreed = await confirm({ title: M.returnTitle, message: M.confirmReturn, intent: Intent.DANGER });
    if (!agreed) return;
    try {
      const answer = await returnCash({ body: result.data, idempotencyKey: key.current }).unwrap();
      void toastSuccess(M.returnTitle, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <FormDialog
      title={M.returnTitle}
      submitText={M.returnSave}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={isLoading}
      isDirty={form.isDirty}
    >
      <DateField
        label={F.returnDate}
        required
        value={typeof form.values.uc_released_date === 'string' ? form.values.uc_released_date : ''}
        onChange={(value) => form.setField('uc_released_date', value, { touch: true })}
        minDate={latestPosting || undefined}
        disabled={isLoading}
        error={form.errorOf('uc_released_date')}
      />
      <SelectField<DropdownItem>
        label={L.paymentType}
        required
        items={paymentTypeItems}
        value={paymentTypeItems.find((item) => item.value === paymentType) ?? null}
        onChange={(item) => form.setField('uc_return_payment_type', item.value, { touch: true })}
        itemLabel={(item) => item.name}
        itemKey={(item) => item.value}
        itemDisabled={(item) => item.value === paymentTypes.Wire && !wireAllowed}
        filterable={false}
        disabled={isLoading}
        error={form.errorOf('uc_return_payment_type')}
        helperText={wireFee !== null && !wireAllowed ? M.wireDisabled(formatUsd(wireFee)) : undefined}
      />
      <MoneyField label={F.amount} readOnly value={amount} onChange={() => undefined} />
      {isWire && wireFee !== null && (
        <>
          <MoneyField label={F.wireFee} readOnly value={wireFee} onChange={() => undefined} />
          <Callout intent={Intent.PRIMARY}>
            {F.payout}: {formatUsd(returnPayout(amount, paymentType, wireFee))}
          </Callout>
        </>
      )}
    </FormDialog>
  );
}
