import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { approvalMessages } from '../src/shared/contract/approvals';
import type { IsoDate } from '../src/shared/dates';
import { messages, type ToastText } from '../src/shared/messages';
import { paymentLimitsOf, type SchedulePaymentInfo } from '../src/shared/schedulePayment';
import {
  isPayableRefusal,
  postPaymentSchema,
  type PostPayment,
  type PostPaymentInput,
} from '../src/shared/validation/postPayment';
import { dialogCallState, dialogFailureToast, dialogLoadingStates } from './shared/dialogStates';
import { failedCall, noFailure, placeholdersFor, type FailedCall } from './shared/serverCalls';

/**
 * Post Payment (spec part 2 §4 Schedule lifecycle, §5 Post payment; §7 Schedule payment info,
 * Payment save).
 *
 * Opening the dialog loads the schedule's payment info (remaining amount, the wire fee of the
 * client's terms, latest invoice date, unverified invoices with their advances). The form's fields
 * live in the dialog's form (the kit's useZodForm) with the schema `paymentSchemaOf` gives it;
 * SUBMIT hands the values over and the machine checks them again with that same schema, so no
 * payment the rules refuse is ever sent. A refused payable (amount − wire fee not above 0) is the
 * toast 'Payable amount is not correct.' titled Payment.
 *
 * Each opened form carries one idempotency key, made when the machine starts: a double click, a
 * RETRY or a corrected resubmission of the same form sends the same key, so the server posts the
 * payment once (it replays its first answer, and frees the key after a failure). A form opened
 * again is another machine with another key.
 *
 * Cancel closes the dialog from every step but the post itself, whose answer must be seen.
 *
 * Above the approval threshold (docs/decisions/0029) the server posts nothing and answers
 * `waiting_approval`: the machine ends in `held`, not `funded`, with the server's message, so the
 * dialog says the payment waits for a second staff member instead of saying it was paid.
 *
 * Side effects are actors supplied with `.provide()`: `loadPaymentInfo`, `postPayment`.
 */

export interface PaymentPostingInput {
  scheduleId: number;
  /** The schedule's fund date when it has one: the form starts with it. */
  scheduleFundDate?: IsoDate | null;
  /** Tests and stories fix the key; the dialog leaves it to the machine. */
  idempotencyKey?: string;
}

export interface LoadPaymentInfoInput {
  id: number;
}

export interface PostPaymentCallInput {
  payment: PostPayment;
  /** Sent as the Idempotency-Key header. */
  idempotencyKey: string;
}

export type PaymentFailure = 'load' | 'post';

export interface PaymentPostingContext extends FailedCall<PaymentFailure> {
  scheduleId: number;
  scheduleFundDate: IsoDate | null;
  idempotencyKey: string;
  info: SchedulePaymentInfo | null;
  /** The payment accepted for posting, sent again as it was on RETRY. */
  payment: PostPayment | null;
  /** The rules the last SUBMIT broke, by field, first message each. */
  errors: Readonly<Record<string, string>>;
  /** The server's message when the payment was held for approval instead of posted. */
  heldMessage: string | null;
}

/** Whether Post Payment's answer says the payment waits for approval (nothing was posted). */
export function isHeldAnswer(answer: unknown): boolean {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { waiting_approval?: unknown }).waiting_approval === true
  );
}

export type PaymentPostingEvent =
  { type: 'SUBMIT'; values: PostPaymentInput } | { type: 'RETRY' } | { type: 'CANCEL' };

const notProvided = placeholdersFor('payment posting');

/** The values checked against the schedule's payment info; the schedule id is the machine's own. */
function checkSubmission(context: PaymentPostingContext, values: PostPaymentInput) {
  const limits = context.info === null ? null : paymentLimitsOf(context.info);
  return postPaymentSchema(limits).safeParse({ ...values, schedule_id: context.scheduleId });
}

function errorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** The post's answer leads to `held` when the payment waits for approval, else to `funded`. */
function heldOrFunded<S extends { invoke: { onDone: { target: string } } }>(state: S) {
  return {
    ...state,
    invoke: {
      ...state.invoke,
      onDone: [
        {
          guard: ({ event }: { event: { output: unknown } }) => isHeldAnswer(event.output),
          target: 'held',
          actions: 'adoptHeld',
        },
        state.invoke.onDone,
      ],
    },
  } as const;
}

export const paymentPostingMachine = setup({
  types: {} as { input: PaymentPostingInput; context: PaymentPostingContext; events: PaymentPostingEvent },
  actors: {
    loadPaymentInfo: fromPromise<SchedulePaymentInfo, LoadPaymentInfoInput>(notProvided('loadPaymentInfo')),
    postPayment: fromPromise<unknown, PostPaymentCallInput>(notProvided('postPayment')),
  },
  guards: {
    paymentAccepted: ({ context, event }) =>
      event.type === 'SUBMIT' && checkSubmission(context, event.values).success,
  },
  actions: {
    adoptInfo: assign((_, info: SchedulePaymentInfo) => ({ info })),
    acceptPayment: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = checkSubmission(context, event.values);
      return result.success ? { payment: result.data, errors: {}, ...noFailure } : {};
    }),
    refusePayment: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = checkSubmission(context, event.values);
      return { errors: result.success ? {} : errorsOf(result.error.issues), ...noFailure };
    }),
    clearError: assign(noFailure),
    adoptHeld: assign(({ event }) => {
      const output = (event as { output?: { message?: unknown } }).output;
      return { heldMessage: typeof output?.message === 'string' ? output.message : '' };
    }),
    recordFailure: assign((_, failed: { failure: PaymentFailure; error: unknown }) => failedCall(failed)),
  },
}).createMachine({
  id: 'paymentPosting',
  context: ({ input }) => ({
    scheduleId: input.scheduleId,
    scheduleFundDate: input.scheduleFundDate ?? null,
    idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
    info: null,
    payment: null,
    errors: {},
    heldMessage: null,
    ...noFailure,
  }),
  initial: 'loading',
  states: {
    ...dialogLoadingStates({
      src: 'loadPaymentInfo',
      input: ({ context }: { context: PaymentPostingContext }) => ({ id: context.scheduleId }),
      adopt: 'adoptInfo',
      next: 'editing',
    }),
    editing: {
      on: {
        SUBMIT: [
          { guard: 'paymentAccepted', target: 'posting', actions: 'acceptPayment' },
          { actions: 'refusePayment' },
        ],
        CANCEL: { target: 'cancelled' },
      },
    },
    posting: heldOrFunded(
      dialogCallState({
        src: 'postPayment',
        input: ({ context }: { context: PaymentPostingContext }) => {
          if (context.payment === null) throw new Error('payment posting: no accepted payment to post');
          return { payment: context.payment, idempotencyKey: context.idempotencyKey };
        },
        done: 'funded',
        failure: 'post',
      }),
    ),
    failed: {
      on: {
        RETRY: { target: 'posting', actions: 'clearError' },
        SUBMIT: [
          { guard: 'paymentAccepted', target: 'posting', actions: 'acceptPayment' },
          { target: 'editing', actions: 'refusePayment' },
        ],
        CANCEL: { target: 'cancelled' },
      },
    },
    funded: { type: 'final' },
    /** Held for a second staff member's approval: nothing was posted. */
    held: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type PaymentPostingMachine = typeof paymentPostingMachine;
type PaymentSnapshot = SnapshotFrom<PaymentPostingMachine>;

/** The schema the dialog's form validates with: the rules against this schedule's payment info. */
export function paymentSchemaOf(snapshot: PaymentSnapshot) {
  const { info } = snapshot.context;
  return postPaymentSchema(info === null ? null : paymentLimitsOf(info));
}

/** The form's starting values: the remaining amount, the terms' wire fee, the known fund date. */
export function paymentFormDefaultsOf(snapshot: PaymentSnapshot): PostPaymentInput {
  const { info, scheduleId, scheduleFundDate } = snapshot.context;
  return {
    schedule_id: scheduleId,
    payment_type: null,
    transaction_number: '',
    check_date: '',
    check_deposit_date: '',
    schedule_fund_date: scheduleFundDate ?? '',
    posting_date: '',
    amount: info?.amount ?? '',
    wire_fee: info?.wireFee ?? '0.00',
    selectedUnverifiedInvoices: [],
    unverifiedInvoices: info?.unverified_invoices.map((invoice) => invoice.id) ?? [],
  };
}

/** The toast of the current step: funded, a failed call, or a refused payable (title Payment); null otherwise. */
export function paymentToastOf(snapshot: PaymentSnapshot): ToastText | null {
  if (snapshot.matches('funded')) {
    return { title: messages.funding.workflows.fundedTitle, message: messages.funding.paymentFunded };
  }
  if (snapshot.matches('held')) {
    return { title: approvalMessages.paymentWaitingTitle, message: snapshot.context.heldMessage ?? '' };
  }
  const failed = dialogFailureToast(snapshot, {
    load: messages.titles.fetchFailed,
    post: messages.titles.error,
  });
  if (failed !== null) return failed;
  if (snapshot.matches('editing') && isPayableRefusal(snapshot.context.errors))
    return { title: messages.titles.payment, message: messages.funding.payableIncorrect };
  return null;
}

/** True while a call is under way (the buttons are disabled). */
export function isBusy(snapshot: PaymentSnapshot): boolean {
  return snapshot.matches('loading') || snapshot.matches('posting');
}
