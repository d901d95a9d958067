import { describe, expect, it, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { TestModel, serializeSnapshot, type Step } from '@xstate/graph';
import {
  liveStatusOf,
  sessionMachine,
  sessionStatusOf,
  type ConnectInput,
  type RefreshInput,
  type RefreshOutcome,
  type SessionEvent,
  type SessionInput,
} from '../../machines/session.machine';
import {
  socketReconnectAttempts,
  socketReconnectDelayMs,
  tokenRefreshCheckMs,
  tokenRefreshWhenRemainingMs,
} from '../../src/shared/constants';
import { deferred, flush, type Deferred } from './deferred';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const minute = 60_000;
/** A fixed start so that expiry times read plainly: 2026-01-01T00:00:00Z. */
const start = Date.UTC(2026, 0, 1);
const secondsAt = (ms: number) => Math.floor(ms / 1000);

interface Connection {
  input: ConnectInput;
  sendBack: (event: SessionEvent) => void;
  open: boolean;
}

/**
 * The machine run for real on a simulated clock, with fakes the test drives: refresh calls wait
 * for the test to answer them, connections are recorded, and the clock is read from the simulated
 * one (or, with `manualClock`, answered by the test like any other actor).
 */
function startSession(
  input: SessionInput,
  options: { manualClock?: boolean; throwOnConnect?: boolean } = {},
) {
  const clock = new SimulatedClock();
  clock.set(start);
  const clockReadings: Deferred<number>[] = [];
  const refreshes: { input: RefreshInput; answer: Deferred<RefreshOutcome> }[] = [];
  const connections: Connection[] = [];
  const storeToken = vi.fn<(stored: { token: string | null; expiresAt: number }) => void>();
  const endSession = vi.fn();

  const machine = sessionMachine.provide({
    actors: {
      readClock: fromPromise<number>(() => {
        if (!options.manualClock) return Promise.resolve(clock.now());
        const reading = deferred<number>();
        clockReadings.push(reading);
        return reading.promise;
      }),
      refresh: fromPromise<RefreshOutcome, RefreshInput>(({ input: refreshInput }) => {
        const answer = deferred<RefreshOutcome>();
        refreshes.push({ input: refreshInput, answer });
        return answer.promise;
      }),
      connect: fromCallback<SessionEvent, ConnectInput>(({ input: connectInput, sendBack }) => {
        if (options.throwOnConnect) throw new Error('socket library failed');
        const connection: Connection = { input: connectInput, sendBack, open: true };
        connections.push(connection);
        return () => {
          connection.open = false;
        };
      }),
    },
    actions: {
      storeToken: ({ context }) => storeToken({ token: context.token, expiresAt: context.expiresAt }),
      endSession,
    },
  });
  const actor = createActor(machine, { input, clock }).start();

  return {
    actor,
    clock,
    clockReadings,
    refreshes,
    connections,
    storeToken,
    endSession,
    snapshot: () => actor.getSnapshot(),
    openConnections: () => connections.filter((c) => c.open),
    lastRefresh: () => refreshes.at(-1),
    lastConnection: () => connections.at(-1),
    async advance(ms: number) {
      clock.increment(ms);
      await flush();
    },
    async answerRefresh(outcome: RefreshOutcome) {
      refreshes.at(-1)?.answer.resolve(outcome);
      await flush();
    },
    async failRefresh(error: unknown) {
      refreshes.at(-1)?.answer.reject(error);
      await flush();
    },
  };
}

/** A token that stops working `msLeft` after the start. */
const tokenWith = (msLeft: number, token = 'token-1'): SessionInput => ({
  token,
  expiresAt: secondsAt(start + msLeft),
});

describe('session machine: token keeper', () => {
  it('starts anonymous without a stored token and signs in with the login answer, storing the token', async () => {
    const s = startSession({ token: null, expiresAt: null });
    expect(s.snapshot().value).toBe('anonymous');
    s.actor.send({ type: 'SIGNED_IN', token: 'fresh', expiresAt: secondsAt(start + 60 * minute) });
    await flush();
    expect(s.snapshot().matches({ signedIn: { token: 'waiting' } })).toBe(true);
    expect(s.storeToken).toHaveBeenCalledWith({ token: 'fresh', expiresAt: secondsAt(start + 60 * minute) });
  });

  it('resumes a stored token and checks it at once, leaving a token with time to spare alone', async () => {
    const s = startSession(tokenWith(60 * minute));
    await flush();
    expect(s.snapshot().matches({ signedIn: { token: 'waiting', live: 'waitingForUser' } })).toBe(true);
    expect(s.refreshes).toHaveLength(0);
  });

  it('checks every 30 seconds and refreshes once 15 minutes or less remain', async () => {
    // 16 minutes left: checks at 0 s and 30 s find more than 15 minutes, the one at 60 s finds exactly 15.
    const s = startSession(tokenWith(tokenRefreshWhenRemainingMs + minute));
    await flush();
    await s.advance(tokenRefreshCheckMs - 1);
    expect(s.snapshot().matches({ signedIn: { token: 'waiting' } })).toBe(true);
    await s.advance(1);
    expect(s.refreshes).toHaveLength(0);
    await s.advance(tokenRefreshCheckMs);
    expect(s.snapshot().matches({ signedIn: { token: 'refreshing' } })).toBe(true);
    expect(s.refreshes).toHaveLength(1);
    expect(s.lastRefresh()?.input).toEqual({ token: 'token-1' });
  });

  it('stores the renewed token and checks against it from then on', async () => {
    const s = startSession(tokenWith(10 * minute));
    await flush();
    expect(s.refreshes).toHaveLength(1);
    const renewedUntil = secondsAt(start + 60 * minute);
    await s.answerRefresh({ kind: 'renewed', token: 'token-2', expiresAt: renewedUntil });
    expect(s.snapshot().context).toMatchObject({ token: 'token-2', expiresAt: renewedUntil });
    expect(s.storeToken).toHaveBeenLastCalledWith({ token: 'token-2', expiresAt: renewedUntil });
    expect(s.snapshot().matches({ signedIn: { token: 'waiting' } })).toBe(true);
    await s.advance(tokenRefreshCheckMs);
    expect(s.refreshes).toHaveLength(1);
  });

  it('ends the session when the refresh is answered 401/403', async () => {
    const s = startSession(tokenWith(10 * minute));
    await flush();
    await s.answerRefresh({ kind: 'rejected' });
    expect(s.snapshot().value).toBe('signedOut');
    expect(s.snapshot().status).toBe('done');
    expect(s.snapshot().context.endReason).toBe('rejected');
    expect(s.endSession).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'answered without a verdict',
      (s: ReturnType<typeof startSession>) => s.answerRefresh({ kind: 'unreachable' }),
    ],
    [
      'failing outright',
      (s: ReturnType<typeof startSession>) => s.failRefresh(new TypeError('Failed to fetch')),
    ],
  ])('keeps the token after a refresh %s and tries again at the next check', async (_, fail) => {
    const s = startSession(tokenWith(10 * minute));
    await flush();
    await fail(s);
    expect(s.snapshot().matches({ signedIn: { token: 'waiting' } })).toBe(true);
    expect(s.snapshot().context.token).toBe('token-1');
    expect(s.endSession).not.toHaveBeenCalled();
    await s.advance(tokenRefreshCheckMs - 1);
    expect(s.refreshes).toHaveLength(1);
    await s.advance(1);
    expect(s.refreshes).toHaveLength(2);
    expect(s.lastRefresh()?.input).toEqual({ token: 'token-1' });
  });

  it('ends the session at once when the stored token has already expired, without a refresh', async () => {
    const s = startSession(tokenWith(-1000));
    await flush();
    expect(s.snapshot().value).toBe('signedOut');
    expect(s.snapshot().context.endReason).toBe('expired');
    expect(s.refreshes).toHaveLength(0);
    expect(s.endSession).toHaveBeenCalledTimes(1);
  });

  it('treats a token at its very expiry second as expired', async () => {
    const s = startSession(tokenWith(0));
    await flush();
    expect(s.snapshot().context.endReason).toBe('expired');
  });

  it('ends the session when the token runs out while every refresh goes unanswered', async () => {
    const s = startSession(tokenWith(tokenRefreshCheckMs + 1000));
    await flush();
    await s.answerRefresh({ kind: 'unreachable' });
    await s.advance(tokenRefreshCheckMs);
    await s.answerRefresh({ kind: 'unreachable' });
    await s.advance(tokenRefreshCheckMs);
    expect(s.snapshot().value).toBe('signedOut');
    expect(s.snapshot().context.endReason).toBe('expired');
    expect(s.refreshes).toHaveLength(2);
  });

  it('signs out on request and when another call lost the session, stopping every timer', async () => {
    for (const [event, reason] of [
      ['SIGN_OUT', 'signedOut'],
      ['SESSION_LOST', 'lost'],
    ] as const) {
      const s = startSession(tokenWith(60 * minute));
      s.actor.send({ type: 'USER_LOADED', userId: 'user-1' });
      await flush();
      s.actor.send({ type: event });
      expect(s.snapshot().value).toBe('signedOut');
      expect(s.snapshot().context.endReason).toBe(reason);
      expect(s.openConnections()).toHaveLength(0);
      expect(s.endSession).toHaveBeenCalledTimes(1);
      await s.advance(60 * minute);
      expect(s.refreshes).toHaveLength(0);
      expect(s.connections).toHaveLength(1);
    }
  });

  it('honours delays supplied with .provide()', async () => {
    const clock = new SimulatedClock();
    clock.set(start);
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => ({ kind: 'unreachable' }));
    const machine = sessionMachine.provide({
      delays: { checkInterval: 5000 },
      actors: {
        readClock: fromPromise(async () => clock.now()),
        refresh: fromPromise<RefreshOutcome, RefreshInput>(refresh),
      },
    });
    createActor(machine, { input: tokenWith(10 * minute), clock }).start();
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    clock.increment(5000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('treats a missing refresh implementation as an unanswered refresh rather than failing the session', async () => {
    const clock = new SimulatedClock();
    clock.set(start);
    const machine = sessionMachine.provide({ actors: { readClock: fromPromise(async () => clock.now()) } });
    const actor = createActor(machine, { input: tokenWith(10 * minute), clock }).start();
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: { token: 'waiting' } })).toBe(true);
  });
});

describe('session machine: live connection', () => {
  async function connected() {
    const s = startSession(tokenWith(60 * minute));
    s.actor.send({ type: 'USER_LOADED', userId: 'user-1' });
    await flush();
    s.lastConnection()?.sendBack({ type: 'CONNECTED' });
    return s;
  }

  it('waits for the user id, then connects with the token and the user id', async () => {
    const s = startSession(tokenWith(60 * minute));
    await flush();
    expect(s.connections).toHaveLength(0);
    s.actor.send({ type: 'USER_LOADED', userId: 'user-1' });
    expect(s.snapshot().matches({ signedIn: { live: { online: 'connecting' } } })).toBe(true);
    expect(s.lastConnection()?.input).toEqual({ token: 'token-1', userId: 'user-1' });
    s.lastConnection()?.sendBack({ type: 'CONNECTED' });
    expect(s.snapshot().matches({ signedIn: { live: { online: 'connected' } } })).toBe(true);
  });

  it('retries a dropped connection up to 5 times, 1 s apart, then goes offline and stops', async () => {
    const s = await connected();
    s.lastConnection()?.sendBack({ type: 'DISCONNECTED', reason: 'transport close' });
    expect(s.snapshot().matches({ signedIn: { live: 'retrying' } })).toBe(true);
    expect(s.openConnections()).toHaveLength(0);

    for (let attempt = 1; attempt <= socketReconnectAttempts; attempt += 1) {
      await s.advance(socketReconnectDelayMs - 1);
      expect(s.connections).toHaveLength(attempt);
      await s.advance(1);
      expect(s.connections).toHaveLength(attempt + 1);
      expect(s.snapshot().context.reconnectAttempts).toBe(attempt);
      s.lastConnection()?.sendBack({ type: 'DISCONNECTED', reason: 'connect_error' });
    }
    expect(s.snapshot().matches({ signedIn: { live: 'offline' } })).toBe(true);
    await s.advance(10 * socketReconnectDelayMs);
    expect(s.connections).toHaveLength(1 + socketReconnectAttempts);
    expect(s.openConnections()).toHaveLength(0);
  });

  it('counts the attempts afresh after a successful reconnection', async () => {
    const s = await connected();
    s.lastConnection()?.sendBack({ type: 'DISCONNECTED' });
    await s.advance(socketReconnectDelayMs);
    s.lastConnection()?.sendBack({ type: 'DISCONNECTED' });
    await s.advance(socketReconnectDelayMs);
    expect(s.snapshot().context.reconnectAttempts).toBe(2);
    s.lastConnection()?.sendBack({ type: 'CONNECTED' });
    expect(s.snapshot().context.reconnectAttempts).toBe(0);
    expect(s.snapshot().matches({ signedIn: { live: { online: 'connected' } } })).toBe(true);
  });

  it('tries again after a successful refresh, with the new token', async () => {
    const s = startSession(tokenWith(60 * minute));
    s.actor.send({ type: 'USER_LOADED', userId: 'user-1' });
    for (let attempt = 0; attempt <= socketReconnectAttempts; attempt += 1) {
      s.lastConnection()?.sendBack({ type: 'DISCONNECTED' });
      await s.advance(socketReconnectDelayMs);
    }
    expect(s.snapshot().matches({ signedIn: { live: 'offline' } })).toBe(true);
    // Time passes until the token needs its refresh.
    await s.advance(45 * minute + tokenRefreshCheckMs);
    expect(s.snapshot().matches({ signedIn: { token: 'refreshing', live: 'offline' } })).toBe(true);
    await s.answerRefresh({ kind: 'renewed', token: 'token-2', expiresAt: secondsAt(start + 120 * minute) });
    expect(s.snapshot().matches({ signedIn: { live: { online: 'connecting' } } })).toBe(true);
    expect(s.snapshot().context.reconnectAttempts).toBe(0);
    expect(s.lastConnection()?.input).toEqual({ token: 'token-2', userId: 'user-1' });
  });

  it('does not try again after a refresh that failed', async () => {
    const s = startSession(tokenWith(10 * minute), {});
    s.actor.send({ type: 'USER_LOADED', userId: 'user-1' });
    for (let attempt = 0; attempt <= socketReconnectAttempts; attempt += 1) {
      s.lastConnection()?.sendBack({ type: 'DISCONNECTED' });
      await s.advance(socketReconnectDelayMs);
    }
    await s.answerRefresh({ kind: 'unreachable' });
    expect(s.snapshot().matches({ signedIn: { live: 'offline' } })).toBe(true);
  });

  it('tries again on a manual reconnect', async () => {
    const s = startSession(tokenWith(60 * minute));
    s.actor.send({ type: 'USER_LOADED', userId: 'user-1' });
    for (let attempt = 0; attempt <= socketReconnectAttempts; attempt += 1) {
      s.lastConnection()?.sendBack({ type: 'DISCONNECTED' });
      await s.advance(socketReconnectDelayMs);
    }
    const before = s.connections.length;
    s.actor.send({ type: 'RECONNECT' });
    expect(s.connections).toHaveLength(before + 1);
    expect(s.snapshot().context.reconnectAttempts).toBe(0);
  });

  it('keeps the connection open across a token renewal', async () => {
    const s = startSession(tokenWith(10 * minute));
    s.actor.send({ type: 'USER_LOADED', userId: 'user-1' });
    s.lastConnection()?.sendBack({ type: 'CONNECTED' });
    await s.answerRefresh({ kind: 'renewed', token: 'token-2', expiresAt: secondsAt(start + 60 * minute) });
    expect(s.connections).toHaveLength(1);
    expect(s.openConnections()).toHaveLength(1);
  });

  it('counts a connect actor that throws as a failed attempt', async () => {
    const s = startSession(tokenWith(60 * minute), { throwOnConnect: true });
    s.actor.send({ type: 'USER_LOADED', userId: 'user-1' });
    expect(s.snapshot().matches({ signedIn: { live: 'retrying' } })).toBe(true);
    for (let attempt = 1; attempt <= socketReconnectAttempts; attempt += 1)
      await s.advance(socketReconnectDelayMs);
    expect(s.snapshot().matches({ signedIn: { live: 'offline' } })).toBe(true);
    expect(s.snapshot().matches({ signedIn: { token: 'waiting' } })).toBe(true);
  });
});

describe('session machine: status for screens', () => {
  it('names the session and live states in one word', async () => {
    const s = startSession({ token: null, expiresAt: null });
    expect([sessionStatusOf(s.snapshot()), liveStatusOf(s.snapshot())]).toEqual(['anonymous', null]);
    s.actor.send({ type: 'SIGNED_IN', token: 'token-1', expiresAt: secondsAt(start + 60 * minute) });
    expect([sessionStatusOf(s.snapshot()), liveStatusOf(s.snapshot())]).toEqual([
      'signedIn',
      'waitingForUser',
    ]);
    s.actor.send({ type: 'USER_LOADED', userId: 'user-1' });
    expect(liveStatusOf(s.snapshot())).toBe('connecting');
    s.lastConnection()?.sendBack({ type: 'CONNECTED' });
    expect(liveStatusOf(s.snapshot())).toBe('connected');
    s.lastConnection()?.sendBack({ type: 'DISCONNECTED' });
    expect(liveStatusOf(s.snapshot())).toBe('retrying');
    s.actor.send({ type: 'SIGN_OUT' });
    expect([sessionStatusOf(s.snapshot()), liveStatusOf(s.snapshot())]).toEqual(['signedOut', null]);
    await flush();
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based paths: the machine's own graph, walked from sign-in to every state through every
// transition, and replayed on a running actor whose actors are fakes the test answers. Time is a
// step like any other here (a delayed event is delivered as such); the delays themselves are
// covered above on the simulated clock.
// ---------------------------------------------------------------------------------------------

const firstToken = { token: 'token-1', expiresAt: secondsAt(start + 60 * minute) };
const renewed: RefreshOutcome = {
  kind: 'renewed',
  token: 'token-2',
  expiresAt: secondsAt(start + 120 * minute),
};

/** Concrete events for every event type a state accepts; a type without an entry fails the test. */
function eventsFor(state: Snapshot): SessionEvent[] {
  const expiryMs = state.context.expiresAt * 1000;
  return __unsafe_getAllOwnEventDescriptors(state).flatMap((type): SessionEvent[] => {
    const anyEvent = (event: { type: string } & Record<string, unknown>) => event as unknown as SessionEvent;
    if (type.startsWith('xstate.after.')) return [anyEvent({ type })];
    switch (type) {
      case 'SIGNED_IN':
        return [{ type, ...firstToken }];
      case 'USER_LOADED':
        return [{ type, userId: 'user-1' }];
      case 'DISCONNECTED':
        return [{ type, reason: 'transport close' }];
      case 'CONNECTED':
      case 'RECONNECT':
      case 'SIGN_OUT':
      case 'SESSION_LOST':
        return [{ type }];
      // Raised by the machine itself after a renewal, never sent from outside.
      case 'TOKEN_RENEWED':
        return [];
      case 'xstate.done.actor.readClock':
        return [
          expiryMs - tokenRefreshWhenRemainingMs - minute, // time to spare
          expiryMs - tokenRefreshWhenRemainingMs, // refresh due
          expiryMs, // expired
        ].map((output) => anyEvent({ type, output }));
      case 'xstate.error.actor.readClock':
        return [anyEvent({ type, error: 'clock unavailable' })];
      case 'xstate.done.actor.refresh':
        return [renewed, { kind: 'rejected' } as const, { kind: 'unreachable' } as const].map((output) =>
          anyEvent({ type, output }),
        );
      case 'xstate.error.actor.refresh':
        return [anyEvent({ type, error: 'network down' })];
      case 'xstate.error.actor.connect':
        return [anyEvent({ type, error: 'socket library failed' })];
      default:
        throw new Error(`No test event for '${type}': add it to eventsFor()`);
    }
  });
}

/** Like createTestModel (which refuses machines with invocations and delays): one path per transition. */
const model = new TestModel(sessionMachine, {
  events: eventsFor,
  input: { token: null, expiresAt: null },
  serializeState: (state, event, previous) =>
    `${serializeSnapshot(state)}${event && previous ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}` : ''}`,
  stateMatcher: (state, key) => state.matches(key as never),
});

const paths = model.getShortestPaths();

/** A step's event as the graph delivers it: the machine's own events, or an actor's done/error event. */
function stepEvent(step: Step<Snapshot, SessionEvent>): { type: string; output?: unknown; error?: unknown } {
  return step.event;
}

/** Every snapshot some path passes through. */
const reachedSnapshots = paths.flatMap((path) => path.steps.map((step) => step.state));

describe('session machine: model-based paths', () => {
  it('reaches every state node of the machine', () => {
    const expected = [
      'anonymous',
      'signedOut',
      { signedIn: { token: 'checking' } },
      { signedIn: { token: 'waiting' } },
      { signedIn: { token: 'refreshing' } },
      { signedIn: { live: 'waitingForUser' } },
      { signedIn: { live: { online: 'connecting' } } },
      { signedIn: { live: { online: 'connected' } } },
      { signedIn: { live: 'retrying' } },
      { signedIn: { live: 'offline' } },
    ] as const;
    for (const value of expected) {
      expect(
        reachedSnapshots.some((snapshot) => snapshot.matches(value)),
        JSON.stringify(value),
      ).toBe(true);
    }
  });

  it('walks every transition, including all 5 reconnect attempts', () => {
    const offlineAfterFiveAttempts = paths.some(
      (path) =>
        path.state.matches({ signedIn: { live: 'offline' } }) &&
        path.state.context.reconnectAttempts === socketReconnectAttempts,
    );
    expect(offlineAfterFiveAttempts).toBe(true);
    const ends = new Set(
      paths.filter((path) => path.state.value === 'signedOut').map((path) => path.state.context.endReason),
    );
    expect([...ends].sort()).toEqual(['expired', 'lost', 'rejected', 'signedOut']);
  });

  for (const [index, path] of paths.entries()) {
    const last = path.steps.at(-1)?.event.type ?? 'start';
    it(`path ${index + 1}: ${path.steps.length - 1} steps to ${JSON.stringify(path.state.value)} via ${last}`, async () => {
      const s = startSession({ token: null, expiresAt: null }, { manualClock: true });

      const deliver = async (step: Step<Snapshot, SessionEvent>) => {
        const event = stepEvent(step);
        const type = event.type;
        if (type === 'xstate.done.actor.readClock') s.clockReadings.at(-1)?.resolve(event.output as number);
        else if (type === 'xstate.error.actor.readClock') s.clockReadings.at(-1)?.reject(event.error);
        else if (type === 'xstate.done.actor.refresh')
          s.lastRefresh()?.answer.resolve(event.output as RefreshOutcome);
        else if (type === 'xstate.error.actor.refresh') s.lastRefresh()?.answer.reject(event.error);
        else if (type === 'CONNECTED' || type === 'DISCONNECTED') s.lastConnection()?.sendBack(step.event);
        // Delayed events and a connect actor failing after its start are delivered as they arrive.
        else s.actor.send(step.event);
        await flush();
        const actual = s.snapshot();
        expect(actual.value).toEqual(step.state.value);
        expect(actual.context).toEqual(step.state.context);
      };

      const events = Object.fromEntries(path.steps.map((step) => [step.event.type, deliver]));
      await path.test({
        events,
        states: {
          anonymous: () => {
            expect(s.refreshes).toHaveLength(0);
            expect(s.connections).toHaveLength(0);
          },
          'signedIn.token.checking': () => {
            expect(s.clockReadings.length).toBeGreaterThan(0);
          },
          'signedIn.token.refreshing': (state) => {
            expect(s.lastRefresh()?.input).toEqual({ token: state.context.token });
          },
          'signedIn.live.online': (state) => {
            expect(s.openConnections()).toHaveLength(1);
            expect(s.openConnections()[0]?.input.userId).toBe(state.context.userId);
          },
          'signedIn.live.waitingForUser': () => expect(s.openConnections()).toHaveLength(0),
          'signedIn.live.retrying': () => expect(s.openConnections()).toHaveLength(0),
          'signedIn.live.offline': () => expect(s.openConnections()).toHaveLength(0),
          signedOut: () => {
            expect(s.openConnections()).toHaveLength(0);
            expect(s.endSession).toHaveBeenCalledTimes(1);
            expect(s.snapshot().status).toBe('done');
          },
        },
      });
      const renewals = path.steps.filter((step) => {
        const event = stepEvent(step);
        return (
          event.type === 'xstate.done.actor.refresh' && (event.output as RefreshOutcome).kind === 'renewed'
        );
      }).length;
      const signIns = path.steps.filter((step) => step.event.type === 'SIGNED_IN').length;
      expect(s.storeToken).toHaveBeenCalledTimes(signIns + renewals);
    });
  }
});
