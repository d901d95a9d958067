import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PaymentType } from '../src/shared/constants';
import type { ResponseOf } from '../src/shared/contract/endpoint';
import type {
  AvailableEscrows,
  ReleaseChargeback,
  ReserveRow,
  reserveReleaseEndpoints,
} from '../src/shared/contract/reserves';
import { compareIsoDates, formatUsDate, isIsoDate, todayIso, type IsoDate } from '../src/shared/dates';
import { messages, type ToastText } from '../src/shared/messages';
import {
  addMoney,
  compareMoney,
  formatUsd,
  parseMoney,
  toMoneyString,
  type MoneyInput,
} from '../src/shared/money';
import {
  autoSelectEscrows,
  batchTotalOf,
  extraEscrowOf,
  heldReserveOf,
  releasedAmountOf,
  releaseRefusalOf,
  releaseWireFeeOf,
  type ReleaseRefusal,
} from '../src/shared/reserveRelease';
import {
  ReserveReleaseRequestSchema,
  type ReserveReleaseInput,
} from '../src/shared/validation/reserveRelease';
import { failedCall, noFailure, placeholdersFor, type FailedCall } from './shared/serverCalls';

/**
 * Create RR Batch (spec part 2 §2 /createrrbatch, §4 Reserves, §5 Reserve release form, §7;
 * docs/decisions/0029-reserves-and-their-release.md, "The release" and "The escrow rule").
 *
 * The screen opens with the invoices chosen on the Cash Reserves card (one client's). The machine
 * loads the batch (its invoices, the latest posting date of their collections, the client's open
 * chargebacks and wire fee), the client's previous reserves and its available escrows, and starts
 * with Auto Select's escrows. The user chooses the chargebacks the release settles (the CB amount
 * follows them), the Reserve Release Date, the Payment Type (a wire pays the client's term-sheet
 * wire fee), may lower the Total Amount with Previous Reserves and Escrow (it starts at, and
 * follows, the batch total until typed), and may change the escrows in the Reserve Breakdown.
 * Every figure is the shared arithmetic's (`src/shared/reserveRelease.ts`); the rules are the
 * release's own schema plus the date's order, so no release the server would refuse is sent.
 *
 * Post Reserve Release asks first (a release cannot be undone), then posts. The server posts it
 * (released), or holds it for a second staff member above the approval threshold (waitingApproval),
 * or refuses it: its message shows and the form stays as it was.
 *
 * The form carries one idempotency key, made when the machine starts: a double click, or posting the
 * same form again after a failure whose answer was lost, sends the same key, so the server releases
 * once (a refused call frees the key; a form changed since answers 422 rather than paying twice).
 *
 * Side effects are actors supplied with `.provide()`: `loadBatch`, `postRelease`.
 */

export interface ReserveReleaseMachineInput {
  /** The invoices chosen on the Cash Reserves card. */
  invoiceIds: readonly number[];
  /** Tests and stories fix the key; the page leaves it to the machine. */
  idempotencyKey?: string;
  /** Today, for the release date's "not in the future" (tests and stories fix it). */
  today?: IsoDate;
}

export interface LoadBatchInput {
  invoiceIds: number[];
}

/** What the form needs of the server: the batch, the client's previous reserves and escrows. */
export interface LoadedBatch {
  batch: readonly ReserveRow[];
  prospectId: number;
  clientName: string;
  /** Reserve Release Date may not be before it. */
  latestPostingDate: string | null;
  chargebacks: readonly ReleaseChargeback[];
  /** The client's term-sheet wire fee. */
  wireFee: string;
  previousReserves: string;
  escrows: AvailableEscrows;
}

export type ReleaseAnswer = ResponseOf<typeof reserveReleaseEndpoints.save>;

export interface PostReleaseInput {
  body: ReserveReleaseInput;
  /** Sent as the Idempotency-Key header. */
  idempotencyKey: string;
}

export type ReleaseField =
  'reserve_release_date' | 'payment_type' | 'custom_amount' | 'released_amount' | 'form';

export interface ReleaseProblem {
  field: ReleaseField;
  message: string;
}

export type ReleaseFailure = 'load' | 'post';

export interface ReserveReleaseContext extends FailedCall<ReleaseFailure> {
  invoiceIds: number[];
  idempotencyKey: string;
  today: IsoDate;
  loaded: LoadedBatch | null;
  /** The chargebacks the release settles, by id. */
  chargebackIds: number[];
  /** The escrows the release takes, by invoice id. */
  escrowIds: number[];
  releaseDate: string;
  paymentType: PaymentType | null;
  /** Total Amount with Previous Reserves and Escrow as typed (wire text), or the batch total. */
  customAmount: string;
  /** Typed by the user: it no longer follows the batch total. */
  customTyped: boolean;
  /** What the last SUBMIT broke, verbatim. */
  problems: ReleaseProblem[];
  /** The server's answer to the post, once it came. */
  answer: ReleaseAnswer | null;
}

export type ReserveReleaseEvent =
  | { type: 'TOGGLE_CHARGEBACK'; id: number; selected: boolean }
  | { type: 'SET_RELEASE_DATE'; date: string }
  | { type: 'SET_PAYMENT_TYPE'; paymentType: PaymentType | null }
  | { type: 'SET_TOTAL'; amount: string }
  | { type: 'TOGGLE_ESCROW'; invoiceId: number; selected: boolean }
  | { type: 'CLEAR_ESCROWS' }
  | { type: 'AUTO_SELECT_ESCROWS' }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' };

const R = messages.reserve;
const notProvided = placeholdersFor('reserve release');

/** Σ of amounts, as money text ('0.00' for none). */
function sumOf(amounts: readonly MoneyInput[]): string {
  return toMoneyString(addMoney('0', ...amounts));
}

/** An amount as typed, as a figure: '0.00' for text that is no amount. */
function amountOf(text: string): string {
  const parsed = parseMoney(text);
  return parsed === null ? '0.00' : toMoneyString(parsed);
}

/** The figures of the form as it stands (0029, "The release"). */
export interface ReleaseFiguresShown {
  invoiceReserves: string;
  previousReserves: string;
  /** Σ the chosen escrows. */
  escrows: string;
  /** What the escrow rule lets a release take. */
  extraEscrow: string;
  batchTotal: string;
  customAmount: string;
  wireFee: string;
  cbAmount: string;
  /** Amount to be Released, floored at 0. */
  released: string;
  refusal: ReleaseRefusal | null;
}

export function figuresOf(context: ReserveReleaseContext): ReleaseFiguresShown {
  const loaded = context.loaded;
  const invoiceReserves = sumOf(
    (loaded?.batch ?? []).map((row) =>
      heldReserveOf({
        invoiceAmount: row.invoice_amount,
        advanceAmount: row.advance_amount,
        discountFeeAmount: row.discount_fee_amount,
      }),
    ),
  );
  const previousReserves = loaded?.previousReserves ?? '0.00';
  const escrows = sumOf(
    (loaded?.escrows.escrows ?? [])
      .filter((escrow) => context.escrowIds.includes(escrow.invoice_id))
      .map((escrow) => escrow.amount),
  );
  const extraEscrow =
    loaded === null ? '0.00' : extraEscrowOf(loaded.escrows.held_escrow, loaded.escrows.open_receivables);
  const batchTotal = batchTotalOf({ invoiceReserves, previousReserves, escrows });
  const customAmount = amountOf(context.customAmount);
  const wireFee = releaseWireFeeOf(context.paymentType, loaded?.wireFee ?? '0.00');
  const cbAmount = sumOf(
    (loaded?.chargebacks ?? [])
      .filter((chargeback) => context.chargebackIds.includes(chargeback.id))
      .map((chargeback) => chargeback.cb),
  );
  const figures = { invoiceReserves, previousReserves, escrows, customAmount, wireFee, cbAmount };
  return {
    ...figures,
    extraEscrow,
    batchTotal,
    released: releasedAmountOf(figures),
    refusal: releaseRefusalOf(figures),
  };
}

/** The batch total the custom amount starts at (and follows until typed). */
function followingTotal(
  context: ReserveReleaseContext,
): Partial<Pick<ReserveReleaseContext, 'customAmount'>> {
  return context.customTyped ? {} : { customAmount: figuresOf(context).batchTotal };
}

/** Whether the escrow of `invoiceId` may join the chosen ones without passing the extra. */
export function escrowFits(context: ReserveReleaseContext, invoiceId: number): boolean {
  const escrow = context.loaded?.escrows.escrows.find((e) => e.invoice_id === invoiceId);
  if (escrow === undefined) return false;
  if (context.escrowIds.includes(invoiceId)) return true;
  const { escrows, extraEscrow } = figuresOf(context);
  return compareMoney(addMoney(escrows, escrow.amount), extraEscrow) <= 0;
}

/** Auto Select's escrows for the loaded client (0029: oldest funding first, within the extra). */
function autoSelected(loaded: LoadedBatch): number[] {
  const extra = extraEscrowOf(loaded.escrows.held_escrow, loaded.escrows.open_receivables);
  return autoSelectEscrows(
    loaded.escrows.escrows.map((escrow) => ({
      invoiceId: escrow.invoice_id,
      fundingDate: escrow.funding_date,
      amount: escrow.amount,
    })),
    extra,
  );
}

/** The release as it is sent: the form's choices and the figures the user saw. */
export function releaseBodyOf(context: ReserveReleaseContext): ReserveReleaseInput {
  const figures = figuresOf(context);
  const chargebacks = compareMoney(figures.cbAmount, '0') > 0 ? [...context.chargebackIds] : [];
  return {
    prospect_id: context.loaded?.prospectId ?? 0,
    reserve_release_date: context.releaseDate,
    payment_type: context.paymentType as PaymentType,
    custom_amount: context.customAmount,
    escrow: figures.escrows,
    previous_reserves: figures.previousReserves,
    cb_amount: figures.cbAmount,
    released_amount: figures.released,
    wire_fee: figures.wireFee,
    invoices: (context.loaded?.batch ?? []).map((row) => row.id),
    charge_backs: chargebacks,
    escrows: [...context.escrowIds],
  };
}

const fieldOrder: readonly ReleaseField[] = [
  'reserve_release_date',
  'payment_type',
  'custom_amount',
  'released_amount',
  'form',
];

/**
 * The problems of the form as it stands, in the words the server would use, one per field in the
 * form's order: the release's own schema, then the release date against the latest posting date
 * and today.
 */
export function problemsOf(context: ReserveReleaseContext): ReleaseProblem[] {
  const byField = new Map<ReleaseField, string>();
  const parsed = ReserveReleaseRequestSchema.safeParse(releaseBodyOf(context));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const named = String(issue.path[0] ?? '');
      const field = (fieldOrder as readonly string[]).includes(named) ? (named as ReleaseField) : 'form';
      if (!byField.has(field)) byField.set(field, issue.message);
    }
  const date = context.releaseDate;
  if (!byField.has('reserve_release_date') && isIsoDate(date)) {
    const latest = context.loaded?.latestPostingDate ?? null;
    if (latest !== null && compareIsoDates(date, latest) < 0)
      byField.set('reserve_release_date', R.createBatch.releaseDateBeforePosting(formatUsDate(latest)));
    else if (compareIsoDates(date, context.today) > 0)
      byField.set('reserve_release_date', R.createBatch.releaseDateInFuture);
  }
  return fieldOrder.flatMap((field) => {
    const message = byField.get(field);
    return message === undefined ? [] : [{ field, message }];
  });
}

/** The edits the form takes while editing, and after a refused post (which they return to editing). */
const edits = {
  TOGGLE_CHARGEBACK: { actions: 'toggleChargeback' },
  SET_RELEASE_DATE: { actions: 'setReleaseDate' },
  SET_PAYMENT_TYPE: { actions: 'setPaymentType' },
  SET_TOTAL: { actions: 'setTotal' },
  TOGGLE_ESCROW: { actions: 'toggleEscrow' },
  CLEAR_ESCROWS: { actions: 'clearEscrows' },
  AUTO_SELECT_ESCROWS: { actions: 'autoSelectEscrows' },
} as const;

export const reserveReleaseMachine = setup({
  types: {} as {
    input: ReserveReleaseMachineInput;
    context: ReserveReleaseContext;
    events: ReserveReleaseEvent;
  },
  actors: {
    loadBatch: fromPromise<LoadedBatch, LoadBatchInput>(notProvided('loadBatch')),
    postRelease: fromPromise<ReleaseAnswer, PostReleaseInput>(notProvided('postRelease')),
  },
  guards: {
    formAccepted: ({ context }) => problemsOf(context).length === 0 && figuresOf(context).refusal === null,
    waitingApproval: ({ event }) =>
      'output' in event && (event.output as ReleaseAnswer | undefined)?.waiting_approval === true,
  },
  actions: {
    adoptBatch: assign(({ context }, loaded: LoadedBatch) => {
      const next = {
        ...context,
        loaded,
        chargebackIds: [],
        escrowIds: autoSelected(loaded),
        customTyped: false,
      };
      return { ...next, customAmount: figuresOf(next).batchTotal };
    }),
    toggleChargeback: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_CHARGEBACK') return {};
      const others = context.chargebackIds.filter((id) => id !== event.id);
      const known = context.loaded?.chargebacks.some((chargeback) => chargeback.id === event.id) ?? false;
      return { chargebackIds: event.selected && known ? [...others, event.id] : others };
    }),
    setReleaseDate: assign(({ event }) =>
      event.type === 'SET_RELEASE_DATE' ? { releaseDate: event.date } : {},
    ),
    setPaymentType: assign(({ event }) =>
      event.type === 'SET_PAYMENT_TYPE' ? { paymentType: event.paymentType } : {},
    ),
    setTotal: assign(({ event }) =>
      event.type === 'SET_TOTAL' ? { customAmount: event.amount, customTyped: true } : {},
    ),
    toggleEscrow: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_ESCROW') return {};
      const others = context.escrowIds.filter((id) => id !== event.invoiceId);
      const escrowIds =
        event.selected && escrowFits(context, event.invoiceId) ? [...others, event.invoiceId] : others;
      return { escrowIds, ...followingTotal({ ...context, escrowIds }) };
    }),
    clearEscrows: assign(({ context }) => ({
      escrowIds: [],
      ...followingTotal({ ...context, escrowIds: [] }),
    })),
    autoSelectEscrows: assign(({ context }) => {
      const escrowIds = context.loaded === null ? [] : autoSelected(context.loaded);
      return { escrowIds, ...followingTotal({ ...context, escrowIds }) };
    }),
    refuse: assign(({ context }) => ({ problems: problemsOf(context), ...noFailure })),
    accept: assign({ problems: [], ...noFailure }),
    clearError: assign(noFailure),
    adoptAnswer: assign((_, answer: ReleaseAnswer) => ({ answer })),
    recordFailure: assign((_, failed: { failure: ReleaseFailure; error: unknown }) => failedCall(failed)),
  },
}).createMachine({
  id: 'reserveRelease',
  context: ({ input }) => ({
    invoiceIds: [...input.invoiceIds],
    idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
    today: input.today ?? todayIso(),
    loaded: null,
    chargebackIds: [],
    escrowIds: [],
    releaseDate: '',
    paymentType: null,
    customAmount: '',
    customTyped: false,
    problems: [],
    answer: null,
    ...noFailure,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBatch',
        src: 'loadBatch',
        input: ({ context }) => ({ invoiceIds: context.invoiceIds }),
        onDone: {
          target: 'editing',
          actions: { type: 'adoptBatch', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ failure: 'load' as const, error: event.error }),
          },
        },
      },
      on: { CANCEL: { target: 'cancelled' } },
    },
    loadFailed: {
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
        CANCEL: { target: 'cancelled' },
      },
    },
    editing: {
      on: {
        ...edits,
        SUBMIT: [{ guard: 'formAccepted', target: 'confirming', actions: 'accept' }, { actions: 'refuse' }],
        CANCEL: { target: 'cancelled' },
      },
    },
    /** Post Reserve Release asked: a release cannot be undone. */
    confirming: {
      on: {
        CONFIRM: { target: 'posting' },
        BACK: { target: 'editing' },
      },
    },
    posting: {
      invoke: {
        id: 'postRelease',
        src: 'postRelease',
        input: ({ context }) => ({ body: releaseBodyOf(context), idempotencyKey: context.idempotencyKey }),
        onDone: [
          {
            guard: 'waitingApproval',
            target: 'waitingApproval',
            actions: { type: 'adoptAnswer', params: ({ event }) => event.output },
          },
          { target: 'released', actions: { type: 'adoptAnswer', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'postFailed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ failure: 'post' as const, error: event.error }),
          },
        },
      },
    },
    postFailed: {
      on: {
        ...Object.fromEntries(
          Object.entries(edits).map(([type, edit]) => [
            type,
            { target: 'editing', actions: [edit.actions, 'clearError'] },
          ]),
        ),
        // The form as it was accepted, asked again: the same key, so a lost answer cannot pay twice.
        SUBMIT: { target: 'confirming', actions: 'accept' },
        CANCEL: { target: 'cancelled' },
      },
    },
    released: { type: 'final' },
    waitingApproval: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type ReserveReleaseMachine = typeof reserveReleaseMachine;
export type ReserveReleaseSnapshot = SnapshotFrom<ReserveReleaseMachine>;

/** The note above Post Reserve Release while the total passes the batch total; null otherwise. */
export function totalExceedsNoteOf(snapshot: ReserveReleaseSnapshot): string | null {
  const figures = figuresOf(snapshot.context);
  if (snapshot.context.loaded === null || figures.refusal !== 'totalExceedsBatch') return null;
  return R.totalExceedsBatch(formatUsd(figures.batchTotal));
}

/** Post Reserve Release is off: the total passes the batch total, or a call is under way. */
export function postDisabled(snapshot: ReserveReleaseSnapshot): boolean {
  return totalExceedsNoteOf(snapshot) !== null || isBusy(snapshot) || !canEdit(snapshot);
}

/** The form takes edits (loaded, not posting, not done). */
export function canEdit(snapshot: ReserveReleaseSnapshot): boolean {
  return snapshot.matches('editing') || snapshot.matches('postFailed');
}

/** True while a call is under way. */
export function isBusy(snapshot: ReserveReleaseSnapshot): boolean {
  return snapshot.matches('loading') || snapshot.matches('posting');
}

/** The client has open chargebacks: the Chargeback(s) table and CB Amount Deducted show. */
export function hasChargebacks(snapshot: ReserveReleaseSnapshot): boolean {
  return (snapshot.context.loaded?.chargebacks.length ?? 0) > 0;
}

/** The outcome's toast (released, or waiting for approval), or the failed call's; null otherwise. */
export function releaseToastOf(snapshot: ReserveReleaseSnapshot): ToastText | null {
  const { context } = snapshot;
  if (snapshot.matches('released')) return R.released;
  if (snapshot.matches('waitingApproval'))
    return {
      title: R.createBatch.waitingApproval.title,
      message: context.answer?.message || R.createBatch.waitingApproval.message,
    };
  if (context.error === null || context.failure === null) return null;
  return {
    title: context.failure === 'load' ? messages.titles.fetchFailed : messages.titles.error,
    message: context.error,
  };
}

/** The form has something the user would lose on leaving. */
export function isDirty(snapshot: ReserveReleaseSnapshot): boolean {
  const { context } = snapshot;
  return (
    context.loaded !== null &&
    (context.releaseDate !== '' ||
      context.paymentType !== null ||
      context.customTyped ||
      context.chargebackIds.length > 0 ||
      [...context.escrowIds].sort((a, b) => a - b).join() !==
        autoSelected(context.loaded)
          .sort((a, b) => a - b)
          .join())
  );
}
