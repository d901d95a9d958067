import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/**
 * The rows of a query, batch by batch, read from a server-side cursor: `DECLARE … NO SCROLL
 * CURSOR` inside a read-only transaction, then `FETCH FORWARD n` until it runs dry. Only two
 * batches are ever held (the one being written and the one fetched meanwhile), so a file of a
 * million rows costs the memory of a few thousand. Works on PGlite and on PostgreSQL.
 *
 * Given a PostgreSQL database, it opens its own read-only transaction (one snapshot for the whole
 * file: the totals a writer asks for afterwards are read separately). Given a transaction, it
 * declares the cursor in it and closes it when done, leaving the transaction to its owner.
 *
 * On PGlite one connection serves the whole process and a transaction holds it: any other query
 * (a progress update, another request) would wait for the file to finish, and one made while
 * writing would never run. There the cursor is declared WITH HOLD outside a transaction: the
 * database keeps the result (in its own memory and temporary files, not the JavaScript heap) and
 * every FETCH is a statement of its own, so other queries run between batches.
 *
 * Stopping early (a `break`, a failed write) closes the cursor and ends the transaction.
 */

let cursorCount = 0;

function rowsOfAnswer<T>(answer: unknown): T[] {
  // node-postgres answers a QueryResult, PGlite a Results: both carry `rows`.
  return (answer as { rows: T[] }).rows;
}

function onPglite(db: Db): boolean {
  const session = (db as unknown as { session?: object }).session;
  return session?.constructor.name === 'PgliteSession';
}

function isTransaction(db: Db): boolean {
  // A transaction handle can roll back; the database itself cannot.
  return typeof (db as { rollback?: unknown }).rollback === 'function';
}

/** A one-slot hand-over between the transaction that fetches and the loop that writes. */
class Handoff<T> {
  private slot: { value: T; taken: () => void } | null = null;
  private waiter: { resolve: (next: IteratorResult<T>) => void; reject: (error: unknown) => void } | null =
    null;
  private ended = false;
  private failure: { error: unknown } | null = null;
  stopped = false;

  /** Hands a batch over; answers, once it is taken, whether the reader wants more. */
  put(value: T): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const taken = () => resolve(!this.stopped);
      if (this.waiter) {
        const waiter = this.waiter;
        this.waiter = null;
        waiter.resolve({ done: false, value });
        taken();
      } else {
        this.slot = { value, taken };
      }
    });
  }

  take(): Promise<IteratorResult<T>> {
    if (this.slot) {
      const slot = this.slot;
      this.slot = null;
      slot.taken();
      return Promise.resolve({ done: false, value: slot.value });
    }
    if (this.failure) return Promise.reject(this.failure.error);
    if (this.ended) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }

  end(): void {
    this.ended = true;
    this.waiter?.resolve({ done: true, value: undefined });
    this.waiter = null;
  }

  fail(error: unknown): void {
    this.failure = { error };
    this.waiter?.reject(error);
    this.waiter = null;
  }

  /** The reader has stopped: a batch waiting is dropped and the fetching ends. */
  stop(): void {
    this.stopped = true;
    const slot = this.slot;
    this.slot = null;
    slot?.taken();
  }
}

export async function* rowsOf<T = Record<string, unknown>>(
  db: Db,
  query: SQL,
  batchSize = 1000,
): AsyncGenerator<T[], void, undefined> {
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError('batchSize must be a positive integer');
  cursorCount = (cursorCount + 1) % 1_000_000_000;
  const name = sql.identifier(`export_cursor_${process.pid}_${cursorCount}`);
  const handoff = new Handoff<T[]>();

  const read = async (tx: Db) => {
    await tx.execute(sql`declare ${name} no scroll cursor for ${query}`);
    for (;;) {
      const batch = rowsOfAnswer<T>(
        await tx.execute(sql`fetch forward ${sql.raw(String(batchSize))} from ${name}`),
      );
      if (batch.length === 0) break;
      const more = await handoff.put(batch);
      if (!more || batch.length < batchSize) break;
    }
    // On a failure the transaction is aborted and its end closes the cursor.
    await tx.execute(sql`close ${name}`);
  };
  const readHeld = async () => {
    await db.execute(sql`declare ${name} no scroll cursor with hold for ${query}`);
    try {
      for (;;) {
        const batch = rowsOfAnswer<T>(
          await db.execute(sql`fetch forward ${sql.raw(String(batchSize))} from ${name}`),
        );
        if (batch.length === 0) break;
        const more = await handoff.put(batch);
        if (!more || batch.length < batchSize) break;
      }
    } finally {
      await db.execute(sql`close ${name}`).catch(() => undefined);
    }
  };
  const work = (
    isTransaction(db)
      ? read(db)
      : onPglite(db)
        ? readHeld()
        : (db as Database).transaction(read, { accessMode: 'read only', isolationLevel: 'repeatable read' })
  ).then(
    () => handoff.end(),
    (error: unknown) => handoff.fail(error),
  );

  try {
    for (;;) {
      const next = await handoff.take();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    handoff.stop();
    await work;
  }
}
