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

/** A saved signature as staff read it: a short stroke on a transparent pad. */
export const savedSignature = {
  owner_id: link.owner_id,
  term_id: link.term_sheet_id,
  prospect_id: 7,
  owner_name: 'Jordan Miles',
  company_name: 'Blue River Freight',
  signature:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAYAAAD/Rn+7AAAAJ0lEQVR42u3OMQEAAAgDILV/59nCHRLQ2GbJ0ggICAgICAgICAgICAhcNrQBFK5UsbYAAAAASUVORK5CYII=',
  signed_at: '2026-11-20T15:04:00.000Z',
  signed_from_ip: '203.0.113.9',
  signed_terms_hash: '3f5a0c1e9b7d2a4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d',
};
