import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { startTestApp, type TestApp } from './harness';
import { users } from '../../src/server/db/schema';
import type { CurrentUser } from '../../src/shared/contract/session';

interface FilePart {
  field: string;
  filename: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function formData(fields: Record<string, string>, files: FilePart[] = []) {
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
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (size = 64) => {
  const data = Buffer.alloc(size, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
};
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);

const profileFields = {
  first_name: 'Avery',
  last_name: 'Admin',
  phone_number: '555-010-0000',
  gender: 'female',
  address: '100 Market Street',
  city: 'New York',
  state: 'New York',
  zip: '10001',
  timezone: 'America/Chicago',
};

describe('the signed-in user profile', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let caId: string;

  async function send(path: string, fields: Record<string, string>, files: FilePart[] = [], token = admin) {
    const body = formData(fields, files);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return {
      statusCode: response.statusCode,
      body: response.json() as Record<string, unknown> & { message?: string },
    };
  }

  async function stored(id: string) {
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    return row!;
  }

  async function readFile(path: string, token = admin) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/files/read',
      payload: { path },
      headers: { authorization: `Bearer ${token}` },
    });
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    adminId = (await t.db.select().from(users).where(eq(users.email, 'admin@factordesk.test')))[0]!.id;
    caId = (await t.db.select().from(users).where(eq(users.email, 'ca@factordesk.test')))[0]!.id;
  });
  afterAll(() => t.close());

  it('updates the caller’s own details and answers the current user', async () => {
    const answer = await send('user/update_profile', {
      ...profileFields,
      sso_id: adminId,
      first_name: 'Avery Jo',
    });
    expect(answer.statusCode).toBe(200);
    const user = answer.body.user as CurrentUser;
    expect(user).toMatchObject({
      first_name: 'Avery Jo',
      phone_number: '5550100000',
      timezone: 'America/Chicago',
    });
    expect((await stored(adminId)).firstName).toBe('Avery Jo');
  });

  it('never touches another user, whatever sso_id is sent', async () => {
    const before = await stored(caId);
    const answer = await send('user/update_profile', {
      ...profileFields,
      sso_id: caId,
      first_name: 'Hijacked',
    });
    expect(answer.statusCode).toBe(404);
    expect(await stored(caId)).toEqual(before);
    expect((await stored(adminId)).firstName).not.toBe('Hijacked');
  });

  it('validates with the profile rules and writes nothing on failure', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ first_name: '' }, 'First Name is required'],
      [{ first_name: 'x'.repeat(31) }, 'First Name must be at most 30 characters'],
      [{ zip: '' }, 'Zip Code is required'],
      [{ zip: '100011' }, 'Zip Code must be at most 5 characters'],
      [{ phone_number: '' }, 'Phone No is required'],
      [{ gender: 'other' }, 'Gender is required'],
      [{ address: 'x'.repeat(61) }, 'Address must be at most 60 characters'],
      [{ timezone: 'Mars/Olympus' }, 'Time Zone is not valid'],
      [{ email: 'new@factordesk.test' }, 'Unknown field(s): email.'],
    ];
    const before = await stored(adminId);
    for (const [change, message] of cases) {
      const answer = await send('user/update_profile', { ...profileFields, ...change }, [
        { field: 'official_signature', filename: 'sign.png', data: png() },
      ]);
      expect({ change, code: answer.statusCode, message: answer.body.message }).toEqual({
        change,
        code: 400,
        message,
      });
    }
    expect(await stored(adminId)).toEqual(before);
  });

  it('stores an official signature and serves it back to its owner only', async () => {
    const answer = await send('user/update_profile', profileFields, [
      { field: 'official_signature', filename: 'sign.jpg', data: jpeg(), type: 'image/jpeg' },
    ]);
    expect(answer.statusCode).toBe(200);
    const path = (answer.body.user as CurrentUser).official_signature!;
    expect(path).toMatch(/^profile\/.{13}sign\.jpg$/);
    const file = await readFile(path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(jpeg())).toBe(true);
    const other = await t.signIn('ca@factordesk.test');
    expect((await readFile(path, other)).statusCode).toBe(404);
    expect((await readFile('../../etc/passwd')).statusCode).toBe(404);
  });

  it('replaces the profile picture, removing the old file', async () => {
    const first = await send('user/profile_pic', {}, [
      { field: 'profile_pic', filename: 'me.png', data: png() },
    ]);
    expect(first.statusCode).toBe(200);
    const firstPath = String(first.body.profile_pic);
    const second = await send('user/profile_pic', { sso_id: adminId }, [
      { field: 'profile_pic', filename: 'me2.png', data: png(128) },
    ]);
    expect(second.statusCode).toBe(200);
    expect((await stored(adminId)).profilePic).toBe(second.body.profile_pic);
    expect((await readFile(firstPath)).statusCode).toBe(404);
    expect((await readFile(String(second.body.profile_pic))).statusCode).toBe(200);
  });

  it('judges a picture by its bytes, not its name', async () => {
    const before = (await stored(adminId)).profilePic;
    const disguised = await send('user/profile_pic', {}, [
      { field: 'profile_pic', filename: 'cat.png', data: exe() },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.body.message).toBe('File type exe is not allowed.');
    const gif = await send('user/profile_pic', {}, [
      { field: 'profile_pic', filename: 'cat.gif', data: png() },
    ]);
    expect(gif.body.message).toBe('File type gif is not allowed.');
    const missing = await send('user/profile_pic', {}, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe('File Required, Please select the file first');
    const strayField = await send('user/profile_pic', {}, [
      { field: 'avatar', filename: 'a.png', data: png() },
    ]);
    expect(strayField.statusCode).toBe(400);
    expect((await stored(adminId)).profilePic).toBe(before);
  });

  it('takes 5 MB and refuses a byte more', async () => {
    const files = () => readdirSync(t.deps.config.FILES_DIR, { recursive: true }).length;
    const countBefore = files();
    const tooBig = await send('user/profile_pic', {}, [
      { field: 'profile_pic', filename: 'big.png', data: png(5_000_001) },
    ]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toEqual({ status: false, message: 'big.png size is greater than allowed size.' });
    expect(files()).toBe(countBefore);
    const atLimit = await send('user/profile_pic', {}, [
      { field: 'profile_pic', filename: 'limit.png', data: png(5_000_000) },
    ]);
    expect(atLimit.statusCode).toBe(200);
  });

  it('deletes only the caller’s own picture or signature', async () => {
    const ca = await t.signIn('ca@factordesk.test');
    const own = await send(
      'user/profile_pic',
      {},
      [{ field: 'profile_pic', filename: 'ca.png', data: png() }],
      ca,
    );
    const caPath = String(own.body.profile_pic);
    const foreign = await t.call('user/delete_attachment', { path: caPath }, admin);
    expect(foreign.statusCode).toBe(404);
    expect((await stored(caId)).profilePic).toBe(caPath);
    const mine = await t.call('user/delete_attachment', { path: caPath }, ca);
    expect(mine.statusCode).toBe(200);
    expect((await stored(caId)).profilePic).toBeNull();
    expect((await readFile(caPath, ca)).statusCode).toBe(404);
  });

  it('needs a signed-in caller and a multipart body', async () => {
    const body = formData(profileFields);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/update_profile',
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.call('user/update_profile', profileFields, admin)).statusCode).toBe(415);
    expect((await t.call('files/read', { path: 'profile/x.png' })).statusCode).toBe(401);
  });
});
