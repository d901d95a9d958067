import { createServer, Socket, type Server } from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL that a test can take away and bring back, the way a
 * database goes away: `holdTransactions` stalls what the database sends on a connection once a
 * transaction begins on it (the request waits inside its transaction, its connection checked out
 * of the pool), `cut` ends every connection and refuses new ones, `restore` accepts them again on
 * the same port.
 */
export interface TcpProxy {
  port: number;
  holdTransactions(): void;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(options: {
  port: number;
  target: { host: string; port: number };
  /** Start refusing (the database is away from the start). */
  refusing?: boolean;
}): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let holding = false;
  const held = new WeakSet<Socket>();
  let server: Server | null = null;

  const accept = (client: Socket) => {
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk: Buffer) => {
      if (holding && /\bbegin\b/i.test(chunk.toString('latin1'))) held.add(client);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!held.has(client)) client.write(chunk);
    });
    upstream.connect(options.target.port, options.target.host);
  };

  const listen = () =>
    new Promise<void>((done, fail) => {
      const next = createServer(accept);
      next.once('error', fail);
      next.listen(options.port, '127.0.0.1', () => {
        server = next;
        done();
      });
    });

  if (!options.refusing) await listen();
  const cut = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    holding = false;
    if (closing) await new Promise<void>((done) => closing.close(() => done()));
  };
  return {
    port: options.port,
    holdTransactions() {
      holding = true;
    },
    cut,
    async restore() {
      if (!server) await listen();
    },
    close: cut,
  };
}
