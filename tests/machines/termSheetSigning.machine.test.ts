import { describe, expect, it } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { TestModel, serializeSnapshot, type Step } from '@xstate/graph';
import {
  canClearSignature,
  canDraw,
  canSaveSignature,
  isSigningBusy,
  signingDestinationOf,
  signingLinkOf,
  signingToastOf,
  termSheetSigningMachine,
  type SignInput,
  type SignOutcome,
  type SigningEvent,
  type SigningInput,
  type SigningLink,
} from '../../machines/termSheetSigning.machine';
import type { TermSheetStatus } from '../../src/shared/contract/termSheetSigning';
import { messages } from '../../src/shared/messages';
import { answerLast, failLast, flush, recording, type Call } from './deferred';
import { transitionsTaken } from './modelPaths';

type Snapshot = SnapshotFrom<typeof termSheetSigningMachine>;

const query: SigningInput = { id: '12', id2: '34', id3: 'tok-en_1' };
const link: SigningLink = { term_sheet_id: 12, owner_id: 34, token: 'tok-en_1' };
const drawing = 'data:image/png;base64,iVBORw0KGgo=';
const redrawn = 'data:image/png;base64,iVBORw0KGgoAAAA=';

/** The machine run for real with fakes the test answers: every call waits for the test. */
function startSigning(input: SigningInput = query) {
  const checks: Call<SigningLink, { term_sheet_status: TermSheetStatus }>[] = [];
  const signs: Call<SignInput, SignOutcome>[] = [];
  const machine = termSheetSigningMachine.provide({
    actors: { checkStatus: fromPromise(recording(checks)), signTermSheet: fromPromise(recording(signs)) },
  });
  const actor = createActor(machine, { input }).start();
  return {
    checks,
    signs,
    snapshot: () => actor.getSnapshot(),
    send: (event: SigningEvent) => actor.send(event),
  };
}

async function drawnPad() {
  const s = startSigning();
  await answerLast(s.checks, { term_sheet_status: 'pending' });
  s.send({ type: 'STROKE' });
  return s;
}

describe('term sheet signing: the link', () => {
  it.each([
    ['no id', { ...query, id: null }],
    ['no owner', { ...query, id2: null }],
    ['no token', { ...query, id3: null }],
    ['a blank token', { ...query, id3: '  ' }],
    ['an id that is no number', { ...query, id: 'abc' }],
    ['a zero owner', { ...query, id2: '0' }],
    ['an id past the largest', { ...query, id: '99999999999' }],
    ['a token that is no link token', { ...query, id3: 'tok en' }],
  ])('sends the owner to /login with %s, asking nothing of the server', (_, input) => {
    const s = startSigning(input);
    expect(s.snapshot().value).toBe('missingLink');
    expect(s.snapshot().status).toBe('done');
    expect(signingDestinationOf(s.snapshot())).toBe('/login');
    expect(s.checks).toHaveLength(0);
  });

  it('reads the ids and the token from the query', () => {
    expect(signingLinkOf(query)).toEqual(link);
    expect(signingLinkOf({ id: '1.5', id2: '2', id3: 'x' })).toBeNull();
  });

  it("checks the owner's status first and offers an empty pad while the link is pending", async () => {
    const s = startSigning();
    expect(s.snapshot().value).toBe('checkingStatus');
    expect(isSigningBusy(s.snapshot())).toBe(true);
    expect(canDraw(s.snapshot())).toBe(false);
    expect(s.checks[0]?.input).toEqual(link);
    await answerLast(s.checks, { term_sheet_status: 'pending' });
    expect(s.snapshot().value).toBe('empty');
    expect(canDraw(s.snapshot())).toBe(true);
    expect(canSaveSignature(s.snapshot())).toBe(false);
    expect(canClearSignature(s.snapshot())).toBe(false);
    expect(signingDestinationOf(s.snapshot())).toBeNull();
  });

  it('sends a used link to /linkexpire', async () => {
    const s = startSigning();
    await answerLast(s.checks, { term_sheet_status: 'used' });
    expect(s.snapshot().value).toBe('linkUsed');
    expect(signingDestinationOf(s.snapshot())).toBe('/linkexpire');
  });

  it("keeps the server's message when the check fails, and checks again on RETRY", async () => {
    const s = startSigning();
    await failLast(s.checks, new Error('Database unavailable.'));
    expect(s.snapshot().value).toBe('loadFailed');
    expect(signingToastOf(s.snapshot())).toEqual({ title: 'Fetch Failed', message: 'Database unavailable.' });
    s.send({ type: 'RETRY' });
    expect(s.snapshot().value).toBe('checkingStatus');
    expect(s.snapshot().context.error).toBeNull();
    expect(s.checks).toHaveLength(2);
    await failLast(s.checks, {});
    expect(s.snapshot().context.error).toBe(messages.generic.serverError);
  });
});

describe('term sheet signing: the pad', () => {
  it('cannot save a blank pad', async () => {
    const s = startSigning();
    await answerLast(s.checks, { term_sheet_status: 'pending' });
    s.send({ type: 'SAVE', signature: drawing });
    s.send({ type: 'CLEAR' });
    expect(s.snapshot().value).toBe('empty');
    expect(s.signs).toHaveLength(0);
  });

  it('enables Save once drawn, and Clear empties the pad again', async () => {
    const s = await drawnPad();
    expect(s.snapshot().value).toBe('drawn');
    expect(canSaveSignature(s.snapshot())).toBe(true);
    expect(canClearSignature(s.snapshot())).toBe(true);
    s.send({ type: 'STROKE' });
    expect(s.snapshot().value).toBe('drawn');
    s.send({ type: 'CLEAR' });
    expect(s.snapshot().value).toBe('empty');
    expect(canSaveSignature(s.snapshot())).toBe(false);
  });

  it('refuses a save without a drawing even when drawn', async () => {
    const s = await drawnPad();
    s.send({ type: 'SAVE', signature: ' ' });
    expect(s.snapshot().value).toBe('drawn');
    expect(s.signs).toHaveLength(0);
  });
});

describe('term sheet signing: saving', () => {
  it('sends the link and the drawing, then goes to /login', async () => {
    const s = await drawnPad();
    s.send({ type: 'SAVE', signature: drawing });
    expect(s.snapshot().value).toBe('saving');
    expect(isSigningBusy(s.snapshot())).toBe(true);
    expect(canDraw(s.snapshot())).toBe(false);
    expect(canClearSignature(s.snapshot())).toBe(false);
    expect(s.signs[0]?.input).toEqual({ ...link, signature: drawing });
    s.send({ type: 'CLEAR' });
    s.send({ type: 'STROKE' });
    expect(s.snapshot().value).toBe('saving');
    await answerLast(s.signs, 'signed');
    expect(s.snapshot().value).toBe('signed');
    expect(signingToastOf(s.snapshot())).toEqual(messages.signing.signed);
    expect(signingDestinationOf(s.snapshot())).toBe('/login');
  });

  it('goes to /linkexpire when the server answers that the link was used meanwhile', async () => {
    const s = await drawnPad();
    s.send({ type: 'SAVE', signature: drawing });
    await answerLast(s.signs, 'used');
    expect(s.snapshot().value).toBe('linkUsed');
    expect(signingToastOf(s.snapshot())).toBeNull();
    expect(signingDestinationOf(s.snapshot())).toBe('/linkexpire');
  });

  it("keeps the server's message on a failed save; RETRY sends the same drawing", async () => {
    const s = await drawnPad();
    s.send({ type: 'SAVE', signature: drawing });
    await failLast(s.signs, new Error(messages.signing.blank));
    expect(s.snapshot().value).toBe('saveFailed');
    expect(signingToastOf(s.snapshot())).toEqual({ title: 'Error', message: messages.signing.blank });
    expect(canSaveSignature(s.snapshot())).toBe(true);
    s.send({ type: 'RETRY' });
    expect(s.signs[1]?.input).toEqual({ ...link, signature: drawing });
    await failLast(s.signs, {});
    expect(s.snapshot().context.error).toBe(messages.generic.failure);
    s.send({ type: 'SAVE', signature: redrawn });
    expect(s.signs[2]?.input.signature).toBe(redrawn);
    await failLast(s.signs, new Error('Server Error'));
    s.send({ type: 'STROKE' });
    expect(s.snapshot().value).toBe('drawn');
    expect(s.snapshot().context.error).toBeNull();
    s.send({ type: 'SAVE', signature: drawing });
    await failLast(s.signs, new Error('Server Error'));
    s.send({ type: 'CLEAR' });
    expect(s.snapshot().value).toBe('empty');
    expect(s.snapshot().context).toMatchObject({ error: null, failure: null, signature: null });
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based paths: the machine's graph walked through every state and transition, from a full
// link and from one missing a part, replayed on a running actor whose calls the test answers.
// ---------------------------------------------------------------------------------------------

function eventsFor(state: Snapshot): SigningEvent[] {
  const anyEvent = (event: { type: string } & Record<string, unknown>) => event as unknown as SigningEvent;
  const events = __unsafe_getAllOwnEventDescriptors(state).flatMap((type): SigningEvent[] => {
    switch (type) {
      case 'STROKE':
      case 'CLEAR':
      case 'RETRY':
        return [{ type }];
      case 'SAVE':
        return [{ type, signature: drawing }];
      case 'xstate.done.actor.checkStatus':
        return (['pending', 'used'] as const).map((status) =>
          anyEvent({ type, output: { term_sheet_status: status } }),
        );
      case 'xstate.error.actor.checkStatus':
        return [anyEvent({ type, error: new Error('Server Error') })];
      case 'xstate.done.actor.signTermSheet':
        return (['signed', 'used'] as const).map((output) => anyEvent({ type, output }));
      case 'xstate.error.actor.signTermSheet':
        return [anyEvent({ type, error: new Error('Server Error') })];
      default:
        throw new Error(`No test event for '${type}': add it to eventsFor()`);
    }
  });
  return events.filter((event) => event.type.startsWith('xstate.') || state.can(event));
}

function eventKey(event: SigningEvent): string {
  const output = (event as { output?: unknown }).output;
  return output === undefined ? event.type : `${event.type}(${JSON.stringify(output)})`;
}

function pathsFrom(input: SigningInput) {
  const model = new TestModel(termSheetSigningMachine, {
    events: eventsFor,
    input,
    serializeState: (state, event, previous) =>
      `${serializeSnapshot(state)}${event && previous ? ` via ${eventKey(event)} from ${serializeSnapshot(previous)}` : ''}`,
    stateMatcher: (state, key) => state.matches(key as never),
  });
  return { input, paths: model.getShortestPaths() };
}

const runs = [pathsFrom(query), pathsFrom({ ...query, id3: null })];
const allPaths = runs.flatMap((run) => run.paths);
const reached = allPaths.flatMap((path) => path.steps.map((step) => step.state));

describe('term sheet signing: model-based paths', () => {
  it('reaches every state node of the machine', () => {
    for (const value of Object.keys(termSheetSigningMachine.root.states).filter((v) => v !== 'checkingLink'))
      expect(
        reached.some((s) => s.matches(value as never)),
        value,
      ).toBe(true);
  });

  it('takes every transition the machine declares', () => {
    expect([...transitionsTaken(allPaths)].sort()).toEqual(
      [
        'checkingStatus xstate.done.actor.checkStatus',
        'checkingStatus xstate.error.actor.checkStatus',
        'loadFailed RETRY',
        'empty STROKE',
        'drawn STROKE',
        'drawn CLEAR',
        'drawn SAVE',
        'saving xstate.done.actor.signTermSheet',
        'saving xstate.error.actor.signTermSheet',
        'saveFailed RETRY',
        'saveFailed SAVE',
        'saveFailed STROKE',
        'saveFailed CLEAR',
      ].sort(),
    );
    // Both answers of each call are walked: pending and used, signed and used.
    const outcomes = new Set(allPaths.flatMap((path) => path.steps.map((step) => eventKey(step.event))));
    for (const key of [
      'xstate.done.actor.checkStatus({"term_sheet_status":"pending"})',
      'xstate.done.actor.checkStatus({"term_sheet_status":"used"})',
      'xstate.done.actor.signTermSheet("signed")',
      'xstate.done.actor.signTermSheet("used")',
    ])
      expect(outcomes.has(key), key).toBe(true);
  });

  it('never saves from an empty pad', () => {
    const saves = allPaths.flatMap((path) =>
      path.steps
        .slice(1)
        .filter((step, i) => step.event.type === 'SAVE' && path.steps[i]?.state.matches('empty')),
    );
    expect(saves).toHaveLength(0);
  });

  for (const { input, paths } of runs) {
    for (const [index, path] of paths.entries()) {
      const last = path.steps.at(-1)?.event.type ?? 'start';
      it(`${input.id3 ? 'full link' : 'missing token'} path ${index + 1}: to ${JSON.stringify(path.state.value)} via ${last}`, async () => {
        const s = startSigning(input);
        const deliver = async (step: Step<Snapshot, SigningEvent>) => {
          const event: { type: string; output?: unknown; error?: unknown } = step.event;
          const [, kind, , id] = event.type.split('.');
          const calls = { checkStatus: s.checks, signTermSheet: s.signs }[id ?? ''] as
            Call<unknown, unknown>[] | undefined;
          if (kind === 'done' && calls) await answerLast(calls, event.output);
          else if (kind === 'error' && calls) await failLast(calls, event.error);
          else if (event.type !== 'xstate.init') s.send(step.event);
          await flush();
          expect(s.snapshot().value).toEqual(step.state.value);
          expect(s.snapshot().context).toEqual(step.state.context);
        };
        await path.test({
          events: Object.fromEntries(path.steps.map((step) => [step.event.type, deliver])),
          states: {
            checkingStatus: () => expect(s.checks.at(-1)?.input).toEqual(link),
            saving: (state) =>
              expect(s.signs.at(-1)?.input).toEqual({ ...link, signature: state.context.signature }),
            saveFailed: (state) =>
              expect(signingToastOf(state)).toEqual({ title: 'Error', message: 'Server Error' }),
            missingLink: (state) => expect(signingDestinationOf(state)).toBe('/login'),
            linkUsed: (state) => expect(signingDestinationOf(state)).toBe('/linkexpire'),
            signed: (state) => expect(signingDestinationOf(state)).toBe('/login'),
          },
        });
      });
    }
  }
});
