import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications, supportTicketResponses, users } from '../../src/server/db/schema';
import { supportMessages } from '../../src/shared/messages/support';
import { startTestApp, type TestApp } from './harness';

const M = supportMessages.support;

interface Part {
  field: string;
  filename: string;
  data: Buffer;
}

function multipart(fields: Record<string, string>, files: readonly Part[]) {
  const boundary = `----factordesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Support tickets (docs/decisions/0034-support-tickets.md). */
describe('support tickets', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const userIdOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'adminnew', 'ca', 'client', 'debtor', 'broker']) {
      tokens[who] = await t.signIn(`${who}@factordesk.test`);
    }
  });
  afterAll(async () => t.close());

  const call = (path: string, body: unknown, who = 'client') => t.call(path, body, tokens[who]);
  async function raise(who = 'client', title = 'Cannot open invoice'): Promise<number> {
    const answer = await call(
      'support/create',
      { title, ticket_type: 1, priority: 2, details: 'It fails.' },
      who,
    );
    expect(answer.body).toMatchObject({ status: true, message: M.created });
    return answer.body.id as number;
  }
  async function respond(id: number | string, response: string, who = 'client', files: Part[] = []) {
    const body = multipart({ id: String(id), response }, files);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/response',
      payload: body.payload,
      headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': body.contentType },
    });
    return { statusCode: answer.statusCode, body: answer.json() as { status: boolean; message?: string } };
  }
  const listOf = async (who: string, extra: Record<string, unknown> = {}) =>
    (await call('support/tickets', { page: 1, per_page: 50, ...extra }, who)).body.tickets as {
      data: { id: number; status: number; assignedto: unknown }[];
    };

  it('a client raises a ticket, an admin assigns and answers it, the client reads the answer', async () => {
    const id = await raise();
    const adminNew = await userIdOf('adminnew@factordesk.test');
    const assigned = await call('support/assign', { id: [id], user_id: adminNew }, 'admin');
    expect(assigned.body).toMatchObject({ status: true, message: M.assigned });
    const bells = await t.db.select().from(notifications).where(eq(notifications.userId, adminNew));
    expect(bells.some((n) => n.type === 'ticket_assigned' && n.typeId === id)).toBe(true);

    const answered = await respond(id, 'Fixed now.', 'adminnew', [
      { field: 'attachment_path', filename: 'proof.pdf', data: pdf() },
    ]);
    expect(answered.body).toMatchObject({ status: true, message: M.responseSaved });
    const client = await userIdOf('client@factordesk.test');
    const clientBells = await t.db.select().from(notifications).where(eq(notifications.userId, client));
    expect(clientBells.some((n) => n.type === 'ticket_answered' && n.typeId === id)).toBe(true);

    const details = await call('support/details', { id });
    const ticket = details.body.tickets as {
      assignedto: { au_first_name: string } | null;
      responses: { response: string; attachment_path: string | null }[];
    };
    expect(ticket.assignedto).not.toBeNull();
    expect(ticket.responses.map((r) => r.response)).toEqual(['Fixed now.']);
    const path = ticket.responses[0]!.attachment_path!;
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/attachment',
      payload: { id, path },
      headers: { authorization: `Bearer ${tokens.client}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
  });

  it("another party's ticket answers 404; staff see every ticket", async () => {
    const id = await raise('client', 'Private');
    for (const who of ['debtor', 'broker']) {
      expect((await call('support/details', { id }, who)).statusCode).toBe(404);
      expect((await respond(id, 'me too', who)).statusCode).toBe(404);
      expect((await listOf(who)).data.some((row) => row.id === id)).toBe(false);
    }
    expect((await listOf('ca')).data.some((row) => row.id === id)).toBe(true);
    expect((await call('support/details', { id: 999_999 }, 'admin')).statusCode).toBe(404);
  });

  it('refuses bad input and changes nothing', async () => {
    const bad = [
      { title: '', ticket_type: 1, priority: 1, details: 'x' },
      { title: 'x'.repeat(41), ticket_type: 1, priority: 1, details: 'x' },
      { title: 'ok', ticket_type: 1, priority: 1, details: 'x'.repeat(151) },
      { title: 'bad\u0007', ticket_type: 1, priority: 1, details: 'x' },
      { title: 'ok', priority: 1, details: 'x' },
    ];
    for (const body of bad) expect((await call('support/create', body)).statusCode).toBe(400);
    expect(
      (await call('support/tickets', { page: 1, per_page: 10, search_text: 'x'.repeat(31) })).statusCode,
    ).toBe(400);
    const id = await raise();
    expect((await respond(id, 'x'.repeat(151))).statusCode).toBe(400);
    expect((await respond(id, '   ')).statusCode).toBe(400);
    const exe = await respond(id, 'see file', 'client', [
      { field: 'attachment_path', filename: 'a.exe', data: Buffer.from('MZ') },
    ]);
    expect(exe.statusCode).toBe(400);
    const hash = await respond(id, 'see file', 'client', [
      { field: 'attachment_path', filename: 'a#b.pdf', data: pdf() },
    ]);
    expect(hash.statusCode).toBe(400);
    const renamed = await respond(id, 'see file', 'client', [
      { field: 'attachment_path', filename: 'a.pdf', data: Buffer.from('not a pdf at all') },
    ]);
    expect(renamed.statusCode).toBe(400);
    const large = await respond(id, 'see file', 'client', [
      {
        field: 'attachment_path',
        filename: 'big.pdf',
        data: Buffer.concat([pdf(), Buffer.alloc(3_000_001)]),
      },
    ]);
    expect([400, 413]).toContain(large.statusCode);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(supportTicketResponses)
      .where(eq(supportTicketResponses.ticketId, id))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('assigns exactly one ticket, to admin or adminnew users only', async () => {
    const a = await raise();
    const b = await raise();
    const admin = await userIdOf('admin@factordesk.test');
    const ca = await userIdOf('ca@factordesk.test');
    expect((await call('support/assign', { id: [a, b], user_id: admin }, 'admin')).statusCode).toBe(400);
    expect((await call('support/assign', { id: [a], user_id: ca }, 'admin')).body.message).toBe(
      M.assigneeNotAdmin,
    );
    expect((await call('support/assign', { id: [a], user_id: admin }, 'client')).statusCode).toBe(403);
    const offered = (await call('support/assignees', {}, 'admin')).body.data as { user_role: string }[];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((u) => u.user_role === 'admin' || u.user_role === 'adminnew')).toBe(true);
  });

  it('a client may only close its ticket; closed tickets show to staff with include_close only', async () => {
    const id = await raise();
    expect((await call('support/change_status', { id: [id], status: 2 })).statusCode).toBe(400);
    const closed = await call('support/change_status', { id: [id], status: 0 });
    expect(closed.body).toMatchObject({ status: true, message: M.statusChanged.message });
    expect((await listOf('client', { include_close: true })).data.some((row) => row.id === id)).toBe(false);
    expect((await listOf('admin')).data.some((row) => row.id === id)).toBe(false);
    expect((await listOf('admin', { include_close: true })).data.some((row) => row.id === id)).toBe(true);
    expect((await respond(id, 'late')).statusCode).toBe(400);
    expect((await call('support/change_status', { id: [id], status: 1 }, 'admin')).statusCode).toBe(200);
  });

  it('holds at most 10 responses, even when two arrive at once', async () => {
    const id = await raise();
    for (let i = 0; i < 9; i += 1) expect((await respond(id, `r${i}`)).statusCode).toBe(200);
    const both = await Promise.all([respond(id, 'tenth a'), respond(id, 'tenth b', 'admin')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.statusCode === 400)?.body.message).toBe(M.responsesFull);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(supportTicketResponses)
      .where(eq(supportTicketResponses.ticketId, id))) as [{ n: number }];
    expect(n).toBe(10);
  });
});
