/**
 * Preloaded into a server under test (`node --import`), never part of the product: kills the
 * process with SIGKILL in the middle of a Post Payment request, as a power cut or the kernel's
 * out-of-memory killer would, at the point CRASH_AT names:
 *   answer    — the answer is about to be written;
 *   committed — the transaction that wrote the payment row has just committed, nothing after it ran;
 *   commit    — the payment row is about to be written: its transaction is open, not committed.
 */
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const paymentPath = '/api/v1/schedule/payment/save';
const paymentInsert = /insert into "schedule_payments"/i;
const commitStatement = /^\s*commit\s*;?\s*$/i;
const at = process.env.CRASH_AT;
const die = () => process.kill(process.pid, 'SIGKILL');

if (at === 'answer') {
  const response = http.ServerResponse.prototype;
  const { writeHead, end } = response;
  const isPayment = (res: http.ServerResponse) => res.req?.url?.startsWith(paymentPath) ?? false;
  response.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    if (isPayment(this)) die();
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof writeHead;
  response.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (isPayment(this)) die();
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof end;
}

/**
 * Watches each statement before it reaches the database: `before` runs ahead of it, `after` once
 * the database answered it. `connection` tells transactions apart (one per pg client; PGlite has one).
 */
function watchStatements(
  before: (text: string, connection: object) => void,
  after: (text: string, connection: object) => void,
): void {
  // PostgreSQL: every statement goes through pg's Client#query.
  const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = (typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text) ?? '';
    before(text, this);
    const answer = clientQuery.apply(this, args);
    if (answer instanceof Promise) void answer.then(() => after(text, this)).catch(() => undefined);
    return answer;
  } as typeof pg.Client.prototype.query;
  // PGlite: every statement reaches the engine as protocol messages carrying its text.
  const decoder = new TextDecoder();
  const original = PGlite.prototype.execProtocolStream;
  PGlite.prototype.execProtocolStream = async function (this: PGlite, message, options) {
    // A simple query is 'Q', its length, then the text; a parse message names the statement first.
    const text = decoder.decode(message.subarray(5)).replace(/\0/g, ' ');
    before(text, this);
    const answer = await original.call(this, message, options);
    after(text, this);
    return answer;
  };
}

if (at === 'commit') {
  watchStatements(
    (text) => {
      if (paymentInsert.test(text)) die();
    },
    () => undefined,
  );
}

if (at === 'committed') {
  const paying = new WeakSet<object>();
  watchStatements(
    (text, connection) => {
      if (/^\s*(begin|rollback)\b/i.test(text.trim())) paying.delete(connection);
      if (paymentInsert.test(text)) paying.add(connection);
    },
    (text, connection) => {
      if (commitStatement.test(text.trim()) && paying.has(connection)) die();
    },
  );
}
