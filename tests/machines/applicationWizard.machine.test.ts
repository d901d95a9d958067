import { describe, expect, it } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { TestModel, serializeSnapshot, type Step } from '@xstate/graph';
import { applicationWizardMachine } from '../../machines/applicationWizard.machine';
import { isDraftToken, resumeStep } from '../../machines/applicationWizard/draftRules';
import {
  errorToastOf,
  isBusy,
  progressOf,
  stepTitleOf,
} from '../../machines/applicationWizard/wizardReadings';
import type {
  DiscardDraftInput,
  LoadDraftInput,
  SavedProspect,
  SaveStepInput,
  SubmitApplicationInput,
  WizardEvent,
  WizardInput,
} from '../../machines/applicationWizard/wizardTypes';
import { failureMessage } from '../../machines/shared/serverCalls';
import { wizardProgressPercent } from '../../src/shared/constants';
import { messages } from '../../src/shared/messages';
import { answerLast, failLast, flush, recording, type Call } from './deferred';

type Snapshot = SnapshotFrom<typeof applicationWizardMachine>;

/** A token of 21 characters: the shortest draft token. */
const draftToken = 'd'.repeat(21);
const existing: SavedProspect = { id: 'prospect-7', step: '6', company_business_name: 'Acme' };

/** The machine run for real with fakes the test answers: every call waits for the test. */
function startWizard(input: WizardInput) {
  const loads: Call<LoadDraftInput, SavedProspect>[] = [];
  const saves: Call<SaveStepInput, SavedProspect>[] = [];
  const submits: Call<SubmitApplicationInput, SavedProspect>[] = [];
  const discards: Call<DiscardDraftInput, void>[] = [];
  const machine = applicationWizardMachine.provide({
    actors: {
      loadDraft: fromPromise(recording(loads)),
      saveStep: fromPromise(recording(saves)),
      submitApplication: fromPromise(recording(submits)),
      discardDraft: fromPromise(recording(discards)),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    loads,
    saves,
    submits,
    discards,
    snapshot: () => actor.getSnapshot(),
    send: (event: WizardEvent) => actor.send(event),
    answer: answerLast,
    fail: failLast,
    /** Save and Next on a dirty form, answered by the server with the saved step. */
    async saveStep(values: Record<string, unknown> = {}) {
      const step = actor.getSnapshot().context.step;
      actor.send({ type: 'SAVE_AND_NEXT', dirty: true, values });
      await answerLast(saves, { id: 'prospect-1', step });
    },
  };
}

const publicNew: WizardInput = { mode: 'public' };

describe('application wizard: draft token and resume', () => {
  it('takes ids longer than 20 characters as draft tokens', () => {
    expect(isDraftToken('x'.repeat(20))).toBe(false);
    expect(isDraftToken('x'.repeat(21))).toBe(true);
    expect(isDraftToken('')).toBe(false);
    expect(isDraftToken(null)).toBe(false);
    expect(isDraftToken(undefined)).toBe(false);
  });

  it('resumes at the stored step + 1, capped at 6', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(resumeStep)).toEqual([1, 2, 3, 4, 5, 6, 6, 6]);
    expect(resumeStep('3')).toBe(4);
    expect(resumeStep('junk')).toBe(1);
  });

  it('loads a draft token and starts at the stored step + 1', async () => {
    const w = startWizard({ mode: 'public', draftToken });
    expect(w.snapshot().value).toBe('loadingDraft');
    expect(isBusy(w.snapshot())).toBe(true);
    expect(w.loads[0]?.input).toEqual({ id: draftToken });
    await w.answer(w.loads, { id: draftToken, step: '3' });
    expect(w.snapshot().value).toEqual({ filling: 'editing' });
    expect(w.snapshot().context.step).toBe(4);
    expect(progressOf(w.snapshot())).toBe(67);
    expect(w.snapshot().context.prospect?.id).toBe(draftToken);
  });

  it('caps a finished draft at step 6', async () => {
    const w = startWizard({ mode: 'frontline', draftToken });
    await w.answer(w.loads, { id: draftToken, step: 6 });
    expect(w.snapshot().context.step).toBe(6);
    expect(progressOf(w.snapshot())).toBe(100);
  });

  it('ignores an id of 20 characters or fewer: a new application at step 1', () => {
    const w = startWizard({ mode: 'public', draftToken: 'x'.repeat(20) });
    expect(w.loads).toHaveLength(0);
    expect(w.snapshot().value).toEqual({ filling: 'editing' });
    expect(w.snapshot().context).toMatchObject({ step: 1, draftToken: null, newDraft: true });
  });

  it("keeps the user on a failed load with the server's message, retries, or starts anew", async () => {
    const w = startWizard({ mode: 'public', draftToken });
    await w.fail(w.loads, new Error('Invalid draft.'));
    expect(w.snapshot().value).toBe('loadFailed');
    expect(errorToastOf(w.snapshot())).toEqual({ title: 'Error', message: 'Invalid draft.' });
    w.send({ type: 'RETRY' });
    expect(w.loads).toHaveLength(2);
    expect(w.snapshot().context.error).toBeNull();
    await w.fail(w.loads, {});
    expect(w.snapshot().context.error).toBe('Server Error');
    w.send({ type: 'START_NEW' });
    expect(w.snapshot().value).toEqual({ filling: 'editing' });
    expect(w.snapshot().context).toMatchObject({ step: 1, draftToken: null, newDraft: true, error: null });
  });
});

describe('application wizard: steps', () => {
  it('starts a new application at step 1 with 17 %', () => {
    const w = startWizard(publicNew);
    expect(w.snapshot().context.step).toBe(1);
    expect(progressOf(w.snapshot())).toBe(17);
    expect(stepTitleOf(w.snapshot())).toBe('Business Information');
  });

  it('saves a dirty step with its number, the draft id and the values, then moves on', async () => {
    const w = startWizard(publicNew);
    w.send({ type: 'SAVE_AND_NEXT', dirty: true, values: { company_business_name: 'Acme' } });
    expect(w.snapshot().value).toEqual({ filling: 'saving' });
    expect(w.saves[0]?.input).toEqual({
      step: 1,
      id: null,
      values: { company_business_name: 'Acme' },
      company_id: null,
    });
    await w.answer(w.saves, { id: 'prospect-1', step: 1 });
    expect(w.snapshot().context).toMatchObject({ step: 2, prospect: { id: 'prospect-1', step: 1 } });
    w.send({ type: 'SAVE_AND_NEXT', dirty: true, values: { owners: [] } });
    expect(w.saves[1]?.input).toMatchObject({ step: 2, id: 'prospect-1' });
  });

  it('moves on without saving when the step is clean', async () => {
    const w = startWizard(publicNew);
    await w.saveStep();
    w.send({ type: 'SAVE_AND_NEXT', dirty: false, values: { owners: [] } });
    expect(w.saves).toHaveLength(1);
    expect(w.snapshot().value).toEqual({ filling: 'editing' });
    expect(w.snapshot().context.step).toBe(3);
  });

  it('saves the first step even when clean, since the server has no draft yet', () => {
    const w = startWizard(publicNew);
    w.send({ type: 'SAVE_AND_NEXT', dirty: false, values: {} });
    expect(w.saves).toHaveLength(1);
  });

  it('goes back with Previous, never below step 1, without saving', async () => {
    const w = startWizard(publicNew);
    w.send({ type: 'PREVIOUS' });
    expect(w.snapshot().context.step).toBe(1);
    await w.saveStep();
    w.send({ type: 'PREVIOUS' });
    expect(w.snapshot().context.step).toBe(1);
    expect(w.saves).toHaveLength(1);
  });

  it('shows 17, 34, 50, 67, 83, 100 along the steps', async () => {
    const w = startWizard(publicNew);
    const seen = [progressOf(w.snapshot())];
    for (let step = 1; step < 6; step += 1) {
      await w.saveStep();
      seen.push(progressOf(w.snapshot()));
    }
    expect(seen).toEqual([...wizardProgressPercent]);
    expect(seen).toEqual([17, 34, 50, 67, 83, 100]);
  });

  it('offers Save and Next on steps 1–5 and Submit only on step 6', async () => {
    const w = startWizard(publicNew);
    w.send({ type: 'SUBMIT' });
    expect(w.submits).toHaveLength(0);
    for (let step = 1; step < 6; step += 1) await w.saveStep();
    w.send({ type: 'SAVE_AND_NEXT', dirty: true, values: {} });
    expect(w.saves).toHaveLength(5);
    expect(w.snapshot().context.step).toBe(6);
  });

  it("keeps the user on a failed save with the server's message and retries the same save", async () => {
    const w = startWizard(publicNew);
    w.send({ type: 'SAVE_AND_NEXT', dirty: true, values: { company_business_name: 'Acme' } });
    await w.fail(w.saves, new Error('Business already registered.'));
    expect(w.snapshot().value).toEqual({ filling: 'failed' });
    expect(w.snapshot().context.step).toBe(1);
    expect(errorToastOf(w.snapshot())).toEqual({
      title: 'Creation Failed',
      message: 'Business already registered.',
    });
    w.send({ type: 'RETRY' });
    expect(w.saves[1]?.input).toEqual(w.saves[0]?.input);
    await w.fail(w.saves, 'boom');
    expect(w.snapshot().context.error).toBe('boom');
    await w.fail([], null);
    w.send({ type: 'SAVE_AND_NEXT', dirty: true, values: { company_business_name: 'Acme Two' } });
    expect(w.snapshot().context.error).toBeNull();
    expect(w.saves[2]?.input.values).toEqual({ company_business_name: 'Acme Two' });
    await w.answer(w.saves, { id: 'prospect-1', step: 1 });
    expect(w.snapshot().context.step).toBe(2);
  });

  it('falls back to the generic text when the server gave no message', () => {
    expect(failureMessage(new Error(''), messages.generic.failure)).toBe(messages.generic.failure);
    expect(failureMessage({ message: 42 }, 'Server Error')).toBe('Server Error');
    expect(failureMessage(' ', 'Server Error')).toBe('Server Error');
  });
});

describe('application wizard: submit', () => {
  async function atLastStep(input: WizardInput = publicNew) {
    const w = startWizard(input);
    for (let step = 1; step < 6; step += 1) await w.saveStep();
    return w;
  }

  it('submits the application as completely filled and ends', async () => {
    const w = await atLastStep();
    w.send({ type: 'SUBMIT' });
    expect(w.submits[0]?.input).toEqual({
      id: 'prospect-1',
      step: 6,
      application_completely_filled: true,
      company_id: null,
    });
    expect(isBusy(w.snapshot())).toBe(true);
    await w.answer(w.submits, { id: 'prospect-1', step: 6 });
    expect(w.snapshot().value).toBe('submitted');
    expect(w.snapshot().status).toBe('done');
    expect(progressOf(w.snapshot())).toBe(100);
  });

  it('keeps the user on step 6 after a failed submit, and retries the submit', async () => {
    const w = await atLastStep();
    w.send({ type: 'SUBMIT' });
    await w.fail(w.submits, new Error(''));
    expect(w.snapshot().value).toEqual({ filling: 'failed' });
    expect(errorToastOf(w.snapshot())).toEqual({
      title: 'Creation Failed',
      message: messages.generic.failure,
    });
    w.send({ type: 'RETRY' });
    expect(w.submits).toHaveLength(2);
    expect(w.saves).toHaveLength(5);
    await w.answer(w.submits, { id: 'prospect-1', step: 6 });
    expect(w.snapshot().value).toBe('submitted');
  });
});

describe('application wizard: staff', () => {
  it('carries company_id into every save and the submit', async () => {
    const w = startWizard({ mode: 'staff', companyId: 12 });
    for (let step = 1; step < 6; step += 1) await w.saveStep();
    w.send({ type: 'SUBMIT' });
    expect(w.saves.map((save) => save.input.company_id)).toEqual([12, 12, 12, 12, 12]);
    expect(w.submits[0]?.input.company_id).toBe(12);
  });

  it('drops a company id given on the public routes', () => {
    const w = startWizard({ mode: 'public', companyId: 12 });
    w.send({ type: 'SAVE_AND_NEXT', dirty: true, values: {} });
    expect(w.saves[0]?.input.company_id).toBeNull();
  });

  it('opens an existing prospect at step 1 with the ring at 100, and saves it under its id', async () => {
    const w = startWizard({ mode: 'staff', prospect: existing, companyId: 'c-1', draftToken });
    expect(w.loads).toHaveLength(0);
    expect(w.snapshot().context).toMatchObject({ step: 1, editing: true, newDraft: false });
    expect(progressOf(w.snapshot())).toBe(100);
    w.send({ type: 'SAVE_AND_NEXT', dirty: false, values: {} });
    expect(w.saves).toHaveLength(0);
    expect(progressOf(w.snapshot())).toBe(100);
    w.send({ type: 'SAVE_AND_NEXT', dirty: true, values: { owners: [] } });
    expect(w.saves[0]?.input).toMatchObject({ step: 2, id: 'prospect-7', company_id: 'c-1' });
  });
});

describe('application wizard: leaving', () => {
  it('asks on the public route at step 5 or lower, then discards a new draft on the server', async () => {
    const w = startWizard(publicNew);
    await w.saveStep();
    w.send({ type: 'LEAVE' });
    expect(w.snapshot().value).toBe('confirmingLeave');
    w.send({ type: 'CONFIRM_LEAVE' });
    expect(w.snapshot().value).toBe('discarding');
    expect(w.discards[0]?.input).toEqual({ id: 'prospect-1' });
    await w.answer(w.discards, undefined);
    expect(w.snapshot().value).toBe('left');
    expect(w.snapshot().status).toBe('done');
  });

  it('asks on the front-line route at step 5 too, and leaves even when the discard fails', async () => {
    const w = startWizard({ mode: 'frontline' });
    for (let step = 1; step < 5; step += 1) await w.saveStep();
    expect(w.snapshot().context.step).toBe(5);
    w.send({ type: 'LEAVE' });
    w.send({ type: 'CONFIRM_LEAVE' });
    await w.fail(w.discards, new Error('Server error.'));
    expect(w.snapshot().value).toBe('left');
  });

  it('stays on the step when the user cancels', async () => {
    const w = startWizard(publicNew);
    await w.saveStep();
    w.send({ type: 'LEAVE' });
    w.send({ type: 'CANCEL_LEAVE' });
    expect(w.snapshot().value).toEqual({ filling: 'editing' });
    expect(w.snapshot().context.step).toBe(2);
    expect(w.discards).toHaveLength(0);
  });

  it('discards nothing before the first save: the server holds no draft', () => {
    const w = startWizard(publicNew);
    w.send({ type: 'LEAVE' });
    expect(w.snapshot().value).toBe('confirmingLeave');
    w.send({ type: 'CONFIRM_LEAVE' });
    expect(w.snapshot().value).toBe('left');
    expect(w.discards).toHaveLength(0);
  });

  it('keeps a resumed draft on the server', async () => {
    const w = startWizard({ mode: 'public', draftToken });
    await w.answer(w.loads, { id: draftToken, step: 1 });
    w.send({ type: 'LEAVE' });
    expect(w.snapshot().value).toBe('confirmingLeave');
    w.send({ type: 'CONFIRM_LEAVE' });
    expect(w.snapshot().value).toBe('left');
    expect(w.discards).toHaveLength(0);
  });

  it('leaves step 6 of the public route without asking or discarding', async () => {
    const w = startWizard(publicNew);
    for (let step = 1; step < 6; step += 1) await w.saveStep();
    w.send({ type: 'LEAVE' });
    expect(w.snapshot().value).toBe('left');
    expect(w.discards).toHaveLength(0);
  });

  it('asks staff only about unsaved changes, and never discards', async () => {
    const clean = startWizard({ mode: 'staff', companyId: 1 });
    clean.send({ type: 'LEAVE', dirty: false });
    expect(clean.snapshot().value).toBe('left');

    const dirty = startWizard({ mode: 'staff', companyId: 1 });
    await dirty.saveStep();
    dirty.send({ type: 'LEAVE', dirty: true });
    expect(dirty.snapshot().value).toBe('confirmingLeave');
    dirty.send({ type: 'CONFIRM_LEAVE' });
    expect(dirty.snapshot().value).toBe('left');
    expect(dirty.discards).toHaveLength(0);
  });

  it('asks in edit mode only about unsaved changes', () => {
    const w = startWizard({ mode: 'public', prospect: existing });
    w.send({ type: 'LEAVE' });
    expect(w.snapshot().value).toBe('left');
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based paths: the machine's own graph, walked through every state and transition from
// three starts (a new public application, a resumed draft, a staff edit), replayed on a running
// actor whose calls are fakes the test answers. Each transition is a node of its own (the key
// names the event and the state it left), so the shortest paths take every transition once.
// ---------------------------------------------------------------------------------------------

const savedId = 'prospect-1';
const savedProspect: SavedProspect = { id: savedId, step: 1 };

/** Concrete events for every event type a state accepts; a type without an entry fails the test. */
function eventsFor(state: Snapshot): WizardEvent[] {
  // Only what the state answers: a refused Previous on step 1 or Submit before step 6 is a unit test above.
  return allEventsFor(state).filter((event) => event.type.startsWith('xstate.') || state.can(event));
}

function allEventsFor(state: Snapshot): WizardEvent[] {
  const { step } = state.context;
  return __unsafe_getAllOwnEventDescriptors(state).flatMap((type): WizardEvent[] => {
    const anyEvent = (event: { type: string } & Record<string, unknown>) => event as unknown as WizardEvent;
    switch (type) {
      case 'SAVE_AND_NEXT':
        return [
          { type, dirty: true, values: { step } },
          { type, dirty: false, values: { step } },
        ];
      case 'LEAVE':
        return [{ type }, { type, dirty: true }];
      case 'PREVIOUS':
      case 'SUBMIT':
      case 'RETRY':
      case 'START_NEW':
      case 'CONFIRM_LEAVE':
      case 'CANCEL_LEAVE':
        return [{ type }];
      case 'xstate.done.actor.loadDraft':
        return [anyEvent({ type, output: { id: draftToken, step: '4' } })];
      case 'xstate.error.actor.loadDraft':
        return [anyEvent({ type, error: new Error('Draft not found.') })];
      // The server's answer carries the step saved; the walk keeps one answer so that the
      // graph stays small (the unit tests above check the answers step by step).
      case 'xstate.done.actor.saveStep':
        return [anyEvent({ type, output: savedProspect })];
      case 'xstate.error.actor.saveStep':
        return [anyEvent({ type, error: new Error('Business already registered.') })];
      case 'xstate.done.actor.submitApplication':
        return [anyEvent({ type, output: { id: savedId, step: 6 } })];
      case 'xstate.error.actor.submitApplication':
        return [anyEvent({ type, error: {} })];
      case 'xstate.done.actor.discardDraft':
        return [anyEvent({ type, output: undefined })];
      case 'xstate.error.actor.discardDraft':
        return [anyEvent({ type, error: new Error('Server error.') })];
      default:
        throw new Error(`No test event for '${type}': add it to eventsFor()`);
    }
  });
}

/** An actor's done or error event as the graph delivers it. */
function stepEvent(step: Step<Snapshot, WizardEvent>): { type: string; output?: unknown; error?: unknown } {
  return step.event;
}

/** An event in a graph key: the dirty flag and a draft's stored step tell transitions apart. */
function eventKey(event: WizardEvent): string {
  if (event.type === 'SAVE_AND_NEXT') return `${event.type}(${event.dirty ? 'dirty' : 'clean'})`;
  if (event.type === 'LEAVE') return `${event.type}(${event.dirty ? 'dirty' : 'clean'})`;
  const output = (event as { output?: { step?: unknown } }).output;
  return output?.step === undefined ? event.type : `${event.type}(${String(output.step)})`;
}

const starts: { name: string; input: WizardInput }[] = [
  { name: 'new public application', input: { mode: 'public' } },
  { name: 'resumed draft', input: { mode: 'frontline', draftToken } },
  { name: 'staff edit', input: { mode: 'staff', companyId: 3, prospect: existing } },
];

const walks = starts.map(({ name, input }) => {
  const model = new TestModel(applicationWizardMachine, {
    events: eventsFor,
    input,
    serializeState: (state, event, previous) =>
      `${serializeSnapshot(state)}${event && previous ? ` via ${eventKey(event)} from ${serializeSnapshot(previous)}` : ''}`,
    stateMatcher: (state, key) => state.matches(key as never),
  });
  return { name, input, paths: model.getShortestPaths() };
});

const allSnapshots = walks.flatMap((walk) =>
  walk.paths.flatMap((path) => path.steps.map((step) => step.state)),
);

describe('application wizard: model-based paths', () => {
  it('reaches every state node of the machine', () => {
    const expected = [
      'loadingDraft',
      'loadFailed',
      { filling: 'editing' },
      { filling: 'saving' },
      { filling: 'submitting' },
      { filling: 'failed' },
      'confirmingLeave',
      'discarding',
      'left',
      'submitted',
    ] as const;
    for (const value of expected) {
      expect(
        allSnapshots.some((snapshot) => snapshot.matches(value)),
        JSON.stringify(value),
      ).toBe(true);
    }
  });

  it('visits all six steps from each start, and ends both ways', () => {
    for (const walk of walks) {
      const steps = new Set(walk.paths.map((path) => path.state.context.step));
      expect([...steps].sort(), walk.name).toEqual([1, 2, 3, 4, 5, 6]);
    }
    const ends = new Set(allSnapshots.filter((s) => s.status === 'done').map((s) => s.value));
    expect([...ends].sort()).toEqual(['left', 'submitted']);
  });

  for (const walk of walks) {
    for (const [index, path] of walk.paths.entries()) {
      const last = path.steps.at(-1)?.event.type ?? 'start';
      it(`${walk.name}, path ${index + 1}: ${path.steps.length - 1} steps to ${JSON.stringify(path.state.value)} at step ${path.state.context.step} via ${last}`, async () => {
        const w = startWizard(walk.input);

        const deliver = async (step: Step<Snapshot, WizardEvent>) => {
          const event = stepEvent(step);
          const [, kind, , id] = event.type.split('.');
          const calls = {
            loadDraft: w.loads,
            saveStep: w.saves,
            submitApplication: w.submits,
            discardDraft: w.discards,
          }[id ?? ''] as Call<unknown, unknown>[] | undefined;
          if (kind === 'done' && calls) await w.answer(calls, event.output);
          else if (kind === 'error' && calls) await w.fail(calls, event.error);
          else w.send(step.event);
          await flush();
          const actual = w.snapshot();
          expect(actual.value).toEqual(step.state.value);
          expect(actual.context).toEqual(step.state.context);
        };

        const events = Object.fromEntries(path.steps.map((step) => [step.event.type, deliver]));
        await path.test({
          events,
          states: {
            loadingDraft: () => expect(w.loads.at(-1)?.input).toEqual({ id: draftToken }),
            'filling.saving': (state) => {
              expect(w.saves.at(-1)?.input).toEqual({
                step: state.context.pendingSave?.step,
                id: state.context.prospect?.id ?? null,
                values: state.context.pendingSave?.values,
                company_id: walk.input.mode === 'staff' ? walk.input.companyId : null,
              });
            },
            'filling.submitting': (state) => {
              expect(state.context.step).toBe(6);
              expect(w.submits.at(-1)?.input.application_completely_filled).toBe(true);
            },
            'filling.failed': (state) => expect(errorToastOf(state)?.title).toBe('Creation Failed'),
            loadFailed: (state) => expect(errorToastOf(state)?.message).toBe('Draft not found.'),
            discarding: (state) => {
              expect(walk.input.mode).not.toBe('staff');
              expect(state.context.newDraft).toBe(true);
              expect(w.discards.at(-1)?.input).toEqual({ id: savedId });
            },
            left: () => expect(w.snapshot().status).toBe('done'),
            submitted: () => expect(progressOf(w.snapshot())).toBe(100),
          },
        });
        const expectedProgress = path.state.context.editing
          ? 100
          : (wizardProgressPercent[path.state.context.step - 1] ?? 0);
        if (!path.state.matches('submitted')) expect(progressOf(w.snapshot())).toBe(expectedProgress);
        const discardsDone = path.steps.filter((s) =>
          s.event.type.startsWith('xstate.done.actor.discardDraft'),
        );
        expect(discardsDone.length).toBeLessThanOrEqual(1);
      });
    }
  }
});
