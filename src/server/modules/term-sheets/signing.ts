/**
 * Signing a term sheet through an owner's one-time link (spec part 3 §4 Term sheet, §5 Signing).
 *
 * A link is pending while its token matches, the owner has not signed, the version is not voided
 * and the prospect is not deleted; anything else, an unknown link included, is 'used', so a stranger learns nothing. Of
 * two saves at once only one wins: the term sheet is locked, and one conditional update sets the
 * owner's signed_at only where it is still null on a version not voided.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SignedTermSheet, TermSheetStatus } from '../../../shared/contract/termSheetSigning';
import { pngDataUrlPrefix } from '../../../shared/contract/termSheetSigning';
import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { prospectOwners, prospects } from '../../db/schema/prospects';
import { termSheetOwners, termSheets } from '../../db/schema/termSheets';
import type { Deps } from '../../deps';
import { recordNotifications, ringBells } from '../../events/notify';
import { discardFile } from '../../files/discardFile';
import type { Caller } from '../../http/caller';
import { conflict, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { signatureBytes } from './signatureImage';
import { signingTokenMatches } from './signingLinks';
import { termsHash, termsOf } from './termsHash';

type SigningDeps = Pick<Deps, 'db' | 'clock' | 'files' | 'log' | 'realtime'>;

/** What an owner's link names: /signature?id=<term sheet>&id2=<owner>&id3=<token>. */
export interface SigningLink {
  term_sheet_id: number;
  owner_id: number;
  token: string;
}

/** The owner's row of the linked term sheet, when the token matches. */
async function linkedOwner(db: SigningDeps['db'] | Tx, link: SigningLink) {
  const [row] = await db
    .select({
      id: termSheetOwners.id,
      tokenHash: termSheetOwners.linkTokenHash,
      signedAt: termSheetOwners.signedAt,
      voidedAt: termSheets.voidedAt,
    })
    .from(termSheetOwners)
    .innerJoin(termSheets, eq(termSheets.id, termSheetOwners.termSheetId))
    // A deleted prospect's links are dead.
    .innerJoin(prospects, and(eq(prospects.id, termSheets.prospectId), isNull(prospects.deletedAt)))
    .where(
      and(eq(termSheetOwners.termSheetId, link.term_sheet_id), eq(termSheetOwners.ownerId, link.owner_id)),
    );
  return row && signingTokenMatches(link.token, row.tokenHash) ? row : undefined;
}

/** term_sheet/status: 'pending' while the link can sign, else 'used'. */
export async function signingStatus(deps: SigningDeps, link: SigningLink): Promise<TermSheetStatus> {
  const owner = await linkedOwner(deps.db, link);
  return owner && owner.signedAt === null && owner.voidedAt === null ? 'pending' : 'used';
}

/**
 * term_sheet/sign: stores the owner's signature with the request's address and the hash of the
 * terms signed; the last owner's signature signs the term sheet. The image is stored only once
 * the link is won, and removed again when the transaction fails.
 */
export async function signTermSheet(
  deps: SigningDeps,
  link: SigningLink & { signature: string },
  ip: string,
): Promise<void> {
  const image = await signatureBytes(link.signature);
  const written: string[] = [];
  try {
    const bells = await deps.db.transaction(async (tx) => {
      const [sheet] = await tx
        .select()
        .from(termSheets)
        .where(eq(termSheets.id, link.term_sheet_id))
        .for('update');
      const owner = sheet ? await linkedOwner(tx, link) : undefined;
      if (!sheet || !owner) throw conflict(messages.session.linkUsedOnce);

      const now = deps.clock.now();
      const [won] = await tx
        .update(termSheetOwners)
        .set({ signedAt: now, signedFromIp: ip, signedTermsHash: termsHash(termsOf(sheet)) })
        .where(
          and(
            eq(termSheetOwners.id, owner.id),
            isNull(termSheetOwners.signedAt),
            sql`exists (select 1 from ${termSheets} where ${termSheets.id} = ${termSheetOwners.termSheetId} and ${termSheets.voidedAt} is null)`,
          ),
        )
        .returning({ id: termSheetOwners.id });
      if (!won) throw conflict(messages.session.linkUsedOnce);

      const path = await deps.files.save(`term-sheets/${sheet.id}`, `signature-${link.owner_id}.png`, image);
      written.push(path);
      await tx.update(termSheetOwners).set({ signaturePath: path }).where(eq(termSheetOwners.id, won.id));
      await tx
        .update(termSheets)
        .set({ signedAt: now })
        .where(
          and(
            eq(termSheets.id, sheet.id),
            isNull(termSheets.signedAt),
            sql`not exists (select 1 from ${termSheetOwners} where ${termSheetOwners.termSheetId} = ${sheet.id} and ${termSheetOwners.signedAt} is null)`,
          ),
        );

      const [names] = await tx
        .select({ owner: prospectOwners.name, company: prospects.companyBusinessName })
        .from(prospectOwners)
        .innerJoin(prospects, eq(prospects.id, prospectOwners.prospectId))
        .where(eq(prospectOwners.id, link.owner_id));
      return recordNotifications(tx, {
        right: 'term_sheet',
        type: 'term_sheet_signed',
        content: messages.signing.signedNotice(names?.owner ?? '', names?.company ?? ''),
        typeId: sheet.prospectId,
        tags: ['TermSheet', 'Prospect', 'Onboarding'],
      });
    });
    ringBells(deps.realtime, bells);
  } catch (error) {
    await Promise.all(written.map((path) => discardFile(deps, path)));
    throw error;
  }
}

/**
 * term_sheet/signed: an owner's saved signature on a term sheet of the named prospect, for staff
 * only; any other combination answers 404.
 */
export async function signedTermSheet(
  deps: SigningDeps,
  caller: Caller,
  request: { owner_id: number; term_id: number; prospect_id: number },
): Promise<SignedTermSheet> {
  if (partyOf(caller).kind !== 'staff') throw notFound(messages.http.notFound);
  const [row] = await deps.db
    .select({
      ownerName: prospectOwners.name,
      companyName: prospects.companyBusinessName,
      signaturePath: termSheetOwners.signaturePath,
      signedAt: termSheetOwners.signedAt,
      signedFromIp: termSheetOwners.signedFromIp,
      signedTermsHash: termSheetOwners.signedTermsHash,
    })
    .from(termSheetOwners)
    .innerJoin(termSheets, eq(termSheets.id, termSheetOwners.termSheetId))
    .innerJoin(prospectOwners, eq(prospectOwners.id, termSheetOwners.ownerId))
    .innerJoin(prospects, eq(prospects.id, termSheets.prospectId))
    .where(
      and(
        eq(termSheetOwners.termSheetId, request.term_id),
        eq(termSheetOwners.ownerId, request.owner_id),
        eq(termSheets.prospectId, request.prospect_id),
        eq(prospectOwners.prospectId, request.prospect_id),
        isNull(prospects.deletedAt),
      ),
    );
  if (!row?.signaturePath || !row.signedAt) throw notFound(messages.http.notFound);
  const image = await deps.files.read(row.signaturePath).catch(() => {
    throw notFound(messages.http.notFound);
  });
  return {
    owner_id: request.owner_id,
    term_id: request.term_id,
    prospect_id: request.prospect_id,
    owner_name: row.ownerName,
    company_name: row.companyName,
    signature: `${pngDataUrlPrefix}${image.toString('base64')}`,
    signed_at: row.signedAt.toISOString(),
    signed_from_ip: row.signedFromIp ?? '',
    signed_terms_hash: row.signedTermsHash ?? '',
  };
}
