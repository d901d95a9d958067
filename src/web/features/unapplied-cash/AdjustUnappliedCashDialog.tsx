import { useRef, useState } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import type { UnappliedCashCard, UnappliedCashRow } from '../../../shared/contract/unappliedCash';
import { messages } from '../../../shared/messages';
import { addMoney, formatUsd } from '../../../shared/money';
import { AppDialog } from '../../kit/AppDialog';
import { SegmentedField } from '../../kit/SegmentedField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm } from '../../kit/useConfirm';
import { useHeldRights } from '../../session/currentUser';
import { newIdempotencyKey, useAdjustUnappliedCashMutation } from './api';

const M = messages.unappliedCash;
type Target = 'reserves' | 'collection';

/** True when the rows belong to one client: the only rows Adjust Unapplied Cash takes. */
export function ofOneClient(rows: readonly UnappliedCashRow[]): boolean {
  return new Set(rows.map((row) => row.prospect_id)).size === 1;
}

export interface AdjustUnappliedCashDialogProps {
  card: UnappliedCashCard;
  rows: readonly UnappliedCashRow[];
  onClose: () => void;
}

/**
 * Adjust Unapplied Cash (spec part 2 §7 "Adjust hold account"): the chosen rows to cash reserves,
 * or (held on an invoice) to collection. Rows of several clients are refused before any call:
 * the warning shows and Save stays disabled. A move to reserves is confirmed first.
 */
export function AdjustUnappliedCashDialog({ card, rows, onClose }: AdjustUnappliedCashDialogProps) {
  const held = useHeldRights();
  const options = [
    ...(held.has('transfer_to_cash_reserves')
      ? [{ label: M.transferToReserves, value: 'reserves' as const }]
      : []),
    ...(card === 'with_invoices' && held.has('transfer_to_collection')
      ? [{ label: M.transferToCollection, value: 'collection' as const }]
      : []),
  ];
  const [target, setTarget] = useState<Target>(options[0]?.value ?? 'reserves');
  const [adjust, { isLoading }] = useAdjustUnappliedCashMutation();
  const key = useRef(newIdempotencyKey());
  const sameClient = ofOneClient(rows);
  const total = addMoney(...rows.map((row) => row.remaining));

  const save = async () => {
    const agreed = await confirm({
      title: M.adjustTitle,
      message: target === 'reserves' ? M.confirmReserves : M.confirmCollection,
      intent: target === 'reserves' ? Intent.DANGER : Intent.PRIMARY,
    });
    if (!agreed) return;
    const ids = rows.map((row) => row.id);
    try {
      const answer = await adjust({
        body:
          target === 'reserves'
            ? { ids, hold_account_status: 1 }
            : { ids, hold_account_collection_status: 1 },
        idempotencyKey: key.current,
      }).unwrap();
      void toastSuccess(M.adjustTitle, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <AppDialog
      isOpen
      title={M.adjustTitle}
      onClose={onClose}
      footer={
        <>
          <Button text={messages.common.cancel} onClick={onClose} disabled={isLoading} />
          <Button
            intent={Intent.PRIMARY}
            text={M.save}
            loading={isLoading}
            disabled={!sameClient || options.length === 0}
            onClick={() => void save()}
          />
        </>
      }
    >
      {!sameClient && (
        <Callout intent={Intent.WARNING} role="alert">
          {M.sameClient}
        </Callout>
      )}
      <p>
        {M.columns.remaining}: {formatUsd(total)}
      </p>
      {options.length > 0 && (
        <SegmentedField<Target> label={M.adjustTo} options={options} value={target} onChange={setTarget} />
      )}
    </AppDialog>
  );
}
