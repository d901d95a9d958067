import { describe, expect, it } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { TestModel, serializeSnapshot, type Step } from '@xstate/graph';
import {
  chargebackChoiceOf,
  isBusy,
  scheduleVerificationMachine,
  verificationToastOf,
  type ChargebackCheck,
  type LoadChargebacksInput,
  type VerificationEvent,
  type VerificationInput,
  type VerifyScheduleInput,
} from '../../machines/scheduleVerification.machine';
import type { ChargebackRow } from '../../src/shared/chargebackSettlement';
import { messages } from '../../src/shared/messages';
import { answerLast, failLast, flush, recording, type Call } from './deferred';
import { transitionsTaken } from './modelPaths';

type Snapshot = SnapshotFrom<typeof scheduleVerificationMachine>;

const input: VerificationInput = { scheduleId: 42, prospectId: 9 };

const chargeback = (id: number, cb: string, adjusted_cb: string | null = null): ChargebackRow => ({
  id,
  invoice_no: 500 + id,
  cb,
  adjusted_cb,
});

/** Two chargebacks of 60.00 and 50.10 (adjusted from 80.00) against a schedule of 100.00: either fits, both do not. */
const withChargebacks: ChargebackCheck = {
  invoices: [chargeback(1, '60.00'), chargeback(2, '80.00', '50.10')],
  scheduleTotalAmount: '100.00',
};
const withoutChargebacks: ChargebackCheck = { invoices: [], scheduleTotalAmount: '100.00' };

/** The machine run for real with fakes the test answers: every call waits for the test. */
function startVerification() {
  const loads: Call<LoadChargebacksInput, ChargebackCheck>[] = [];
  const verifies: Call<VerifyScheduleInput, unknown>[] = [];
  const machine = scheduleVerificationMachine.provide({
    actors: {
      loadChargebacks: fromPromise(recording(loads)),
      verifySchedule: fromPromise(recording(verifies)),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    loads,
    verifies,
    snapshot: () => actor.getSnapshot(),
    send: (event: VerificationEvent) => actor.send(event),
    answer: answerLast,
    fail: failLast,
  };
}

async function choosing(check: ChargebackCheck = withChargebacks) {
  const v = startVerification();
  await v.answer(v.loads, check);
  return v;
}

describe('schedule verification: loading the chargebacks', () => {
  it("asks for the client's chargebacks of the schedule, then offers them with none chosen", async () => {
    const v = startVerification();
    expect(v.snapshot().value).toBe('loading');
    expect(isBusy(v.snapshot())).toBe(true);
    expect(v.loads[0]?.input).toEqual({ schedule_id: 42, prospect_id: 9 });
    await v.answer(v.loads, withChargebacks);
    expect(v.snapshot().value).toBe('choosing');
    expect(isBusy(v.snapshot())).toBe(false);
    expect(chargebackChoiceOf(v.snapshot())).toMatchObject({
      selectedIds: [],
      allSelected: false,
      selectedTotal: '0.00',
      scheduleTotal: '100.00',
      note: null,
      refusal: messages.schedule.workflows.selectChargeback,
      canVerify: false,
    });
  });

  it("keeps the server's message on a failed load, retries, or cancels", async () => {
    const v = startVerification();
    await v.fail(v.loads, new Error('Schedule not found.'));
    expect(v.snapshot().value).toBe('loadFailed');
    expect(verificationToastOf(v.snapshot())).toEqual({
      title: 'Fetch Failed',
      message: 'Schedule not found.',
    });
    v.send({ type: 'RETRY' });
    expect(v.loads).toHaveLength(2);
    expect(v.snapshot().context.error).toBeNull();
    await v.fail(v.loads, {});
    expect(v.snapshot().context.error).toBe(messages.generic.serverError);
    v.send({ type: 'CANCEL' });
    expect(v.snapshot().value).toBe('cancelled');
    expect(v.snapshot().status).toBe('done');
  });

  it('may be cancelled while loading', () => {
    const v = startVerification();
    v.send({ type: 'CANCEL' });
    expect(v.snapshot().value).toBe('cancelled');
  });
});

describe('schedule verification: choosing chargebacks', () => {
  it('toggles one chargeback at a time and totals the adjusted amounts', async () => {
    const v = await choosing();
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 2 });
    expect(chargebackChoiceOf(v.snapshot())).toMatchObject({
      selectedIds: [2],
      selectedTotal: '50.10',
      canVerify: true,
    });
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 1 });
    expect(chargebackChoiceOf(v.snapshot()).selectedTotal).toBe('110.10');
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 2 });
    expect(chargebackChoiceOf(v.snapshot())).toMatchObject({ selectedIds: [1], selectedTotal: '60.00' });
  });

  it('ignores a chargeback the check did not answer', async () => {
    const v = await choosing();
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 99 });
    expect(v.snapshot().context.selectedIds).toEqual([]);
  });

  it('chooses all, then none', async () => {
    const v = await choosing();
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 1 });
    v.send({ type: 'TOGGLE_ALL_CHARGEBACKS' });
    expect(chargebackChoiceOf(v.snapshot())).toMatchObject({ selectedIds: [1, 2], allSelected: true });
    v.send({ type: 'TOGGLE_ALL_CHARGEBACKS' });
    expect(chargebackChoiceOf(v.snapshot())).toMatchObject({ selectedIds: [], allSelected: false });
  });

  it('shows the over-total note and disables Verify while the chosen total exceeds the schedule total', async () => {
    const v = await choosing();
    v.send({ type: 'TOGGLE_ALL_CHARGEBACKS' });
    expect(chargebackChoiceOf(v.snapshot())).toMatchObject({
      selectedTotal: '110.10',
      note: messages.schedule.chargebacksExceedTotal,
      refusal: messages.schedule.chargebacksExceedTotal,
      canVerify: false,
    });
    v.send({ type: 'VERIFY' });
    expect(v.snapshot().value).toBe('choosing');
    expect(v.verifies).toHaveLength(0);
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 1 });
    expect(chargebackChoiceOf(v.snapshot())).toMatchObject({ note: null, refusal: null, canVerify: true });
  });

  it('allows a chosen total equal to the schedule total', async () => {
    const v = await choosing({ invoices: [chargeback(1, '100.00')], scheduleTotalAmount: '100.00' });
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 1 });
    expect(chargebackChoiceOf(v.snapshot()).canVerify).toBe(true);
  });

  it('needs at least one chargeback chosen when the client has some', async () => {
    const v = await choosing();
    v.send({ type: 'VERIFY' });
    expect(v.verifies).toHaveLength(0);
    expect(v.snapshot().value).toBe('choosing');
  });

  it('verifies directly when the client has no chargebacks', async () => {
    const v = await choosing(withoutChargebacks);
    expect(chargebackChoiceOf(v.snapshot())).toMatchObject({
      canVerify: true,
      refusal: null,
      allSelected: false,
    });
    v.send({ type: 'TOGGLE_ALL_CHARGEBACKS' });
    expect(v.snapshot().context.selectedIds).toEqual([]);
    v.send({ type: 'VERIFY' });
    expect(v.verifies[0]?.input).toEqual({ id: 42, chargebacks: [] });
  });
});

describe('schedule verification: verify', () => {
  it('sends the schedule id and the chosen chargebacks, then ends verified', async () => {
    const v = await choosing();
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 2 });
    v.send({ type: 'VERIFY' });
    expect(v.snapshot().value).toBe('verifying');
    expect(isBusy(v.snapshot())).toBe(true);
    expect(v.verifies[0]?.input).toEqual({ id: 42, chargebacks: [2] });
    await v.answer(v.verifies, { status: true });
    expect(v.snapshot().value).toBe('verified');
    expect(v.snapshot().status).toBe('done');
    expect(verificationToastOf(v.snapshot())).toEqual({
      title: 'Schedule Verified',
      message: 'Schedule has been verified successfully.',
    });
  });

  it('ignores Cancel and a second Verify while the call is out', async () => {
    const v = await choosing(withoutChargebacks);
    v.send({ type: 'VERIFY' });
    v.send({ type: 'VERIFY' });
    v.send({ type: 'CANCEL' });
    expect(v.snapshot().value).toBe('verifying');
    expect(v.verifies).toHaveLength(1);
  });

  it("keeps the server's message on a failure and retries the same call", async () => {
    const v = await choosing();
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 1 });
    v.send({ type: 'VERIFY' });
    await v.fail(v.verifies, new Error('Schedule is already verified.'));
    expect(v.snapshot().value).toBe('failed');
    expect(verificationToastOf(v.snapshot())).toEqual({
      title: 'Error',
      message: 'Schedule is already verified.',
    });
    v.send({ type: 'RETRY' });
    expect(v.verifies).toHaveLength(2);
    expect(v.verifies[1]?.input).toEqual(v.verifies[0]?.input);
    await v.fail(v.verifies, new Error(''));
    expect(v.snapshot().context.error).toBe(messages.generic.failure);
  });

  it('lets the choice change after a failure, then verifies the new choice', async () => {
    const v = await choosing();
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 1 });
    v.send({ type: 'VERIFY' });
    await v.fail(v.verifies, new Error('Chargeback already settled.'));
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 1 });
    expect(v.snapshot().value).toBe('choosing');
    expect(v.snapshot().context.error).toBeNull();
    v.send({ type: 'TOGGLE_CHARGEBACK', chargebackId: 2 });
    v.send({ type: 'VERIFY' });
    expect(v.verifies[1]?.input).toEqual({ id: 42, chargebacks: [2] });
  });

  it('may be cancelled after a failure', async () => {
    const v = await choosing(withoutChargebacks);
    v.send({ type: 'VERIFY' });
    await v.fail(v.verifies, new Error('No.'));
    v.send({ type: 'CANCEL' });
    expect(v.snapshot().value).toBe('cancelled');
    expect(verificationToastOf(v.snapshot())).toBeNull();
  });

  it('refuses to run without the screen’s actors', async () => {
    const actor = createActor(scheduleVerificationMachine, { input }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toContain('provide a loadChargebacks actor');
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based paths: the machine's own graph, walked through every state and transition from both
// answers of the chargeback check (two chargebacks, none), replayed on a running actor whose
// calls are fakes the test answers. Each transition is a node of its own (the key names the event
// and the state it left), so the shortest paths take every transition once.
// ---------------------------------------------------------------------------------------------

/** Concrete events for every event type a state accepts; a type without an entry fails the test. */
function eventsFor(state: Snapshot): VerificationEvent[] {
  return allEventsFor(state).filter((event) => event.type.startsWith('xstate.') || state.can(event));
}

function allEventsFor(state: Snapshot): VerificationEvent[] {
  const anyEvent = (event: { type: string } & Record<string, unknown>) =>
    event as unknown as VerificationEvent;
  return __unsafe_getAllOwnEventDescriptors(state).flatMap((type): VerificationEvent[] => {
    switch (type) {
      case 'TOGGLE_CHARGEBACK':
        return state.context.chargebacks.map((row) => ({ type, chargebackId: row.id }));
      case 'TOGGLE_ALL_CHARGEBACKS':
      case 'VERIFY':
      case 'RETRY':
      case 'CANCEL':
        return [{ type }];
      case 'xstate.done.actor.loadChargebacks':
        return [withChargebacks, withoutChargebacks].map((output) => anyEvent({ type, output }));
      case 'xstate.error.actor.loadChargebacks':
        return [anyEvent({ type, error: new Error('Server error.') })];
      case 'xstate.done.actor.verifySchedule':
        return [anyEvent({ type, output: { status: true } })];
      case 'xstate.error.actor.verifySchedule':
        return [anyEvent({ type, error: new Error('Schedule is already verified.') })];
      default:
        throw new Error(`No test event for '${type}': add it to eventsFor()`);
    }
  });
}

function eventKey(event: VerificationEvent): string {
  if (event.type === 'TOGGLE_CHARGEBACK') return `${event.type}(${event.chargebackId})`;
  const output = (event as { output?: ChargebackCheck }).output;
  return output?.invoices ? `${event.type}(${output.invoices.length})` : event.type;
}

const model = new TestModel(scheduleVerificationMachine, {
  events: eventsFor,
  input,
  serializeState: (state, event, previous) =>
    `${serializeSnapshot(state)}${event && previous ? ` via ${eventKey(event)} from ${serializeSnapshot(previous)}` : ''}`,
  stateMatcher: (state, key) => state.matches(key as never),
});
const paths = model.getShortestPaths();
const reached = paths.flatMap((path) => path.steps.map((step) => step.state));

describe('schedule verification: model-based paths', () => {
  it('reaches every state node of the machine', () => {
    const expected = ['loading', 'loadFailed', 'choosing', 'verifying', 'failed', 'verified', 'cancelled'];
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
        'loading xstate.done.actor.loadChargebacks',
        'loading xstate.error.actor.loadChargebacks',
        'loading CANCEL',
        'loadFailed RETRY',
        'loadFailed CANCEL',
        'choosing TOGGLE_CHARGEBACK',
        'choosing TOGGLE_ALL_CHARGEBACKS',
        'choosing VERIFY',
        'choosing CANCEL',
        'verifying xstate.done.actor.verifySchedule',
        'verifying xstate.error.actor.verifySchedule',
        'failed RETRY',
        'failed TOGGLE_CHARGEBACK',
        'failed TOGGLE_ALL_CHARGEBACKS',
        'failed CANCEL',
      ].sort(),
    );
  });

  it('verifies with every allowed choice and never with a refused one', () => {
    const verifiedWith = new Set(
      reached
        .filter((s) => s.matches('verifying'))
        .map((s) => JSON.stringify([...s.context.selectedIds].sort())),
    );
    expect([...verifiedWith].sort()).toEqual(['[1]', '[2]', '[]'].sort());
    const overTotal = reached.filter((s) => chargebackChoiceOf(s).note !== null);
    expect(overTotal.length).toBeGreaterThan(0);
    expect(overTotal.every((s) => !s.matches('verifying'))).toBe(true);
  });

  for (const [index, path] of paths.entries()) {
    const last = path.steps.at(-1)?.event.type ?? 'start';
    it(`path ${index + 1}: ${path.steps.length - 1} steps to ${JSON.stringify(path.state.value)} via ${last}`, async () => {
      const v = startVerification();
      const deliver = async (step: Step<Snapshot, VerificationEvent>) => {
        const event: { type: string; output?: unknown; error?: unknown } = step.event;
        const [, kind, , id] = event.type.split('.');
        const calls = { loadChargebacks: v.loads, verifySchedule: v.verifies }[id ?? ''] as
          Call<unknown, unknown>[] | undefined;
        if (kind === 'done' && calls) await v.answer(calls, event.output);
        else if (kind === 'error' && calls) await v.fail(calls, event.error);
        else v.send(step.event);
        await flush();
        expect(v.snapshot().value).toEqual(step.state.value);
        expect(v.snapshot().context).toEqual(step.state.context);
      };
      await path.test({
        events: Object.fromEntries(path.steps.map((step) => [step.event.type, deliver])),
        states: {
          loading: () => expect(v.loads.at(-1)?.input).toEqual({ schedule_id: 42, prospect_id: 9 }),
          verifying: (state) => {
            expect(chargebackChoiceOf(state).refusal).toBeNull();
            expect(v.verifies.at(-1)?.input).toEqual({ id: 42, chargebacks: state.context.selectedIds });
          },
          failed: (state) =>
            expect(verificationToastOf(state)?.message).toBe('Schedule is already verified.'),
          loadFailed: (state) => expect(verificationToastOf(state)?.title).toBe('Fetch Failed'),
          verified: () => expect(v.snapshot().status).toBe('done'),
          cancelled: () => expect(v.snapshot().status).toBe('done'),
        },
      });
      const verifyCalls = path.steps.filter((s) => s.state.matches('verifying')).length;
      expect(v.verifies).toHaveLength(verifyCalls);
    });
  }
});
