import { useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import {
  liveStatusOf,
  sessionMachine,
  sessionStatusOf,
  type LiveStatus,
  type RefreshOutcome,
  type SessionStatus,
} from '../../../machines/session.machine';
import { tokenStorage } from './tokenStorage';
import type { AppDispatch } from '../app/store';
import { sessionApi, useGetUserDetailsQuery } from './sessionApi';
import { useLiveConnection } from './useLiveConnection';

export interface SessionKeeper {
  status: SessionStatus;
  /** The live connection; null unless signed in. */
  live: LiveStatus | null;
  /** After `login` answered: stores the token and starts keeping it. */
  signedIn(answer: { access_token: string; expires_at: number }): void;
  /** Ends the session here (the caller has already called `user/logout`). */
  signOut(): void;
  /** Tries the live connection again after it went offline. */
  reconnect(): void;
}

/** A refresh answered 401/403 ends the session; anything else (no answer, 5xx) is tried again later. */
export function refreshOutcomeOf(
  result:
    { data: { access_token: string; expires_at: number } } | { error: FetchBaseQueryError | SerializedError },
): RefreshOutcome {
  if ('data' in result)
    return { kind: 'renewed', token: result.data.access_token, expiresAt: result.data.expires_at };
  const status = 'status' in result.error ? result.error.status : undefined;
  return status === 401 || status === 403 ? { kind: 'rejected' } : { kind: 'unreachable' };
}

/** The session ends the way the spec says: storage and cookies cleared, the app reloaded. */
function endSession(): void {
  tokenStorage.clearAll();
  window.location.assign('/');
}

/**
 * Keeps the signed-in session alive (spec part 1 §4 Session): runs the session machine with the
 * real refresh call, the token storage and the live connection. Mounted once, by the signed-in shell.
 */
export function useSessionKeeper(): SessionKeeper {
  const dispatch = useDispatch<AppDispatch>();
  const connect = useLiveConnection();

  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          refresh: fromPromise(async () => {
            const request = dispatch(sessionApi.endpoints.refresh.initiate());
            try {
              return refreshOutcomeOf(await request);
            } finally {
              // A refresh answer is only for the machine; nothing should keep it in the cache.
              request.reset();
            }
          }),
          connect,
        },
        actions: {
          storeToken: ({ context }) => {
            if (context.token) tokenStorage.write(context.token, context.expiresAt);
          },
          endSession,
        },
      }),
    [connect, dispatch],
  );
  const [snapshot, send] = useMachine(machine, {
    input: tokenStorage.read() ?? { token: null, expiresAt: null },
  });

  const status = sessionStatusOf(snapshot);
  const { data: details } = useGetUserDetailsQuery(undefined, { skip: status !== 'signedIn' });
  const userId = details?.user.id;
  useEffect(() => {
    if (userId) send({ type: 'USER_LOADED', userId });
  }, [send, userId]);

  return {
    status,
    live: liveStatusOf(snapshot),
    signedIn: (answer) =>
      send({ type: 'SIGNED_IN', token: answer.access_token, expiresAt: answer.expires_at }),
    signOut: () => send({ type: 'SIGN_OUT' }),
    reconnect: () => send({ type: 'RECONNECT' }),
  };
}
