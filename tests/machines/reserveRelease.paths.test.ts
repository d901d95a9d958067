import { afterAll, describe, expect, it } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, type AnyStateNode, type InspectionEvent } from 'xstate';
import { TestModel } from '@xstate/graph';
import {
  figuresOf,
  problemsOf,
  reserveReleaseMachine,
  type ReserveReleaseEvent,
  type ReserveReleaseMachineInput,
} from '../../machines/reserveRelease.machine';
import { answerLast, failLast, flush, type Call } from './deferred';
import { heldForApproval, released, startRelease, workedExample } from './reserveRelease.fixtures';

// ---------------------------------------------------------------------------------------------
// Model-based paths (DESIGN.md §6): the machine's own graph walked with a fixed set of events — the
// worked example's release by wire on 10/08/2026, filled in one field at a time, plus the other
// edits (its chargeback, a total above and below the batch total, the escrows), the confirmation
// and the calls' answers — and each path replayed on a running actor whose calls are fakes the
// test answers. A node is the state, how many of the release's facts are filled in and what the
// other edits chose; each transition is a node of its own, so the shortest paths take every one.
// ---------------------------------------------------------------------------------------------

const walkInput: ReserveReleaseMachineInput = {
  invoiceIds: [1001, 1002],
  idempotencyKey: 'walk-key',
  today: '2026-10-20',
};
const release: ReserveReleaseEvent[] = [
  { type: 'SET_RELEASE_DATE', date: '2026-10-08' },
  { type: 'SET_PAYMENT_TYPE', paymentType: 2 },
];

/** Every transition a replayed path took, by the state node it left, the event and its branch. */
const taken = new Set<string>();
function transitionName(source: AnyStateNode, eventType: string, transition: unknown): string {
  const branches = source.on[eventType] ?? [];
  const at = branches.indexOf(transition as never);
  // An invoke's answer is declared on the state's `on` under its done/error event.
  return `${source.id} ${eventType} #${at}`;
}
function recordTaken(event: InspectionEvent) {
  if (event.type !== '@xstate.microstep') return;
  for (const transition of event._transitions)
    taken.add(transitionName(transition.source, transition.eventType, transition));
}

type Snapshot = ReturnType<ReturnType<typeof startRelease>['snapshot']>;

function filledOf(state: Snapshot): number {
  const { context } = state;
  const facts = [context.releaseDate === '2026-10-08', context.paymentType === 2];
  const first = facts.indexOf(false);
  return first === -1 ? facts.length : first;
}

/** The total the walk types: above the batch total, then back within it. */
function totalFor(state: Snapshot): string {
  return state.context.customAmount === '3000.00' ? '2500.00' : '3000.00';
}

function eventsFor(state: Snapshot): ReserveReleaseEvent[] {
  const anyEvent = (event: { type: string } & Record<string, unknown>) =>
    event as unknown as ReserveReleaseEvent;
  const { context } = state;
  return __unsafe_getAllOwnEventDescriptors(state).flatMap((type): ReserveReleaseEvent[] => {
    switch (type) {
      case 'SET_RELEASE_DATE':
      case 'SET_PAYMENT_TYPE':
        // The next fact, or one already filled in set again (an edit that changes nothing).
        return release.filter((event, i) => i <= filledOf(state) && event.type === type);
      case 'TOGGLE_CHARGEBACK':
        return [{ type, id: 41, selected: !context.chargebackIds.includes(41) }];
      case 'SET_TOTAL':
        return [{ type, amount: totalFor(state) }];
      case 'TOGGLE_ESCROW':
        return [{ type, invoiceId: 1002, selected: !context.escrowIds.includes(1002) }];
      case 'CLEAR_ESCROWS':
      case 'AUTO_SELECT_ESCROWS':
      case 'SUBMIT':
      case 'CONFIRM':
      case 'BACK':
      case 'RETRY':
      case 'CANCEL':
        return [{ type }];
      case 'xstate.done.actor.loadBatch':
        return [anyEvent({ type, output: workedExample })];
      case 'xstate.error.actor.loadBatch':
        return [anyEvent({ type, error: new Error('These invoices are not releasable.') })];
      case 'xstate.done.actor.postRelease':
        return [anyEvent({ type, output: released }), anyEvent({ type, output: heldForApproval })];
      case 'xstate.error.actor.postRelease':
        return [anyEvent({ type, error: new Error('Invoice INV-1001 is already released.') })];
      default:
        throw new Error(`No test event for '${type}': add it to eventsFor()`);
    }
  });
}

/** The node of a snapshot: everything of its context the walk can change, so merged nodes agree. */
function nodeOf(state: Snapshot): string {
  const { context } = state;
  return JSON.stringify([
    state.value,
    filledOf(state),
    context.chargebackIds,
    context.escrowIds,
    context.customAmount,
    context.customTyped,
    context.problems.map((problem) => problem.message),
    context.error,
    context.answer?.waiting_approval ?? null,
  ]);
}

const model = new TestModel(reserveReleaseMachine, {
  events: eventsFor,
  input: walkInput,
  serializeState: (state, event, previous) =>
    `${nodeOf(state)}${event && previous ? ` via ${JSON.stringify(event)} from ${nodeOf(previous)}` : ''}`,
});
const paths = model.getShortestPaths();
const reached = paths.flatMap((path) => path.steps.map((step) => step.state));

describe('reserve release: model-based paths', () => {
  it('reaches every state of the machine', () => {
    for (const value of Object.keys(reserveReleaseMachine.root.states))
      expect(
        reached.some((s) => s.matches(value as never)),
        value,
      ).toBe(true);
  });

  it('asks and posts only forms the rules accept, and only at or below the batch total', () => {
    const asked = reached.filter((s) => s.matches('confirming') || s.matches('posting'));
    expect(asked.length).toBeGreaterThan(0);
    for (const state of asked) {
      expect(problemsOf(state.context)).toEqual([]);
      expect(figuresOf(state.context).refusal).toBeNull();
    }
  });

  for (const [index, path] of paths.entries()) {
    const last = path.steps.at(-1)?.event.type ?? 'start';
    it(`path ${index + 1}: ${path.steps.length - 1} steps to ${JSON.stringify(path.state.value)} via ${last}`, async () => {
      const r = startRelease(walkInput, recordTaken);
      for (const step of path.steps.slice(1)) {
        const event: { type: string; output?: unknown; error?: unknown } = step.event;
        const [, kind, , id] = event.type.split('.');
        const calls = { loadBatch: r.loads, postRelease: r.posts }[id ?? ''] as
          Call<unknown, unknown>[] | undefined;
        if (kind === 'done' && calls) await answerLast(calls, event.output);
        else if (kind === 'error' && calls) await failLast(calls, event.error);
        else r.send(step.event);
        await flush();
        expect(r.value()).toEqual(step.state.value);
        expect(r.context()).toEqual(step.state.context);
      }
      const posting = path.steps.filter((s) => s.state.matches('posting')).length;
      expect(r.posts).toHaveLength(posting);
      expect(r.posts.every((post) => post.input.idempotencyKey === 'walk-key')).toBe(true);
    });
  }
});

/** Every transition the machine declares (events, and its calls' answers), named as `recordTaken` names them. */
function declaredTransitions(): string[] {
  const names: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const [eventType, branches] of Object.entries(node.on))
      for (const branch of branches) names.push(transitionName(node, eventType, branch));
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(reserveReleaseMachine.root);
  return names;
}

afterAll(() => {
  // Reported from afterAll so that it counts every path above; a missing transition fails the file.
  const missing = declaredTransitions().filter((name) => !taken.has(name));
  expect(missing).toEqual([]);
});
