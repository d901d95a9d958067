import { describe, expect, it } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { TestModel, serializeSnapshot, type Step } from '@xstate/graph';
import {
  deletionToastOf,
  isBusy,
  scheduleDeletionMachine,
  targetOptionsOf,
  unassignedInvoicesOf,
  type DeleteScheduleInput,
  type DeletionEvent,
  type DeletionInput,
  type LoadReassignmentInput,
  type Reassignment,
} from '../../machines/scheduleDeletion.machine';
import { messages } from '../../src/shared/messages';
import { answerLast, failLast, flush, recording, type Call } from './deferred';
import { transitionsTaken } from './modelPaths';

type Snapshot = SnapshotFrom<typeof scheduleDeletionMachine>;

const input: DeletionInput = { scheduleId: 42, prospectId: 9 };

/**
 * Two invoices; schedule 0012 holds 19 (room for one more), 0013 holds 20 (full). The answer also
 * lists the schedule being deleted, which is never offered.
 */
const reassignment: Reassignment = {
  invoices: [
    { invoice_id: 101, invoice_no: 5101, legal_name: 'Debtor A', invoice_amount: '100.00' },
    { invoice_id: 102, invoice_no: 5102, legal_name: 'Debtor B', invoice_amount: '200.00' },
  ],
  schedules: [
    { id: 12, schedule_no: '0012', invoicesCount: 19 },
    { id: 13, schedule_no: '0013', invoicesCount: 20 },
    { id: 42, schedule_no: '0042', invoicesCount: 2 },
  ],
};
const emptySchedule: Reassignment = {
  invoices: [],
  schedules: [{ id: 12, schedule_no: '0012', invoicesCount: 3 }],
};

/** The machine run for real with fakes the test answers: every call waits for the test. */
function startDeletion() {
  const loads: Call<LoadReassignmentInput, Reassignment>[] = [];
  const deletes: Call<DeleteScheduleInput, unknown>[] = [];
  const machine = scheduleDeletionMachine.provide({
    actors: {
      loadReassignment: fromPromise(recording(loads)),
      deleteSchedule: fromPromise(recording(deletes)),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    loads,
    deletes,
    snapshot: () => actor.getSnapshot(),
    send: (event: DeletionEvent) => actor.send(event),
    assign: (invoiceId: number, targetId: number) =>
      actor.send({ type: 'ASSIGN_TARGET', invoiceId, targetId }),
    answer: answerLast,
    fail: failLast,
  };
}

async function assigning(answer: Reassignment = reassignment) {
  const d = startDeletion();
  await d.answer(d.loads, answer);
  return d;
}

describe('schedule deletion: loading', () => {
  it("loads the schedule's invoices and the client's other schedules, none assigned yet", async () => {
    const d = startDeletion();
    expect(d.snapshot().value).toBe('loading');
    expect(isBusy(d.snapshot())).toBe(true);
    expect(d.loads[0]?.input).toEqual({ schedule_id: 42, prospect_id: 9 });
    await d.answer(d.loads, reassignment);
    expect(d.snapshot().value).toBe('assigning');
    expect(d.snapshot().context.schedules.map((s) => s.id)).toEqual([12, 13]);
    expect(unassignedInvoicesOf(d.snapshot())).toEqual([101, 102]);
    expect(d.snapshot().can({ type: 'PROCEED' })).toBe(false);
  });

  it("keeps the server's message on a failed load, retries, or cancels", async () => {
    const d = startDeletion();
    await d.fail(d.loads, new Error('Schedule not found.'));
    expect(d.snapshot().value).toBe('loadFailed');
    expect(deletionToastOf(d.snapshot())).toEqual({ title: 'Fetch Failed', message: 'Schedule not found.' });
    d.send({ type: 'RETRY' });
    expect(d.loads).toHaveLength(2);
    await d.fail(d.loads, null);
    expect(d.snapshot().context.error).toBe(messages.generic.serverError);
    d.send({ type: 'CANCEL' });
    expect(d.snapshot().value).toBe('cancelled');
  });

  it('may be cancelled while loading', () => {
    const d = startDeletion();
    d.send({ type: 'CANCEL' });
    expect(d.snapshot().value).toBe('cancelled');
    expect(d.snapshot().status).toBe('done');
  });
});

describe('schedule deletion: targets', () => {
  it('offers New Schedule first, then the other schedules, full ones with their warning', async () => {
    const d = await assigning();
    expect(targetOptionsOf(d.snapshot(), 101)).toEqual([
      { id: -1, label: 'New Schedule', refusal: null },
      { id: 12, label: '0012', refusal: null },
      { id: 13, label: '0013', refusal: 'Schedule No: 0013 invoices exceed more than 20 invoices' },
    ]);
  });

  it('refuses a schedule holding 20 invoices, keeps the earlier target, and warns', async () => {
    const d = await assigning();
    d.assign(101, -1);
    d.assign(101, 13);
    expect(d.snapshot().context.targets).toEqual({ '101': -1 });
    expect(d.snapshot().context.warning).toBe(messages.schedule.targetFull('0013'));
    expect(deletionToastOf(d.snapshot())).toEqual({
      title: 'Limit',
      message: 'Schedule No: 0013 invoices exceed more than 20 invoices',
    });
    d.assign(101, 12);
    expect(d.snapshot().context.warning).toBeNull();
    expect(d.snapshot().context.targets).toEqual({ '101': 12 });
  });

  it('counts the invoices this deletion already sends to a schedule', async () => {
    const d = await assigning();
    d.assign(101, 12);
    expect(targetOptionsOf(d.snapshot(), 102)[1]?.refusal).toBe(messages.schedule.targetFull('0012'));
    expect(targetOptionsOf(d.snapshot(), 101)[1]?.refusal).toBeNull();
    d.assign(102, 12);
    expect(d.snapshot().context.targets).toEqual({ '101': 12 });
    d.assign(101, -1);
    d.assign(102, 12);
    expect(d.snapshot().context.targets).toEqual({ '101': -1, '102': 12 });
  });

  it('refuses the schedule being deleted, an unknown schedule, and an invoice not on the schedule', async () => {
    const d = await assigning();
    d.assign(101, 42);
    expect(d.snapshot().context.warning).toBe(messages.schedule.workflows.unknownTarget);
    d.assign(999, -1);
    expect(d.snapshot().context.warning).toBe(messages.schedule.workflows.unknownInvoice);
    expect(d.snapshot().context.targets).toEqual({});
  });

  it('allows Proceed only once every invoice has a target', async () => {
    const d = await assigning();
    d.assign(101, -1);
    d.send({ type: 'PROCEED' });
    expect(d.snapshot().value).toBe('assigning');
    expect(d.deletes).toHaveLength(0);
    expect(unassignedInvoicesOf(d.snapshot())).toEqual([102]);
    d.assign(102, 12);
    expect(d.snapshot().can({ type: 'PROCEED' })).toBe(true);
  });
});

describe('schedule deletion: delete', () => {
  it('sends the id list, the client and the invoice → target map (-1 for new), then ends deleted', async () => {
    const d = await assigning();
    d.assign(101, -1);
    d.assign(102, 12);
    d.send({ type: 'PROCEED' });
    expect(d.snapshot().value).toBe('deleting');
    expect(isBusy(d.snapshot())).toBe(true);
    expect(d.deletes[0]?.input).toEqual({
      id: [42],
      prospect_id: 9,
      schedule_invoices: { '101': -1, '102': 12 },
    });
    await d.answer(d.deletes, { status: true });
    expect(d.snapshot().value).toBe('deleted');
    expect(d.snapshot().status).toBe('done');
    expect(deletionToastOf(d.snapshot())).toEqual({
      title: 'Schedule Deleted',
      message: 'Schedule has been deleted successfully.',
    });
  });

  it('deletes a schedule without invoices directly', async () => {
    const d = await assigning(emptySchedule);
    d.send({ type: 'PROCEED' });
    expect(d.deletes[0]?.input).toEqual({ id: [42], prospect_id: 9, schedule_invoices: {} });
  });

  it('ignores Cancel, targets and a second Proceed while the call is out', async () => {
    const d = await assigning(emptySchedule);
    d.send({ type: 'PROCEED' });
    d.send({ type: 'PROCEED' });
    d.send({ type: 'CANCEL' });
    d.assign(101, -1);
    expect(d.snapshot().value).toBe('deleting');
    expect(d.deletes).toHaveLength(1);
  });

  it("keeps the server's message on a failure, retries the same call, or changes targets first", async () => {
    const d = await assigning();
    d.assign(101, 12);
    d.assign(102, -1);
    d.send({ type: 'PROCEED' });
    await d.fail(d.deletes, new Error('Schedule is funded.'));
    expect(d.snapshot().value).toBe('failed');
    expect(deletionToastOf(d.snapshot())).toEqual({
      title: 'Deletion Failed',
      message: 'Schedule is funded.',
    });
    d.send({ type: 'RETRY' });
    expect(d.deletes[1]?.input).toEqual(d.deletes[0]?.input);
    await d.fail(d.deletes, new Error(''));
    expect(d.snapshot().context.error).toBe(messages.generic.failure);
    d.assign(101, -1);
    expect(d.snapshot().value).toBe('assigning');
    expect(d.snapshot().context.error).toBeNull();
    d.send({ type: 'PROCEED' });
    expect(d.deletes[2]?.input.schedule_invoices).toEqual({ '101': -1, '102': -1 });
  });

  it('shows a refused pick made after a failure', async () => {
    const d = await assigning();
    d.assign(101, 12);
    d.assign(102, -1);
    d.send({ type: 'PROCEED' });
    await d.fail(d.deletes, new Error('No.'));
    d.assign(102, 13);
    expect(d.snapshot().value).toBe('assigning');
    expect(deletionToastOf(d.snapshot())?.message).toBe(messages.schedule.targetFull('0013'));
  });

  it('may be cancelled after a failure', async () => {
    const d = await assigning(emptySchedule);
    d.send({ type: 'PROCEED' });
    await d.fail(d.deletes, new Error('No.'));
    d.send({ type: 'CANCEL' });
    expect(d.snapshot().value).toBe('cancelled');
    expect(deletionToastOf(d.snapshot())).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based paths: the machine's own graph, walked through every state and transition from both
// answers of the load (two invoices, none), replayed on a running actor whose calls are fakes the
// test answers. Each transition is a node of its own (the key names the event and the state it
// left), so the shortest paths take every transition once.
// ---------------------------------------------------------------------------------------------

const targetIds = [-1, 12, 13];

/** Concrete events for every event type a state accepts; a type without an entry fails the test. */
function eventsFor(state: Snapshot): DeletionEvent[] {
  return allEventsFor(state).filter((event) => event.type.startsWith('xstate.') || state.can(event));
}

function allEventsFor(state: Snapshot): DeletionEvent[] {
  const anyEvent = (event: { type: string } & Record<string, unknown>) => event as unknown as DeletionEvent;
  return __unsafe_getAllOwnEventDescriptors(state).flatMap((type): DeletionEvent[] => {
    switch (type) {
      case 'ASSIGN_TARGET':
        return state.context.invoices.flatMap((invoice) =>
          targetIds.map((targetId) => ({ type, invoiceId: invoice.invoice_id, targetId })),
        );
      case 'PROCEED':
      case 'RETRY':
      case 'CANCEL':
        return [{ type }];
      case 'xstate.done.actor.loadReassignment':
        return [reassignment, emptySchedule].map((output) => anyEvent({ type, output }));
      case 'xstate.error.actor.loadReassignment':
        return [anyEvent({ type, error: new Error('Server error.') })];
      case 'xstate.done.actor.deleteSchedule':
        return [anyEvent({ type, output: { status: true } })];
      case 'xstate.error.actor.deleteSchedule':
        return [anyEvent({ type, error: new Error('Schedule is funded.') })];
      default:
        throw new Error(`No test event for '${type}': add it to eventsFor()`);
    }
  });
}

function eventKey(event: DeletionEvent): string {
  if (event.type === 'ASSIGN_TARGET') return `${event.type}(${event.invoiceId}→${event.targetId})`;
  const output = (event as { output?: Reassignment }).output;
  return output?.invoices ? `${event.type}(${output.invoices.length})` : event.type;
}

const model = new TestModel(scheduleDeletionMachine, {
  events: eventsFor,
  input,
  serializeState: (state, event, previous) =>
    `${serializeSnapshot(state)}${event && previous ? ` via ${eventKey(event)} from ${serializeSnapshot(previous)}` : ''}`,
  stateMatcher: (state, key) => state.matches(key as never),
});
const paths = model.getShortestPaths();
const reached = paths.flatMap((path) => path.steps.map((step) => step.state));

describe('schedule deletion: model-based paths', () => {
  it('reaches every state node of the machine', () => {
    const expected = ['loading', 'loadFailed', 'assigning', 'deleting', 'failed', 'deleted', 'cancelled'];
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
        'loading xstate.done.actor.loadReassignment',
        'loading xstate.error.actor.loadReassignment',
        'loading CANCEL',
        'loadFailed RETRY',
        'loadFailed CANCEL',
        'assigning ASSIGN_TARGET',
        'assigning PROCEED',
        'assigning CANCEL',
        'deleting xstate.done.actor.deleteSchedule',
        'deleting xstate.error.actor.deleteSchedule',
        'failed RETRY',
        'failed ASSIGN_TARGET',
        'failed CANCEL',
      ].sort(),
    );
  });

  it('deletes only with every invoice placed, and never fills a schedule past 20', () => {
    const deleting = reached.filter((s) => s.matches('deleting'));
    expect(deleting.length).toBeGreaterThan(0);
    for (const s of deleting) {
      const invoiceIds = s.context.invoices.map((invoice) => invoice.invoice_id);
      expect(Object.keys(s.context.targets).map(Number).sort()).toEqual(invoiceIds.sort());
    }
    for (const s of reached) {
      expect(Object.values(s.context.targets)).not.toContain(13);
      expect(Object.values(s.context.targets).filter((id) => id === 12).length).toBeLessThanOrEqual(1);
    }
    expect(reached.some((s) => s.context.warning === messages.schedule.targetFull('0012'))).toBe(true);
  });

  for (const [index, path] of paths.entries()) {
    const last = path.steps.at(-1)?.event.type ?? 'start';
    it(`path ${index + 1}: ${path.steps.length - 1} steps to ${JSON.stringify(path.state.value)} via ${last}`, async () => {
      const d = startDeletion();
      const deliver = async (step: Step<Snapshot, DeletionEvent>) => {
        const event: { type: string; output?: unknown; error?: unknown } = step.event;
        const [, kind, , id] = event.type.split('.');
        const calls = { loadReassignment: d.loads, deleteSchedule: d.deletes }[id ?? ''] as
          Call<unknown, unknown>[] | undefined;
        if (kind === 'done' && calls) await d.answer(calls, event.output);
        else if (kind === 'error' && calls) await d.fail(calls, event.error);
        else d.send(step.event);
        await flush();
        expect(d.snapshot().value).toEqual(step.state.value);
        expect(d.snapshot().context).toEqual(step.state.context);
      };
      await path.test({
        events: Object.fromEntries(path.steps.map((step) => [step.event.type, deliver])),
        states: {
          loading: () => expect(d.loads.at(-1)?.input).toEqual({ schedule_id: 42, prospect_id: 9 }),
          deleting: (state) => {
            expect(unassignedInvoicesOf(state)).toEqual([]);
            expect(d.deletes.at(-1)?.input).toEqual({
              id: [42],
              prospect_id: 9,
              schedule_invoices: state.context.targets,
            });
          },
          failed: (state) => expect(deletionToastOf(state)?.title).toBe('Deletion Failed'),
          loadFailed: (state) => expect(deletionToastOf(state)?.title).toBe('Fetch Failed'),
          deleted: () => expect(d.snapshot().status).toBe('done'),
          cancelled: () => expect(d.snapshot().status).toBe('done'),
        },
      });
      const deleteCalls = path.steps.filter((s) => s.state.matches('deleting')).length;
      expect(d.deletes).toHaveLength(deleteCalls);
    });
  }
});
