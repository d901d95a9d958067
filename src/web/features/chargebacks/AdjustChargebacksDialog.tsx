import { useMemo, useState } from 'react';
import type { ChargebackListRow } from '../../../shared/contract/chargebacks';
import { dropdowns } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import {
  adjustAmountRefusal,
  ChargebackAdjustRequestSchema,
} from '../../../shared/validation/chargebackAdjust';
import { readMoneyText } from '../../../shared/contract/money';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';
import { FormDialog } from '../../kit/FormDialog';
import { MoneyField } from '../../kit/MoneyField';
import { SelectField } from '../../kit/SelectField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm } from '../../kit/useConfirm';
import { useAdjustChargebacksMutation } from './api';
import { chargebackClasses } from './chargebackClasses';
import { leftToSettle } from './chargebackColumns';

const C = messages.chargeback;
type SettleItem = (typeof dropdowns.chargeback_adjust)[number];

export interface AdjustChargebacksDialogProps {
  chargebacks: readonly ChargebackListRow[];
  onClose: () => void;
}

/**
 * Adjust Chargeback(s) (spec part 2 §2, §5 Chargeback adjust): the selected chargebacks with an
 * amount each and the Adjust Chargeback choice (Fully Settled, Partially Settled). The amounts are
 * checked by the server's own rules (src/shared/validation/chargebackAdjust.ts) before the
 * confirmation; the save carries one idempotency key, so a repeated click adjusts once.
 */
export function AdjustChargebacksDialog({ chargebacks, onClose }: AdjustChargebacksDialogProps) {
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<SettleItem | null>(null);
  const [checked, setChecked] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [adjust, { isLoading }] = useAdjustChargebacksMutation();

  const choose = (item: SettleItem) => {
    setStatus(item);
    // Fully Settled takes what is left of each: the amounts follow the choice.
    if (item.value === 1) {
      setAmounts(Object.fromEntries(chargebacks.map((row) => [row.id, leftToSettle(row)])));
    }
  };

  const errors = useMemo(() => {
    const found: Record<number, string> = {};
    for (const row of chargebacks) {
      const amount = readMoneyText(amounts[row.id] ?? '');
      const refusal =
        amount === null
          ? C.adjustRequired
          : adjustAmountRefusal(amount, leftToSettle(row), status?.value ?? 2);
      // Until the choice is made only the amount's own range is told.
      if (refusal !== null && (status !== null || refusal === C.adjustRequired)) found[row.id] = refusal;
    }
    return found;
  }, [amounts, chargebacks, status]);

  const save = async () => {
    setChecked(true);
    const parsed = ChargebackAdjustRequestSchema.safeParse({
      cb_to_adjust: chargebacks.map((row) => ({ id: row.id, cb_to_adjust: amounts[row.id] ?? '' })),
      charge_back_settle_status: status?.value ?? null,
    });
    if (!parsed.success || Object.keys(errors).length > 0) return;
    const agreed = await confirm({ title: C.adjustAction, message: C.adjustConfirm });
    if (!agreed) return;
    try {
      await adjust({ body: parsed.data, idempotencyKey }).unwrap();
      void toastSuccess(C.adjusted.title, C.adjusted.message);
      onClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  const columns: CompactColumn<ChargebackListRow>[] = [
    { title: 'Invoice No', cell: (row) => row.invoice_no },
    { title: 'Client Name', cell: (row) => row.company_business_name },
    { title: 'Debtor Name', cell: (row) => row.legal_name },
    { title: 'Chargeback Amount', numeric: true, cell: (row) => formatUsd(row.cb) },
    { title: C.amountLeft, numeric: true, cell: (row) => formatUsd(leftToSettle(row)) },
    {
      title: C.adjustAmount,
      className: chargebackClasses.amount,
      cell: (row) => (
        <MoneyField
          label={C.adjustAmount}
          value={amounts[row.id] ?? ''}
          onChange={(value) => setAmounts((before) => ({ ...before, [row.id]: value }))}
          error={checked ? errors[row.id] : undefined}
          readOnly={status?.value === 1}
        />
      ),
    },
  ];

  return (
    <FormDialog
      title={C.adjustAction}
      size="lg"
      onClose={onClose}
      onSubmit={() => void save()}
      saving={isLoading}
      isDirty={status !== null || Object.keys(amounts).length > 0}
      submitText={C.adjustAction}
    >
      <div className={chargebackClasses.adjust}>
        <CompactTable
          columns={columns}
          rows={chargebacks}
          rowKey={(row) => row.id}
          label={C.adjustAction}
          fill
        />
        {checked &&
          chargebacks.map((row) =>
            errors[row.id] ? (
              <p key={row.id} role="alert" className="bp6-text-small bp6-intent-danger">
                {row.invoice_no}: {errors[row.id]}
              </p>
            ) : null,
          )}
        <SelectField<SettleItem>
          label={C.adjustField}
          required
          items={dropdowns.chargeback_adjust}
          filterable={false}
          value={status}
          onChange={choose}
          itemLabel={(item) => item.name}
          itemKey={(item) => item.value}
          error={checked && status === null ? C.adjustRequired : undefined}
        />
      </div>
    </FormDialog>
  );
}
