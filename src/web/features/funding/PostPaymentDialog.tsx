import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import {
  isBusy,
  paymentFormDefaultsOf,
  paymentSchemaOf,
  paymentToastOf,
} from '../../../../machines/paymentPosting.machine';
import type { IsoDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { useCloseOnce } from '../../kit/useCloseOnce';
import { useWorkflowToast } from '../../kit/useWorkflowToast';
import { WorkflowLoadFailure } from '../../kit/WorkflowLoadFailure';
import { PaymentForm } from './PaymentForm';
import { usePaymentPosting } from './usePaymentPosting';

const formId = 'fd-post-payment';

export interface PostPaymentDialogProps {
  scheduleId: number;
  /** The schedule's fund date, when it has one: the form starts with it. */
  scheduleFundDate: IsoDate | null;
  /** Closes the dialog; `funded` tells whether a payment was posted. */
  onClose: (funded: boolean) => void;
  /** Stories fix the key; the dialog leaves it to the machine. */
  idempotencyKey?: string;
}

/**
 * Post Payment (machines/paymentPosting.machine.ts): the schedule's payment info, then the form.
 * The machine checks the form again with the same rules, posts it with its idempotency key, and
 * says what the toasts say ('Payable amount is not correct.' titled Payment among them). A payment
 * above the approval threshold closes the dialog with the warning that it waits for approval.
 */
export function PostPaymentDialog({
  scheduleId,
  scheduleFundDate,
  onClose,
  idempotencyKey,
}: PostPaymentDialogProps) {
  const [snapshot, send] = usePaymentPosting({
    scheduleId,
    scheduleFundDate,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  const [dirty, setDirty] = useState(false);
  const { info } = snapshot.context;
  const funded = snapshot.matches('funded');
  // Above the approval threshold nothing was paid: the payment waits for a second staff member.
  const held = snapshot.matches('held');
  const posting = snapshot.matches('posting');
  useWorkflowToast(paymentToastOf(snapshot), funded ? 'success' : held ? 'warning' : 'error');
  useCloseOnce(funded || held || snapshot.matches('cancelled'), funded, onClose);

  const showForm = info !== null && !snapshot.matches('loading') && !snapshot.matches('loadFailed');
  return (
    <AppDialog
      isOpen
      size="lg"
      title={messages.funding.postPayment}
      isDirty={dirty && !posting}
      onClose={() => send({ type: 'CANCEL' })}
      footer={
        <>
          <Button text={messages.common.cancel} disabled={posting} onClick={() => send({ type: 'CANCEL' })} />
          <Button
            type="submit"
            form={formId}
            intent={Intent.PRIMARY}
            text={messages.funding.screens.post}
            disabled={!showForm || isBusy(snapshot)}
            loading={posting}
          />
        </>
      }
    >
      {snapshot.matches('loading') && <LoadingBlock />}
      {snapshot.matches('loadFailed') && (
        <WorkflowLoadFailure message={snapshot.context.error ?? ''} onRetry={() => send({ type: 'RETRY' })} />
      )}
      {showForm && (
        <PaymentForm
          formId={formId}
          info={info}
          schema={paymentSchemaOf(snapshot)}
          defaults={paymentFormDefaultsOf(snapshot)}
          disabled={posting}
          onSubmit={(values) => send({ type: 'SUBMIT', values })}
          onDirtyChange={setDirty}
        />
      )}
    </AppDialog>
  );
}
