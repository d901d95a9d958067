import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Caller } from '../http/caller';
import type { LiveEvent } from '../../shared/notificationKinds';

/** The socket is a doorbell: the APIs hold the truth. */
export interface Realtime {
  /** Rings the user's bell in every open tab, on every server node. */
  emitToUser(userId: string, event: LiveEvent, payload: unknown): void;
  close(): Promise<void>;
}

const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the same port as the API. A browser joins its user's room only with a live token;
 * with REDIS_URL set, rooms are shared between server nodes.
 */
export function attachRealtime(
  app: FastifyInstance,
  options: { redisUrl?: string; authenticateToken: (token: string) => Promise<Caller | null> },
): Realtime {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redis: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  io.use((socket, next) => {
    const token = typeof socket.handshake.auth.token === 'string' ? socket.handshake.auth.token : '';
    options
      .authenticateToken(token)
      .then((caller) => {
        if (!caller) return next(new Error('unauthorized'));
        socket.data.userId = caller.userId;
        return next();
      })
      .catch(next);
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(String(socket.data.userId)));
  });
  return {
    emitToUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    async close() {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
}
