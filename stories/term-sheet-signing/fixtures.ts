import type { FakeAnswer, FakeHandler } from '../shell/fakeApi';
import { messages } from '../../src/shared/messages';

/** An owner's link as the term sheet mail carries it. */
export const link = { term_sheet_id: 12, owner_id: 34, token: 'Zm9vYmFyLXNpZ25pbmctdG9rZW4' };
export const linkAddress = `/signature?id=${link.term_sheet_id}&id2=${link.owner_id}&id3=${link.token}`;

export const pendingLink = (): FakeAnswer => ({ body: { status: true, term_sheet_status: 'pending' } });
export const usedLink = (): FakeAnswer => ({ body: { status: true, term_sheet_status: 'used' } });
export const signed = (): FakeAnswer => ({
  body: { status: true, message: messages.signing.signed.message },
});
/** Another tab saved first, or the term sheet was revised meanwhile. */
export const usedMeanwhile = (): FakeAnswer => ({
  status: 409,
  body: { status: false, message: messages.session.linkUsedOnce },
});

/** A pending link that signs: the server of the happy path. */
export function signingHandlers(): Record<string, FakeHandler> {
  return { 'term_sheet/status': pendingLink, 'term_sheet/sign': signed };
}
