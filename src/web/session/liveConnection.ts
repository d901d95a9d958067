import { io } from 'socket.io-client';
import { fromCallback } from 'xstate';
import type { ConnectInput, SessionEvent } from '../../../machines/session.machine';
import { liveEvents, type LiveEvent } from '../../shared/notificationKinds';
import { tagTypes } from '../api/baseApi';

/** The application tag the spec's live connection carries (part 1 §7 Shell). */
export const liveAppTag = 'factordesk-web';

export type LiveEventHandler = (event: LiveEvent, payload: unknown) => void;
export type TagType = (typeof tagTypes)[number];

interface LiveConnectionOptions extends ConnectInput {
  onConnected: () => void;
  onDisconnected: (reason: string) => void;
  onEvent: LiveEventHandler;
}

/**
 * One attempt at the live connection; the returned function closes it.
 *
 * socket.io's own reconnection is off: the session machine drives the 5 attempts 1 s apart, so
 * that there is one count of attempts and one 'offline' state the screen can show, every attempt
 * uses the newest token (socket.io would replay the handshake of the first), and a later
 * successful refresh can bring an offline connection back, which socket.io cannot once it gave up.
 */
export function openLiveConnection({
  token,
  userId,
  onConnected,
  onDisconnected,
  onEvent,
}: LiveConnectionOptions): () => void {
  const socket = io({
    path: '/socket.io',
    auth: { token, app: liveAppTag, user_id: userId },
    reconnection: false,
  });
  socket.on('connect', onConnected);
  socket.on('connect_error', (error) => onDisconnected(error.message));
  socket.on('disconnect', (reason) => onDisconnected(reason));
  for (const event of liveEvents) socket.on(event, (payload: unknown) => onEvent(event, payload));
  return () => {
    // Listeners go first, so that closing on purpose is not reported as a drop.
    socket.removeAllListeners();
    socket.disconnect();
  };
}

/** The session machine's `connect` actor: opens the socket and reports its state as events. */
export function liveConnectionActor(onEvent: LiveEventHandler) {
  return fromCallback<SessionEvent, ConnectInput>(({ input, sendBack }) =>
    openLiveConnection({
      ...input,
      onConnected: () => sendBack({ type: 'CONNECTED' }),
      onDisconnected: (reason) => sendBack({ type: 'DISCONNECTED', reason }),
      onEvent,
    }),
  );
}

function isTagType(value: unknown): value is TagType {
  return typeof value === 'string' && (tagTypes as readonly string[]).includes(value);
}

/**
 * The RTK Query tags a live event asks to refresh: a notification always refreshes the bell and
 * the notifications list, a chat event the conversations and their unread marks; any event may name more in `tags` (unknown names are ignored).
 */
export function tagsToRefresh(event: LiveEvent, payload: unknown): TagType[] {
  const named =
    payload && typeof payload === 'object' && 'tags' in payload && Array.isArray(payload.tags)
      ? (payload.tags as unknown[]).filter(isTagType)
      : [];
  const own: TagType[] = event === 'notification' ? ['Notification'] : event === 'chat' ? ['Chat'] : [];
  const tags: TagType[] = [...own, ...named];
  return [...new Set(tags)];
}
