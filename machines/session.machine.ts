import { assign, fromCallback, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import {
  socketReconnectAttempts,
  socketReconnectDelayMs,
  tokenRefreshCheckMs,
  tokenRefreshWhenRemainingMs,
} from '../src/shared/constants';

/**
 * The signed-in session (spec part 1 §4 Session, §9): the token keeper and the live connection.
 *
 * Token: checked at once and then every 30 s; with 15 minutes or less left it is refreshed and the
 * new token stored. A refresh answered 401/403 ends the session; a refresh that got no answer
 * keeps the token and is tried again at the next check; a token found expired ends the session.
 *
 * Live connection: opened once the user id is known; after a drop it is tried again up to 5
 * times, 1 s apart, then the machine rests 'offline' until a later successful refresh or a manual
 * reconnect. The socket is a doorbell only: the events it carries are handled by the `connect`
 * actor the screen provides, not here.
 *
 * Side effects are named and supplied with `.provide()`: actors `readClock`, `refresh`, `connect`;
 * actions `storeToken`, `endSession`; delays `checkInterval`, `reconnectDelay`.
 */

export interface SessionInput {
  /** The stored token, if any (a reload of a signed-in tab). */
  token: string | null;
  /** Seconds since the epoch when the stored token stops working. */
  expiresAt: number | null;
}

/** Why the session ended; the screen clears storage and reloads whatever the reason. */
export const sessionEndReasons = ['expired', 'rejected', 'signedOut', 'lost'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

export interface SessionContext {
  token: string | null;
  /** Seconds since the epoch (the server's `expires_at`). */
  expiresAt: number;
  /** Known once the user details have loaded; the live connection waits for it. */
  userId: string | null;
  /** Live-connection attempts made since the last successful connection. */
  reconnectAttempts: number;
  endReason: SessionEndReason | null;
}

export type SessionEvent =
  /** Sign-in succeeded: the answer of `login`. */
  | { type: 'SIGNED_IN'; token: string; expiresAt: number }
  /** `user/get_user_details` answered: the live connection may open. */
  | { type: 'USER_LOADED'; userId: string }
  /** Sent by the `connect` actor. */
  | { type: 'CONNECTED' }
  /** Sent by the `connect` actor when the connection fails or drops. */
  | { type: 'DISCONNECTED'; reason?: string }
  /** The user asks to try the live connection again after it went offline. */
  | { type: 'RECONNECT' }
  /** Raised internally after a successful refresh. */
  | { type: 'TOKEN_RENEWED' }
  /** The user signed out. */
  | { type: 'SIGN_OUT' }
  /** Some other call was answered 401/403: the server no longer accepts the session. */
  | { type: 'SESSION_LOST' };

/** What a refresh came to: 'rejected' is a 401/403 answer, 'unreachable' any other failure. */
export type RefreshOutcome =
  { kind: 'renewed'; token: string; expiresAt: number } | { kind: 'rejected' } | { kind: 'unreachable' };

export interface RefreshInput {
  token: string;
}

export interface ConnectInput {
  token: string;
  userId: string;
}

/** The machine's clock reading is an actor because browsers delay timers in background tabs:
 * counted ticks say nothing about how much time has passed. */
const readWallClock = fromPromise<number>(async () => Date.now());

/** Placeholders: the screen, tests and stories provide the real ones. */
const refreshNotProvided = fromPromise<RefreshOutcome, RefreshInput>(async () => {
  throw new Error('session machine: provide a refresh actor');
});
const connectNotProvided = fromCallback<SessionEvent, ConnectInput>(() => {
  throw new Error('session machine: provide a connect actor');
});

const msPerSecond = 1000;

export const sessionMachine = setup({
  types: {} as { input: SessionInput; context: SessionContext; events: SessionEvent },
  actors: {
    readClock: readWallClock,
    refresh: refreshNotProvided,
    connect: connectNotProvided,
  },
  delays: {
    checkInterval: tokenRefreshCheckMs,
    reconnectDelay: socketReconnectDelayMs,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    tokenExpired: ({ context }, { now }: { now: number }) => context.expiresAt * msPerSecond <= now,
    refreshDue: ({ context }, { now }: { now: number }) =>
      context.expiresAt * msPerSecond - now <= tokenRefreshWhenRemainingMs,
    refreshRenewed: (_, outcome: RefreshOutcome) => outcome.kind === 'renewed',
    refreshRejected: (_, outcome: RefreshOutcome) => outcome.kind === 'rejected',
    attemptsLeft: ({ context }) => context.reconnectAttempts < socketReconnectAttempts,
  },
  actions: {
    adoptSignIn: assign(({ event }) =>
      event.type === 'SIGNED_IN' ? { token: event.token, expiresAt: event.expiresAt, endReason: null } : {},
    ),
    adoptRenewedToken: assign((_, outcome: RefreshOutcome) =>
      outcome.kind === 'renewed' ? { token: outcome.token, expiresAt: outcome.expiresAt } : {},
    ),
    rememberUser: assign(({ event }) => (event.type === 'USER_LOADED' ? { userId: event.userId } : {})),
    countAttempt: assign(({ context }) => ({ reconnectAttempts: context.reconnectAttempts + 1 })),
    resetAttempts: assign({ reconnectAttempts: 0 }),
    recordEnd: assign((_, { reason }: { reason: SessionEndReason }) => ({ endReason: reason })),
    announceRenewal: raise({ type: 'TOKEN_RENEWED' }),
    /** Writes context.token and context.expiresAt where the app keeps them. */
    storeToken: () => {},
    /** The app clears local storage, session storage and cookies, and reloads. */
    endSession: () => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    expiresAt: input.expiresAt ?? 0,
    userId: null,
    reconnectAttempts: 0,
    endReason: null,
  }),
  initial: 'anonymous',
  states: {
    anonymous: {
      always: { guard: 'hasToken', target: 'signedIn' },
      on: {
        SIGNED_IN: { target: 'signedIn', actions: ['adoptSignIn', 'storeToken'] },
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        SIGN_OUT: { target: 'signedOut', actions: { type: 'recordEnd', params: { reason: 'signedOut' } } },
        SESSION_LOST: { target: 'signedOut', actions: { type: 'recordEnd', params: { reason: 'lost' } } },
      },
      states: {
        token: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'readClock',
                src: 'readClock',
                onDone: [
                  {
                    guard: { type: 'tokenExpired', params: ({ event }) => ({ now: event.output }) },
                    target: '#session.signedOut',
                    actions: { type: 'recordEnd', params: { reason: 'expired' } },
                  },
                  {
                    guard: { type: 'refreshDue', params: ({ event }) => ({ now: event.output }) },
                    target: 'refreshing',
                  },
                  { target: 'waiting' },
                ],
                onError: { target: 'waiting' },
              },
            },
            waiting: {
              after: { checkInterval: { target: 'checking' } },
            },
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'refresh',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: [
                  {
                    guard: { type: 'refreshRejected', params: ({ event }) => event.output },
                    target: '#session.signedOut',
                    actions: { type: 'recordEnd', params: { reason: 'rejected' } },
                  },
                  {
                    guard: { type: 'refreshRenewed', params: ({ event }) => event.output },
                    target: 'waiting',
                    actions: [
                      { type: 'adoptRenewedToken', params: ({ event }) => event.output },
                      'storeToken',
                      'announceRenewal',
                    ],
                  },
                  // No answer: keep the token; the next check tries again.
                  { target: 'waiting' },
                ],
                onError: { target: 'waiting' },
              },
            },
          },
        },
        live: {
          initial: 'waitingForUser',
          states: {
            waitingForUser: {
              on: { USER_LOADED: { target: 'online', actions: 'rememberUser' } },
            },
            online: {
              invoke: {
                id: 'connect',
                src: 'connect',
                input: ({ context }) => ({ token: context.token ?? '', userId: context.userId ?? '' }),
                onError: [{ guard: 'attemptsLeft', target: 'retrying' }, { target: 'offline' }],
              },
              initial: 'connecting',
              states: {
                connecting: {
                  on: { CONNECTED: { target: 'connected', actions: 'resetAttempts' } },
                },
                connected: {},
              },
              on: {
                DISCONNECTED: [{ guard: 'attemptsLeft', target: 'retrying' }, { target: 'offline' }],
              },
            },
            retrying: {
              after: { reconnectDelay: { target: 'online', actions: 'countAttempt' } },
            },
            offline: {
              on: {
                TOKEN_RENEWED: { target: 'online', actions: 'resetAttempts' },
                RECONNECT: { target: 'online', actions: 'resetAttempts' },
              },
            },
          },
        },
      },
    },
    signedOut: {
      type: 'final',
      entry: 'endSession',
    },
  },
});

export type SessionMachine = typeof sessionMachine;

export const sessionStatuses = ['anonymous', 'signedIn', 'signedOut'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];
export const liveStatuses = ['waitingForUser', 'connecting', 'connected', 'retrying', 'offline'] as const;
export type LiveStatus = (typeof liveStatuses)[number];

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** Where the session stands, for screens that only need that much. */
export function sessionStatusOf(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  return snapshot.matches('signedOut') ? 'signedOut' : 'anonymous';
}

/** The live connection's state in one word; null unless signed in. */
export function liveStatusOf(snapshot: SessionSnapshot): LiveStatus | null {
  if (!snapshot.matches('signedIn')) return null;
  if (snapshot.matches({ signedIn: { live: { online: 'connected' } } })) return 'connected';
  if (snapshot.matches({ signedIn: { live: 'online' } })) return 'connecting';
  if (snapshot.matches({ signedIn: { live: 'retrying' } })) return 'retrying';
  if (snapshot.matches({ signedIn: { live: 'offline' } })) return 'offline';
  return 'waitingForUser';
}
