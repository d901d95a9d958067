import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { IsoDate } from '../src/shared/dates';
import { messages, type ToastText } from '../src/shared/messages';
import { paymentLimitsOf, type SchedulePaymentInfo } from '../src/shared/schedulePayment';
import {
  isPayableRefusal,
  postPaymentSchema,
  type PostPayment,
  type PostPaymentInput,
} from '../src/shared/validation/postPayment';
import { failureMessage } from './applicationWizard.machine';

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

export interface PaymentPostingContext {
  scheduleId: number;
  scheduleFundDate: IsoDate | null;
  idempotencyKey: string;
  info: SchedulePaymentInfo | null;
  /** The payment accepted for posting, sent again as it was on RETRY. */
  payment: PostPayment | null;
  /** The rules the last SUBMIT broke, by field, first message each. */
  errors: Readonly<Record<string, string>>;
  failure: PaymentFailure | null;
  error: string | null;
}

export type PaymentPostingEvent =
  { type: 'SUBMIT'; values: PostPaymentInput } | { type: 'RETRY' } | { type: 'CANCEL' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`payment posting: provide a ${name} actor`);
};

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

export const paymentPostingMachine = setup({
  types: {
    input: {} as PaymentPostingInput,
    context: {} as PaymentPostingContext,
    events: {} as PaymentPostingEvent,
  },
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
      return result.success ? { payment: result.data, errors: {}, error: null, failure: null } : {};
    }),
    refusePayment: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = checkSubmission(context, event.values);
      return { errors: result.success ? {} : errorsOf(result.error.issues), error: null, failure: null };
    }),
    clearError: assign({ error: null, failure: null }),
    recordFailure: assign((_, { failure, error }: { failure: PaymentFailure; error: unknown }) => ({
      failure,
      error: failureMessage(
        error,
        failure === 'load' ? messages.generic.serverError : messages.generic.failure,
      ),
    })),
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
    failure: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      on: { CANCEL: { target: 'cancelled' } },
      invoke: {
        id: 'loadPaymentInfo',
        src: 'loadPaymentInfo',
        input: ({ context }) => ({ id: context.scheduleId }),
        onDone: { target: 'editing', actions: { type: 'adoptInfo', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ failure: 'load', error: event.error }),
          },
        },
      },
    },
    loadFailed: {
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
        CANCEL: { target: 'cancelled' },
      },
    },
    editing: {
      on: {
        SUBMIT: [
          { guard: 'paymentAccepted', target: 'posting', actions: 'acceptPayment' },
          { actions: 'refusePayment' },
        ],
        CANCEL: { target: 'cancelled' },
      },
    },
    // No Cancel here: the payment is out, and its answer must be seen.
    posting: {
      invoke: {
        id: 'postPayment',
        src: 'postPayment',
        input: ({ context }) => {
          if (context.payment === null) throw new Error('payment posting: no accepted payment to post');
          return { payment: context.payment, idempotencyKey: context.idempotencyKey };
        },
        onDone: { target: 'funded' },
        onError: {
          target: 'failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ failure: 'post', error: event.error }),
          },
        },
      },
    },
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
  const { error, errors, failure } = snapshot.context;
  if (error !== null && (snapshot.matches('failed') || snapshot.matches('loadFailed'))) {
    return {
      title: failure === 'load' ? messages.titles.fetchFailed : messages.titles.error,
      message: error,
    };
  }
  if (snapshot.matches('editing') && isPayableRefusal(errors))
    return { title: messages.titles.payment, message: messages.funding.payableIncorrect };
  return null;
}

/** True while a call is under way (the buttons are disabled). */
export function isBusy(snapshot: PaymentSnapshot): boolean {
  return snapshot.matches('loading') || snapshot.matches('posting');
}
