import { describe, expect, it } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { TestModel, serializeSnapshot, type Step } from '@xstate/graph';
import {
  isBusy,
  isHeldAnswer,
  paymentFormDefaultsOf,
  paymentPostingMachine,
  paymentSchemaOf,
  paymentToastOf,
  type LoadPaymentInfoInput,
  type PaymentPostingEvent,
  type PaymentPostingInput,
  type PostPaymentCallInput,
} from '../../machines/paymentPosting.machine';
import { approvalMessages } from '../../src/shared/contract/approvals';
import { messages } from '../../src/shared/messages';
import type { SchedulePaymentInfo } from '../../src/shared/schedulePayment';
import type { PostPaymentInput } from '../../src/shared/validation/postPayment';
import { answerLast, failLast, flush, recording, type Call } from './deferred';
import { transitionsTaken } from './modelPaths';

type Snapshot = SnapshotFrom<typeof paymentPostingMachine>;

const info: SchedulePaymentInfo = {
  amount: '1000.00',
  paidAmount: '500.00',
  requestedAmount: '1500.00',
  wireFee: '25.00',
  latestInvoiceDate: '2026-03-02',
  isFunded: true,
  unverified_invoices: [{ id: 7, invoice_no: 7007, invoice_amount: '200.00', advance_amount: '150.00' }],
  chargebacks: [],
};

/** A check paid on the fund date, deposited the next day and posted the day after. */
const check: PostPaymentInput = {
  schedule_id: 42,
  payment_type: 1,
  transaction_number: 'CHK1001',
  schedule_fund_date: '2026-03-10',
  check_date: '2026-03-10',
  check_deposit_date: '2026-03-11',
  posting_date: '2026-03-12',
  amount: '1000.00',
  wire_fee: '25.00',
  selectedUnverifiedInvoices: [],
  unverifiedInvoices: [7],
};
/** A wire that also funds the unverified invoice: 1150.00 at most, 1125.00 paid out. */
const wireWithInvoice: PostPaymentInput = {
  ...check,
  payment_type: 2,
  transaction_number: 'WIRE77',
  check_deposit_date: '',
  amount: '1150.00',
  selectedUnverifiedInvoices: [7],
};
/** A wire of exactly the wire fee: nothing would reach the client. */
const payableRefused: PostPaymentInput = { ...wireWithInvoice, amount: '25.00' };
const blank: PostPaymentInput = { schedule_id: 42 };

/** The machine run for real with fakes the test answers: every call waits for the test. */
function startPosting(input: PaymentPostingInput = { scheduleId: 42 }) {
  const loads: Call<LoadPaymentInfoInput, SchedulePaymentInfo>[] = [];
  const posts: Call<PostPaymentCallInput, unknown>[] = [];
  const machine = paymentPostingMachine.provide({
    actors: {
      loadPaymentInfo: fromPromise(recording(loads)),
      postPayment: fromPromise(recording(posts)),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    loads,
    posts,
    snapshot: () => actor.getSnapshot(),
    send: (event: PaymentPostingEvent) => actor.send(event),
    submit: (values: PostPaymentInput) => actor.send({ type: 'SUBMIT', values }),
    answer: answerLast,
    fail: failLast,
  };
}

async function editing(input?: PaymentPostingInput) {
  const p = startPosting(input);
  await p.answer(p.loads, info);
  return p;
}

describe('payment posting: loading the payment info', () => {
  it("loads the schedule's payment info, then starts the form from it", async () => {
    const p = startPosting({ scheduleId: 42, scheduleFundDate: '2026-03-10' });
    expect(p.snapshot().value).toBe('loading');
    expect(isBusy(p.snapshot())).toBe(true);
    expect(p.loads[0]?.input).toEqual({ id: 42 });
    await p.answer(p.loads, info);
    expect(p.snapshot().value).toBe('editing');
    expect(paymentFormDefaultsOf(p.snapshot())).toEqual({
      schedule_id: 42,
      payment_type: null,
      transaction_number: '',
      check_date: '',
      check_deposit_date: '',
      schedule_fund_date: '2026-03-10',
      posting_date: '',
      amount: '1000.00',
      wire_fee: '25.00',
      selectedUnverifiedInvoices: [],
      unverifiedInvoices: [7],
    });
  });

  it('gives the form the schema with the limits of this schedule', async () => {
    const p = await editing();
    const schema = paymentSchemaOf(p.snapshot());
    expect(schema.safeParse({ ...check, amount: '1000.01' }).success).toBe(false);
    expect(schema.safeParse({ ...check, amount: '1000.00' }).success).toBe(true);
  });

  it("keeps the server's message on a failed load, retries, or cancels", async () => {
    const p = startPosting();
    await p.fail(p.loads, new Error('Schedule not found.'));
    expect(p.snapshot().value).toBe('loadFailed');
    expect(paymentToastOf(p.snapshot())).toEqual({ title: 'Fetch Failed', message: 'Schedule not found.' });
    p.send({ type: 'RETRY' });
    expect(p.loads).toHaveLength(2);
    await p.fail(p.loads, undefined);
    expect(p.snapshot().context.error).toBe(messages.generic.serverError);
    p.send({ type: 'CANCEL' });
    expect(p.snapshot().value).toBe('cancelled');
  });

  it('may be cancelled while loading', () => {
    const p = startPosting();
    p.send({ type: 'CANCEL' });
    expect(p.snapshot().value).toBe('cancelled');
    expect(p.snapshot().status).toBe('done');
  });
});

describe('payment posting: the form', () => {
  it('posts a valid check as the payment payload with the form’s idempotency key', async () => {
    const p = await editing({ scheduleId: 42, idempotencyKey: 'form-1' });
    p.submit(check);
    expect(p.snapshot().value).toBe('posting');
    expect(isBusy(p.snapshot())).toBe(true);
    expect(p.posts[0]?.input).toEqual({
      idempotencyKey: 'form-1',
      payment: {
        schedule_id: 42,
        payment_type: 1,
        payment_type_text: 'Check',
        transaction_number: 'CHK1001',
        check_date: '2026-03-10',
        check_deposit_date: '2026-03-11',
        schedule_fund_date: '2026-03-10',
        posting_date: '2026-03-12',
        amount: '1000.00',
        wire_fee: '0.00',
        paid_amount: '1000.00',
        selectedUnverifiedInvoices: [],
        unverifiedInvoices: [7],
      },
    });
    await p.answer(p.posts, { status: true });
    expect(p.snapshot().value).toBe('funded');
    expect(p.snapshot().status).toBe('done');
    expect(paymentToastOf(p.snapshot())).toEqual({
      title: 'Payment Funded',
      message: 'Payment has been funded successfully',
    });
  });

  it('ends held, not funded, when the payment waits for approval, with the server’s message', async () => {
    const p = await editing({ scheduleId: 42, idempotencyKey: 'form-held' });
    p.submit(check);
    const waiting = approvalMessages.paymentWaiting('1000.00');
    await p.answer(p.posts, {
      status: true,
      message: waiting,
      payment: null,
      waiting_approval: true,
      approval_id: 5,
    });
    expect(p.snapshot().value).toBe('held');
    expect(p.snapshot().status).toBe('done');
    expect(paymentToastOf(p.snapshot())).toEqual({
      title: approvalMessages.paymentWaitingTitle,
      message: waiting,
    });
    expect(isHeldAnswer({ waiting_approval: false })).toBe(false);
    expect(isHeldAnswer(null)).toBe(false);
  });

  it('posts a wire less the wire fee, up to the remaining amount plus the selected advances', async () => {
    const p = await editing();
    p.submit(wireWithInvoice);
    expect(p.posts[0]?.input.payment).toMatchObject({
      payment_type_text: 'Wire',
      check_deposit_date: null,
      amount: '1150.00',
      wire_fee: '25.00',
      paid_amount: '1125.00',
      selectedUnverifiedInvoices: [7],
    });
  });

  it('refuses a payment the rules refuse, with every message, and sends nothing', async () => {
    const p = await editing();
    p.submit(blank);
    expect(p.snapshot().value).toBe('editing');
    expect(p.snapshot().context.errors).toEqual({
      payment_type: 'Payment Type is required',
      schedule_fund_date: 'Schedule Fund Date is required',
      posting_date: 'Posting Date is required',
      amount: 'Amount is required',
    });
    p.submit({ ...wireWithInvoice, selectedUnverifiedInvoices: [] });
    expect(p.snapshot().context.errors).toEqual({ amount: 'Amount cannot exceed $1,000.00' });
    expect(paymentToastOf(p.snapshot())).toBeNull();
    expect(p.posts).toHaveLength(0);
  });

  it("refuses a payable of 0 or less with the toast 'Payable amount is not correct.' titled Payment", async () => {
    const p = await editing();
    p.submit(payableRefused);
    expect(p.snapshot().value).toBe('editing');
    expect(paymentToastOf(p.snapshot())).toEqual({
      title: 'Payment',
      message: 'Payable amount is not correct.',
    });
    expect(p.posts).toHaveLength(0);
    p.submit({ ...payableRefused, amount: '25.01' });
    expect(p.posts[0]?.input.payment.paid_amount).toBe('0.01');
  });

  it('posts for its own schedule whatever schedule the values name', async () => {
    const p = await editing();
    p.submit({ ...check, schedule_id: 7 });
    expect(p.posts[0]?.input.payment.schedule_id).toBe(42);
  });

  it('clears the refusal once a corrected payment is accepted', async () => {
    const p = await editing();
    p.submit(blank);
    p.submit(check);
    expect(p.snapshot().context.errors).toEqual({});
  });

  it('may be cancelled while editing', async () => {
    const p = await editing();
    p.send({ type: 'CANCEL' });
    expect(p.snapshot().value).toBe('cancelled');
    expect(p.posts).toHaveLength(0);
  });
});

describe('payment posting: one key per opened form', () => {
  it('makes a key when the form opens, and another for a form opened again', () => {
    const first = startPosting();
    const second = startPosting();
    const keys = [first.snapshot().context.idempotencyKey, second.snapshot().context.idempotencyKey];
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('posts once on a double click', async () => {
    const p = await editing();
    p.submit(check);
    p.submit(check);
    p.send({ type: 'CANCEL' });
    expect(p.snapshot().value).toBe('posting');
    expect(p.posts).toHaveLength(1);
  });

  it("keeps the server's message on a failure and retries the same payment with the same key", async () => {
    const p = await editing();
    p.submit(check);
    await p.fail(p.posts, new Error('Schedule is already funded.'));
    expect(p.snapshot().value).toBe('failed');
    expect(paymentToastOf(p.snapshot())).toEqual({ title: 'Error', message: 'Schedule is already funded.' });
    p.send({ type: 'RETRY' });
    expect(p.posts).toHaveLength(2);
    expect(p.posts[1]?.input).toEqual(p.posts[0]?.input);
    expect(p.posts[1]?.input.idempotencyKey).toBe(p.snapshot().context.idempotencyKey);
    await p.fail(p.posts, new Error(''));
    expect(p.snapshot().context.error).toBe(messages.generic.failure);
    await p.fail([], null);
    p.send({ type: 'RETRY' });
    await p.answer(p.posts, { status: true });
    expect(p.snapshot().value).toBe('funded');
    expect(new Set(p.posts.map((post) => post.input.idempotencyKey)).size).toBe(1);
  });

  it('sends a corrected payment after a failure with the same key', async () => {
    const p = await editing();
    p.submit(check);
    await p.fail(p.posts, new Error('Posting date is closed.'));
    p.submit({ ...check, posting_date: '2026-03-13' });
    expect(p.snapshot().value).toBe('posting');
    expect(p.posts[1]?.input.payment.posting_date).toBe('2026-03-13');
    expect(p.posts[1]?.input.idempotencyKey).toBe(p.posts[0]?.input.idempotencyKey);
  });

  it('goes back to the form when the corrected payment is refused after a failure', async () => {
    const p = await editing();
    p.submit(check);
    await p.fail(p.posts, new Error('No.'));
    p.submit(payableRefused);
    expect(p.snapshot().value).toBe('editing');
    expect(p.snapshot().context.error).toBeNull();
    expect(paymentToastOf(p.snapshot())?.title).toBe('Payment');
    expect(p.posts).toHaveLength(1);
  });

  it('may be cancelled after a failure', async () => {
    const p = await editing();
    p.submit(check);
    await p.fail(p.posts, new Error('No.'));
    p.send({ type: 'CANCEL' });
    expect(p.snapshot().value).toBe('cancelled');
    expect(paymentToastOf(p.snapshot())).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based paths: the machine's own graph, walked through every state and transition with four
// submissions (a check, a wire funding the unverified invoice, a refused payable, a blank form),
// replayed on a running actor whose calls are fakes the test answers. Each transition is a node of
// its own (the key names the event and the state it left), so the shortest paths take every
// transition once. The key is fixed so that the graph's contexts and the actor's agree.
// ---------------------------------------------------------------------------------------------

const walkInput: PaymentPostingInput = { scheduleId: 42, idempotencyKey: 'walk-key' };
const submissions: Record<string, PostPaymentInput> = {
  check,
  wireWithInvoice,
  payableRefused,
  blank,
};

/** Concrete events for every event type a state accepts; a type without an entry fails the test. */
function eventsFor(state: Snapshot): PaymentPostingEvent[] {
  const anyEvent = (event: { type: string } & Record<string, unknown>) =>
    event as unknown as PaymentPostingEvent;
  return __unsafe_getAllOwnEventDescriptors(state).flatMap((type): PaymentPostingEvent[] => {
    switch (type) {
      case 'SUBMIT':
        return Object.values(submissions).map((values) => ({ type, values }));
      case 'RETRY':
      case 'CANCEL':
        return [{ type }];
      case 'xstate.done.actor.loadPaymentInfo':
        return [anyEvent({ type, output: info })];
      case 'xstate.error.actor.loadPaymentInfo':
        return [anyEvent({ type, error: new Error('Server error.') })];
      case 'xstate.done.actor.postPayment':
        return [anyEvent({ type, output: { status: true } })];
      case 'xstate.error.actor.postPayment':
        return [anyEvent({ type, error: new Error('Schedule is already funded.') })];
      default:
        throw new Error(`No test event for '${type}': add it to eventsFor()`);
    }
  });
}

function eventKey(event: PaymentPostingEvent): string {
  if (event.type !== 'SUBMIT') return event.type;
  const name = Object.entries(submissions).find(([, values]) => values === event.values)?.[0];
  return `${event.type}(${name ?? '?'})`;
}

const model = new TestModel(paymentPostingMachine, {
  events: eventsFor,
  input: walkInput,
  serializeState: (state, event, previous) =>
    `${serializeSnapshot(state)}${event && previous ? ` via ${eventKey(event)} from ${serializeSnapshot(previous)}` : ''}`,
  stateMatcher: (state, key) => state.matches(key as never),
});
const paths = model.getShortestPaths();
const reached = paths.flatMap((path) => path.steps.map((step) => step.state));

describe('payment posting: model-based paths', () => {
  it('reaches every state node of the machine', () => {
    const expected = ['loading', 'loadFailed', 'editing', 'posting', 'failed', 'funded', 'cancelled'];
    for (const value of expected)
      expect(
        reached.some((s) => s.matches(value as never)),
        value,
      ).toBe(true);
  });

  it('takes every transition the machine declares', () => {
    const taken = transitionsTaken(paths);
    expect([...taken].sort()).toEqual(
      [
        'loading xstate.done.actor.loadPaymentInfo',
        'loading xstate.error.actor.loadPaymentInfo',
        'loading CANCEL',
        'loadFailed RETRY',
        'loadFailed CANCEL',
        'editing SUBMIT',
        'editing CANCEL',
        'posting xstate.done.actor.postPayment',
        'posting xstate.error.actor.postPayment',
        'failed RETRY',
        'failed SUBMIT',
        'failed CANCEL',
      ].sort(),
    );
  });

  it('posts only payments the rules accept, and refuses the others in the form', () => {
    const posted = new Set(
      reached.filter((s) => s.matches('posting')).map((s) => s.context.payment?.payment_type_text),
    );
    expect([...posted].sort()).toEqual(['Check', 'Wire']);
    expect(reached.some((s) => s.matches('editing') && paymentToastOf(s)?.title === 'Payment')).toBe(true);
    expect(reached.some((s) => s.matches('editing') && s.context.errors.payment_type !== undefined)).toBe(
      true,
    );
  });

  for (const [index, path] of paths.entries()) {
    const last = path.steps.at(-1)?.event.type ?? 'start';
    it(`path ${index + 1}: ${path.steps.length - 1} steps to ${JSON.stringify(path.state.value)} via ${last}`, async () => {
      const p = startPosting(walkInput);
      const deliver = async (step: Step<Snapshot, PaymentPostingEvent>) => {
        const event: { type: string; output?: unknown; error?: unknown } = step.event;
        const [, kind, , id] = event.type.split('.');
        const calls = { loadPaymentInfo: p.loads, postPayment: p.posts }[id ?? ''] as
          Call<unknown, unknown>[] | undefined;
        if (kind === 'done' && calls) await p.answer(calls, event.output);
        else if (kind === 'error' && calls) await p.fail(calls, event.error);
        else p.send(step.event);
        await flush();
        expect(p.snapshot().value).toEqual(step.state.value);
        expect(p.snapshot().context).toEqual(step.state.context);
      };
      await path.test({
        events: Object.fromEntries(path.steps.map((step) => [step.event.type, deliver])),
        states: {
          loading: () => expect(p.loads.at(-1)?.input).toEqual({ id: 42 }),
          posting: (state) => {
            expect(state.context.payment).not.toBeNull();
            expect(p.posts.at(-1)?.input).toEqual({
              payment: state.context.payment,
              idempotencyKey: 'walk-key',
            });
          },
          failed: (state) => expect(paymentToastOf(state)?.message).toBe('Schedule is already funded.'),
          loadFailed: (state) => expect(paymentToastOf(state)?.title).toBe('Fetch Failed'),
          funded: () => expect(p.snapshot().status).toBe('done'),
          cancelled: () => expect(p.snapshot().status).toBe('done'),
        },
      });
      const postCalls = path.steps.filter((s) => s.state.matches('posting')).length;
      expect(p.posts).toHaveLength(postCalls);
      expect(p.posts.every((post) => post.input.idempotencyKey === 'walk-key')).toBe(true);
    });
  }
});
