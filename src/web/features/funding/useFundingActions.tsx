import { useState, type ReactNode } from 'react';
import { Intent } from '@blueprintjs/core';
import type { FundingSchedule } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import type { TableAction } from '../../kit/tableTypes';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirm } from '../../kit/useConfirm';
import { useRevertFundingMutation, useRevertVerificationMutation } from './api';
import {
  canPostPayment,
  canRevertFunding,
  canRevertVerification,
  canShowPayment,
} from './fundingAvailability';
import { PaymentsDialog } from './PaymentsDialog';
import { PostPaymentDialog } from './PostPaymentDialog';

const S = messages.funding.screens;

type OpenDialog = { kind: 'post' | 'payments'; schedule: FundingSchedule } | null;

/** A revert of the kebab: its confirmation, its call, and the title of its success toast. */
interface Revert {
  title: string;
  question: string;
  doneTitle: string;
  call: () => Promise<{ message: string }>;
}

export interface FundingActions {
  actions: TableAction<FundingSchedule>[];
  dialog: ReactNode;
}

/**
 * The Schedule of Funding's kebab (spec part 2 §2, §4): Post Payment and Show Payment through
 * their dialogs, the two reverts after a confirmation; each shown only with its right and enabled
 * by the lifecycle's rules (fundingAvailability.ts).
 */
export function useFundingActions(): FundingActions {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [revertVerification] = useRevertVerificationMutation();
  const [revertFunding] = useRevertFundingMutation();
  const close = () => setOpen(null);
  /** An action's onSelect acting on the chosen schedule. */
  const onSchedule = (act: (schedule: FundingSchedule) => void) => (selected: readonly FundingSchedule[]) => {
    const schedule = selected[0];
    if (schedule) act(schedule);
  };

  /** A revert runs once the user agrees to its question, and toasts the server's answer. */
  const revertAfterConfirm = async (revert: Revert) => {
    const agreed = await confirm({ title: revert.title, message: revert.question, intent: Intent.DANGER });
    if (!agreed) return;
    try {
      const answer = await revert.call();
      void toastSuccess(revert.doneTitle, answer.message);
    } catch (error) {
      void toastFromError(error);
    }
  };

  const actions: TableAction<FundingSchedule>[] = [
    {
      id: 'post-payment',
      label: messages.funding.postPayment,
      icon: 'bank-account',
      right: 'post_payment',
      enabled: canPostPayment,
      onSelect: onSchedule((schedule) => setOpen({ kind: 'post', schedule })),
    },
    {
      id: 'show-payment',
      label: messages.funding.showPayment,
      icon: 'list',
      right: 'show_payment',
      enabled: canShowPayment,
      onSelect: onSchedule((schedule) => setOpen({ kind: 'payments', schedule })),
    },
    {
      id: 'revert-verification',
      label: messages.funding.revertVerification,
      icon: 'undo',
      intent: Intent.DANGER,
      right: 'revert_verification',
      enabled: canRevertVerification,
      onSelect: onSchedule(
        (schedule) =>
          void revertAfterConfirm({
            title: messages.funding.revertSchedule,
            question: S.revertVerificationQuestion,
            doneTitle: S.revertedTitle,
            call: () => revertVerification({ id: schedule.id }).unwrap(),
          }),
      ),
    },
    {
      id: 'revert-funding',
      label: messages.funding.revertFunding,
      icon: 'reset',
      intent: Intent.DANGER,
      right: 'revert_verification',
      enabled: canRevertFunding,
      onSelect: onSchedule(
        (schedule) =>
          void revertAfterConfirm({
            title: messages.funding.fundedScheduleReversal,
            question: S.revertFundingQuestion,
            doneTitle: S.fundingReversedTitle,
            call: () => revertFunding({ schedule_id: schedule.id }).unwrap(),
          }),
      ),
    },
  ];

  let dialog: ReactNode = null;
  if (open?.kind === 'post') {
    dialog = (
      <PostPaymentDialog
        scheduleId={open.schedule.id}
        scheduleFundDate={open.schedule.schedule_fund_date}
        onClose={close}
      />
    );
  }
  if (open?.kind === 'payments') dialog = <PaymentsDialog scheduleId={open.schedule.id} onClose={close} />;
  return { actions, dialog };
}
