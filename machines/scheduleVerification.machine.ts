import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  chargebacksExceedTotal,
  selectedChargebacksTotal,
  verificationRefusal,
  verificationRefusalMessage,
  type ChargebackRow,
} from '../src/shared/chargebackSettlement';
import { messages, type ToastText } from '../src/shared/messages';
import { dialogCallState, dialogFailureToast, dialogLoadingStates } from './shared/dialogStates';
import { failedCall, noFailure, placeholdersFor, type FailedCall } from './shared/serverCalls';

/**
 * Verify Schedule (spec part 2 §4, Schedule lifecycle; §7 Check chargebacks, Verify schedule).
 *
 * Opening the dialog loads the client's open chargebacks and the schedule total. The user chooses
 * which chargebacks the funding settles (one at a time or all at once); Verify is allowed by the
 * rules of src/shared/chargebackSettlement.ts: with chargebacks, at least one chosen and their
 * adjusted total within the schedule total (else the note asks to uncheck some); without, at once.
 * Verify sends the schedule id and the chosen chargebacks' ids.
 *
 * Cancel closes the dialog from every step but the verify call itself: once sent, the server may
 * have verified the schedule, and closing then would hide its answer. A failed call keeps the
 * server's message; RETRY sends the same call again, and the choice may still be changed first.
 *
 * Side effects are actors supplied with `.provide()`: `loadChargebacks`, `verifySchedule`.
 */

export interface VerificationInput {
  scheduleId: number;
  /** The schedule's client. */
  prospectId: number;
}

export interface LoadChargebacksInput {
  schedule_id: number;
  prospect_id: number;
}

/** The chargeback check's answer (spec part 2 §7). */
export interface ChargebackCheck {
  invoices: readonly ChargebackRow[];
  scheduleTotalAmount: string;
}

export interface VerifyScheduleInput {
  id: number;
  /** The ids of the chargebacks the funding settles. */
  chargebacks: number[];
}

/** Which call failed: it decides the retry and the toast's title. */
export type VerificationFailure = 'load' | 'verify';

export interface VerificationContext extends FailedCall<VerificationFailure> {
  scheduleId: number;
  prospectId: number;
  chargebacks: readonly ChargebackRow[];
  scheduleTotal: string;
  /** Chosen chargeback ids, in the order chosen. */
  selectedIds: number[];
}

export type VerificationEvent =
  | { type: 'TOGGLE_CHARGEBACK'; chargebackId: number }
  /** Chooses every chargeback, or none when all are chosen already. */
  | { type: 'TOGGLE_ALL_CHARGEBACKS' }
  | { type: 'VERIFY' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' };

const notProvided = placeholdersFor('schedule verification');

function toggled(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((chosen) => chosen !== id) : [...ids, id];
}

function allChosen(context: VerificationContext): boolean {
  return context.chargebacks.every((row) => context.selectedIds.includes(row.id));
}

export const scheduleVerificationMachine = setup({
  types: {} as { input: VerificationInput; context: VerificationContext; events: VerificationEvent },
  actors: {
    loadChargebacks: fromPromise<ChargebackCheck, LoadChargebacksInput>(notProvided('loadChargebacks')),
    verifySchedule: fromPromise<unknown, VerifyScheduleInput>(notProvided('verifySchedule')),
  },
  guards: {
    canVerify: ({ context }) =>
      verificationRefusal(context.chargebacks, context.selectedIds, context.scheduleTotal) === null,
    isOpenChargeback: ({ context, event }) =>
      event.type === 'TOGGLE_CHARGEBACK' && context.chargebacks.some((row) => row.id === event.chargebackId),
    hasChargebacks: ({ context }) => context.chargebacks.length > 0,
  },
  actions: {
    adoptCheck: assign((_, check: ChargebackCheck) => ({
      chargebacks: check.invoices,
      scheduleTotal: check.scheduleTotalAmount,
      selectedIds: [],
    })),
    toggleChargeback: assign(({ context, event }) =>
      event.type === 'TOGGLE_CHARGEBACK'
        ? { selectedIds: toggled(context.selectedIds, event.chargebackId) }
        : {},
    ),
    toggleAll: assign(({ context }) => ({
      selectedIds: allChosen(context) ? [] : context.chargebacks.map((row) => row.id),
    })),
    clearError: assign(noFailure),
    recordFailure: assign((_, failed: { failure: VerificationFailure; error: unknown }) =>
      failedCall(failed),
    ),
  },
}).createMachine({
  id: 'scheduleVerification',
  context: ({ input }) => ({
    scheduleId: input.scheduleId,
    prospectId: input.prospectId,
    chargebacks: [],
    scheduleTotal: '0.00',
    selectedIds: [],
    ...noFailure,
  }),
  initial: 'loading',
  states: {
    ...dialogLoadingStates({
      src: 'loadChargebacks',
      input: ({ context }: { context: VerificationContext }) => ({
        schedule_id: context.scheduleId,
        prospect_id: context.prospectId,
      }),
      adopt: 'adoptCheck',
      next: 'choosing',
    }),
    choosing: {
      on: {
        TOGGLE_CHARGEBACK: { guard: 'isOpenChargeback', actions: 'toggleChargeback' },
        TOGGLE_ALL_CHARGEBACKS: { guard: 'hasChargebacks', actions: 'toggleAll' },
        VERIFY: { guard: 'canVerify', target: 'verifying' },
        CANCEL: { target: 'cancelled' },
      },
    },
    verifying: dialogCallState({
      src: 'verifySchedule',
      input: ({ context }: { context: VerificationContext }) => ({
        id: context.scheduleId,
        chargebacks: [...context.selectedIds],
      }),
      done: 'verified',
      failure: 'verify',
    }),
    failed: {
      on: {
        RETRY: { guard: 'canVerify', target: 'verifying', actions: 'clearError' },
        TOGGLE_CHARGEBACK: {
          guard: 'isOpenChargeback',
          target: 'choosing',
          actions: ['clearError', 'toggleChargeback'],
        },
        TOGGLE_ALL_CHARGEBACKS: {
          guard: 'hasChargebacks',
          target: 'choosing',
          actions: ['clearError', 'toggleAll'],
        },
        CANCEL: { target: 'cancelled' },
      },
    },
    verified: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type ScheduleVerificationMachine = typeof scheduleVerificationMachine;
type VerificationSnapshot = SnapshotFrom<ScheduleVerificationMachine>;

/** What the dialog shows of the choice: totals, the over-total note, and whether Verify is enabled. */
export interface ChargebackChoice {
  chargebacks: readonly ChargebackRow[];
  selectedIds: readonly number[];
  allSelected: boolean;
  selectedTotal: string;
  scheduleTotal: string;
  /** 'The selected chargebacks exceed the schedule total…' while they do; null otherwise. */
  note: string | null;
  /** Why Verify is disabled, or null when it is enabled. */
  refusal: string | null;
  canVerify: boolean;
}

export function chargebackChoiceOf(snapshot: VerificationSnapshot): ChargebackChoice {
  const { chargebacks, selectedIds, scheduleTotal } = snapshot.context;
  const refusal = verificationRefusal(chargebacks, selectedIds, scheduleTotal);
  return {
    chargebacks,
    selectedIds,
    allSelected: chargebacks.length > 0 && allChosen(snapshot.context),
    selectedTotal: selectedChargebacksTotal(chargebacks, selectedIds),
    scheduleTotal,
    note: chargebacksExceedTotal(chargebacks, selectedIds, scheduleTotal)
      ? messages.schedule.chargebacksExceedTotal
      : null,
    refusal: refusal === null ? null : verificationRefusalMessage(refusal),
    canVerify: snapshot.can({ type: 'VERIFY' }),
  };
}

/** The toast of the current step: verified, a failed verify, or a failed load; null otherwise. */
export function verificationToastOf(snapshot: VerificationSnapshot): ToastText | null {
  if (snapshot.matches('verified')) {
    return { title: messages.schedule.workflows.verifiedTitle, message: messages.schedule.verified };
  }
  return dialogFailureToast(snapshot, { load: messages.titles.fetchFailed, verify: messages.titles.error });
}

/** True while a call is under way (the buttons are disabled). */
export function isBusy(snapshot: VerificationSnapshot): boolean {
  return snapshot.matches('loading') || snapshot.matches('verifying');
}
