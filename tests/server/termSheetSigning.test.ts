import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema';
import { prospects } from '../../src/server/db/schema/prospects';
import { termSheetOwners, termSheets } from '../../src/server/db/schema/termSheets';
import { termsHash, termsOf } from '../../src/server/modules/term-sheets/termsHash';
import { messages } from '../../src/shared/messages';
import { startTestApp, type TestApp } from './harness';
import {
  linksFor,
  newVersion,
  prospectWithOwners,
  sentTermSheet,
  termSheetBody,
  type OwnerLink,
} from './termSheetFixture';

/** A 40×20 PNG: transparent, with a dark stroke across it unless `blank`, or one `fill` colour. */
function signaturePng(options: { blank?: boolean; fill?: [number, number, number, number] } = {}): string {
  const png = new PNG({ width: 40, height: 20 });
  for (let y = 0; y < 20; y += 1) {
    for (let x = 0; x < 40; x += 1) {
      const i = (y * 40 + x) * 4;
      const stroke = !options.blank && !options.fill && y === 10;
      const [r, g, b, a] = options.fill ?? (stroke ? [20, 20, 60, 255] : [0, 0, 0, 0]);
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = a;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

const drawn = signaturePng();
const link = ({ term_sheet_id, owner_id, token }: OwnerLink) => ({ term_sheet_id, owner_id, token });

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@factordesk.test');
});
afterAll(async () => t.close());

function status(l: OwnerLink | ReturnType<typeof link>) {
  return t.call('term_sheet/status', link(l as OwnerLink));
}
function sign(l: OwnerLink, signature = drawn, extra: Record<string, unknown> = {}) {
  return t.call('term_sheet/sign', { ...link(l), signature, ...extra });
}
async function ownerRow(l: OwnerLink) {
  const [row] = await t.db
    .select()
    .from(termSheetOwners)
    .where(and(eq(termSheetOwners.termSheetId, l.term_sheet_id), eq(termSheetOwners.ownerId, l.owner_id)));
  if (!row) throw new Error('no link row');
  return row;
}
function storedSignatures(termSheetId: number): string[] {
  const folder = join(t.deps.config.FILES_DIR, 'term-sheets', String(termSheetId));
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('term_sheet/status', () => {
  it("answers 'pending' for a fresh link and 'used' once signed", async () => {
    const { links } = await sentTermSheet(t, 'Status Freight');
    const [owner] = links as [OwnerLink];
    expect((await status(owner)).body).toEqual({ status: true, term_sheet_status: 'pending' });
    expect((await sign(owner)).statusCode).toBe(200);
    expect((await status(owner)).body).toEqual({ status: true, term_sheet_status: 'used' });
  });

  it("answers 'used', never 404, for a wrong token, owner or term sheet", async () => {
    const { links } = await sentTermSheet(t, 'Stranger Logistics');
    const [owner] = links as [OwnerLink];
    for (const forged of [
      { ...owner, token: `${owner.token.slice(0, -1)}${owner.token.endsWith('A') ? 'B' : 'A'}` },
      { ...owner, owner_id: owner.owner_id + 1000 },
      { ...owner, term_sheet_id: owner.term_sheet_id + 1000 },
    ]) {
      expect((await status(forged)).body).toEqual({ status: true, term_sheet_status: 'used' });
    }
  });

  it('refuses bad input with 400', async () => {
    const { links } = await sentTermSheet(t, 'Input Haulers');
    const [owner] = links as [OwnerLink];
    expect((await t.call('term_sheet/status', { ...link(owner), extra: 1 })).statusCode).toBe(400);
    expect((await t.call('term_sheet/status', { ...link(owner), owner_id: '1e3' })).statusCode).toBe(400);
    expect((await t.call('term_sheet/status', { ...link(owner), token: 'a\u0007b' })).statusCode).toBe(400);
    expect(
      (await t.call('term_sheet/status', { owner_id: owner.owner_id, token: owner.token })).statusCode,
    ).toBe(400);
  });
});

describe('term_sheet/sign', () => {
  it('signs once: address, terms hash and the stored image are recorded, and staff are told', async () => {
    const { links, sheet, prospect } = await sentTermSheet(t, 'Once Carriers');
    const [owner] = links as [OwnerLink];
    const answer = await sign(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: true, message: messages.signing.signed.message });

    const row = await ownerRow(owner);
    expect(row.signedAt).not.toBeNull();
    expect(row.signedFromIp).toBe('127.0.0.1');
    expect(row.signedTermsHash).toBe(termsHash(termsOf(sheet)));
    expect(row.signedTermsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.signaturePath).toMatch(/^term-sheets\//);
    expect(storedSignatures(sheet.id)).toHaveLength(1);

    const bells = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'term_sheet_signed'), eq(notifications.typeId, prospect.id)));
    expect(bells.length).toBeGreaterThan(0);
    expect(bells[0]?.content).toContain('Once Carriers');
  });

  it('answers 409 with the used-link message when the same link signs again, writing nothing', async () => {
    const { links, sheet } = await sentTermSheet(t, 'Twice Transport');
    const [owner] = links as [OwnerLink];
    expect((await sign(owner)).statusCode).toBe(200);
    const before = await ownerRow(owner);
    const again = await sign(owner, signaturePng({ fill: undefined }));
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(messages.session.linkUsedOnce);
    expect(await ownerRow(owner)).toEqual(before);
    expect(storedSignatures(sheet.id)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent saves win', async () => {
    const { links, sheet } = await sentTermSheet(t, 'Race Freight');
    const [owner] = links as [OwnerLink];
    const answers = await Promise.all([sign(owner), sign(owner)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(termSheetOwners).where(eq(termSheetOwners.termSheetId, sheet.id));
    expect(rows.filter((r) => r.signedAt !== null)).toHaveLength(1);
    expect(storedSignatures(sheet.id)).toHaveLength(1);
  });

  it('refuses a forged token, owner or term sheet with 409 and writes nothing', async () => {
    const { links, sheet } = await sentTermSheet(t, 'Forgery Lines');
    const [owner] = links as [OwnerLink];
    const other = await sentTermSheet(t, 'Other Lines');
    const [otherOwner] = other.links as [OwnerLink];
    for (const forged of [
      { ...owner, token: otherOwner.token },
      { ...owner, owner_id: otherOwner.owner_id },
      { ...owner, term_sheet_id: otherOwner.term_sheet_id },
      { ...owner, term_sheet_id: 2_000_000 },
    ]) {
      const answer = await sign(forged);
      expect(answer.statusCode).toBe(409);
      expect(answer.body.message).toBe(messages.session.linkUsedOnce);
    }
    expect((await ownerRow(owner)).signedAt).toBeNull();
    expect((await ownerRow(otherOwner)).signedAt).toBeNull();
    expect(storedSignatures(sheet.id)).toHaveLength(0);
    expect(storedSignatures(other.sheet.id)).toHaveLength(0);
  });

  it('refuses a signature that is not a PNG with 400', async () => {
    const { links, sheet } = await sentTermSheet(t, 'Not Png Trucking');
    const [owner] = links as [OwnerLink];
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n').toString('base64');
    for (const signature of [
      `data:image/png;base64,${pdf}`,
      `data:image/jpeg;base64,${drawn.split(',')[1]}`,
      'data:image/png;base64,',
      // The PNG signature with nothing readable behind it.
      `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`,
    ]) {
      const answer = await sign(owner, signature);
      expect(answer.statusCode, signature.slice(0, 30)).toBe(400);
    }
    expect((await ownerRow(owner)).signedAt).toBeNull();
    expect(storedSignatures(sheet.id)).toHaveLength(0);
  });

  it('refuses a blank pad: all transparent, or one colour everywhere', async () => {
    const { links } = await sentTermSheet(t, 'Blank Pad Movers');
    const [owner] = links as [OwnerLink];
    for (const signature of [signaturePng({ blank: true }), signaturePng({ fill: [255, 255, 255, 255] })]) {
      const answer = await sign(owner, signature);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe(messages.signing.blank);
    }
    expect((await ownerRow(owner)).signedAt).toBeNull();
  });

  it('refuses an oversized signature and unknown fields with 400', async () => {
    const { links } = await sentTermSheet(t, 'Big Image Freight');
    const [owner] = links as [OwnerLink];
    const huge = `data:image/png;base64,${'A'.repeat(600_000)}`;
    expect((await sign(owner, huge)).statusCode).toBe(400);
    // A small file declaring a huge image is refused before it is decoded.
    const png = Buffer.from(drawn.slice('data:image/png;base64,'.length), 'base64');
    png.writeUInt32BE(60_000, 16);
    const bomb = await sign(owner, `data:image/png;base64,${png.toString('base64')}`);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.body.message).toBe(messages.signing.tooLarge);
    expect((await sign(owner, drawn, { ip: '1.2.3.4' })).statusCode).toBe(400);
    expect((await ownerRow(owner)).signedAt).toBeNull();
  });

  it('signs the term sheet when its last owner signs', async () => {
    const { links, sheet } = await sentTermSheet(t, 'Two Owners Inc', 2);
    const [first, second] = links as [OwnerLink, OwnerLink];
    const signedAt = async () =>
      (await t.db.select().from(termSheets).where(eq(termSheets.id, sheet.id)))[0]?.signedAt ?? null;
    expect((await sign(first)).statusCode).toBe(200);
    expect(await signedAt()).toBeNull();
    expect((await sign(second)).statusCode).toBe(200);
    expect(await signedAt()).not.toBeNull();
  });

  it("treats a voided version's link as used", async () => {
    const { links, sheet, owners, prospect } = await sentTermSheet(t, 'Revised Terms LLC');
    const [owner] = links as [OwnerLink];
    await t.db.update(termSheets).set({ voidedAt: new Date() }).where(eq(termSheets.id, sheet.id));
    const revision = await newVersion(t, prospect.id, 2);
    const [fresh] = (await linksFor(
      t,
      revision.id,
      owners.map((o) => o.id),
    )) as [OwnerLink];

    expect((await status(owner)).body.term_sheet_status).toBe('used');
    expect((await sign(owner)).statusCode).toBe(409);
    expect((await ownerRow(owner)).signedAt).toBeNull();
    expect((await status(fresh)).body.term_sheet_status).toBe('pending');
    expect((await sign(fresh)).statusCode).toBe(200);
  });

  it("treats a deleted prospect's link as used", async () => {
    const { links, prospect } = await sentTermSheet(t, 'Deleted Prospect Co');
    const [owner] = links as [OwnerLink];
    await t.db.update(prospects).set({ deletedAt: new Date() }).where(eq(prospects.id, prospect.id));
    expect((await status(owner)).body.term_sheet_status).toBe('used');
    expect((await sign(owner)).statusCode).toBe(409);
    expect((await ownerRow(owner)).signedAt).toBeNull();
  });
});

describe('term_sheet/signed', () => {
  it('shows staff holding term_sheet the saved signature with when, where from and the hash', async () => {
    const { links, sheet, prospect, owners } = await sentTermSheet(t, 'Shown Signature Co');
    const [owner] = links as [OwnerLink];
    await sign(owner);
    const request = { owner_id: owner.owner_id, term_id: sheet.id, prospect_id: prospect.id };
    const answer = await t.call('term_sheet/signed', request, admin);
    expect(answer.statusCode).toBe(200);
    const signed = answer.body.signed as Record<string, string>;
    expect(signed.signature).toBe(drawn);
    expect(signed.owner_name).toBe(owners[0]?.name);
    expect(signed.company_name).toBe('Shown Signature Co');
    expect(signed.signed_from_ip).toBe('127.0.0.1');
    expect(signed.signed_terms_hash).toBe(termsHash(termsOf(sheet)));
    expect(Number.isNaN(Date.parse(signed.signed_at ?? ''))).toBe(false);
  });

  it("answers 404 for another prospect's owner, an unsigned owner or an unknown term", async () => {
    const { links, sheet, prospect } = await sentTermSheet(t, 'Scoped Signatures', 2);
    const [first, second] = links as [OwnerLink, OwnerLink];
    await sign(first);
    const other = await sentTermSheet(t, 'Someone Else Ltd');
    await sign(other.links[0] as OwnerLink);
    for (const request of [
      { owner_id: other.owners[0]?.id, term_id: sheet.id, prospect_id: prospect.id },
      { owner_id: other.owners[0]?.id, term_id: other.sheet.id, prospect_id: prospect.id },
      { owner_id: first.owner_id, term_id: sheet.id, prospect_id: other.prospect.id },
      { owner_id: second.owner_id, term_id: sheet.id, prospect_id: prospect.id },
      { owner_id: first.owner_id, term_id: 2_000_000, prospect_id: prospect.id },
    ]) {
      expect((await t.call('term_sheet/signed', request, admin)).statusCode).toBe(404);
    }
  });

  it('needs a signed-in caller holding term_sheet', async () => {
    const { links, sheet, prospect } = await sentTermSheet(t, 'Rights Check Co');
    const [owner] = links as [OwnerLink];
    await sign(owner);
    const request = { owner_id: owner.owner_id, term_id: sheet.id, prospect_id: prospect.id };
    expect((await t.call('term_sheet/signed', request)).statusCode).toBe(401);
    const analyst = await t.signIn('analyst@factordesk.test');
    expect((await t.call('term_sheet/signed', request, analyst)).statusCode).toBe(403);
    const client = await t.signIn('client@factordesk.test');
    expect([403, 404]).toContain((await t.call('term_sheet/signed', request, client)).statusCode);
    expect((await t.call('term_sheet/signed', { ...request, extra: 1 }, admin)).statusCode).toBe(400);
  });
});

describe('a term sheet sent by staff', () => {
  /** The link in the newest mail to `email`, as the owner follows it. */
  async function mailedLink(email: string): Promise<OwnerLink> {
    const [mail] = await t.mailsTo(email);
    const url = /http:\/\/localhost:3000\/signature\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const query = new URL(url).searchParams;
    return {
      term_sheet_id: Number(query.get('id')),
      owner_id: Number(query.get('id2')),
      token: query.get('id3') ?? '',
      url,
    };
  }

  function send(prospectId: number, ownerIds: number[]) {
    return t.call('term_sheet/save', termSheetBody(prospectId, ownerIds), admin);
  }

  it('is signed through the mailed links; a revision kills the links not yet used', async () => {
    const { prospect, owners } = await prospectWithOwners(t, 'Mailed Links Co', 2);
    const [first, second] = owners as [(typeof owners)[0], (typeof owners)[0]];
    const sent = await send(prospect.id, [first.id, second.id]);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    const firstLink = await mailedLink(first.email);
    expect((await status(firstLink)).body.term_sheet_status).toBe('pending');
    expect((await sign(firstLink)).statusCode).toBe(200);

    const listed = await t.call('term_sheet/owners', { prospect_id: prospect.id }, admin);
    expect(JSON.stringify(listed.body)).toContain('"signed"');

    const secondLink = await mailedLink(second.email);
    expect((await send(prospect.id, [first.id, second.id])).statusCode).toBe(200);
    expect((await status(secondLink)).body.term_sheet_status).toBe('used');
    expect((await sign(secondLink)).statusCode).toBe(409);
    const revisedLink = await mailedLink(second.email);
    expect(revisedLink.term_sheet_id).not.toBe(secondLink.term_sheet_id);
    expect((await sign(revisedLink)).statusCode).toBe(200);
  });
});
