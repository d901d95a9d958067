import { z } from 'zod';
import { messages } from '../messages';
import { answerWith, defineEndpoint, IdSchema } from './endpoint';

/**
 * Signing a term sheet (spec part 3 §2 /signature and /SignedTermSheet, §4, §7 Term sheet status
 * and Sign term sheet). An owner's one-time link names the term sheet (id), the owner (id2) and a
 * random token (id3); the two signing calls are public and answer a stranger nothing more than
 * "used".
 */

/** A signing link's token: base64url text (signingLinks.ts on the server makes 43 characters). */
export const SigningTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: messages.http.notFound });

/** What a signing link carries. */
const SigningLinkFields = {
  term_sheet_id: IdSchema,
  owner_id: IdSchema,
  token: SigningTokenSchema,
};

/** The most characters a signature's data URL may have (a drawn signature is a few KB). */
export const maxSignatureChars = 600_000;

export const pngDataUrlPrefix = 'data:image/png;base64,';

export const SignatureDataUrlSchema = z
  .string()
  .max(maxSignatureChars, { error: messages.signing.tooLarge })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]*={0,2}$/, { error: messages.signing.notPng });

/** 'used' also for a voided version or a wrong token: a stranger cannot tell one from another. */
export const TermSheetStatusSchema = z.enum(['pending', 'used']);
export type TermSheetStatus = z.infer<typeof TermSheetStatusSchema>;

export const SignedTermSheetSchema = z.object({
  owner_id: IdSchema,
  term_id: IdSchema,
  prospect_id: IdSchema,
  owner_name: z.string(),
  company_name: z.string(),
  /** The drawn signature as a PNG data URL. */
  signature: z.string(),
  signed_at: z.string(),
  signed_from_ip: z.string(),
  /** SHA-256 (hex) of the canonical JSON of the terms signed; see termsHash.ts on the server. */
  signed_terms_hash: z.string(),
});
export type SignedTermSheet = z.infer<typeof SignedTermSheetSchema>;

export const termSheetSigningEndpoints = {
  status: defineEndpoint({
    path: 'term_sheet/status',
    tag: 'term-sheets',
    summary: "Whether an owner's signing link can still be used: 'pending', else 'used'",
    access: 'public',
    request: z.strictObject(SigningLinkFields),
    response: answerWith({ term_sheet_status: TermSheetStatusSchema }),
  }),
  sign: defineEndpoint({
    path: 'term_sheet/sign',
    tag: 'term-sheets',
    summary: "Sign a term sheet through an owner's one-time link with a drawn PNG signature",
    access: 'public',
    request: z.strictObject({ ...SigningLinkFields, signature: SignatureDataUrlSchema }),
    response: answerWith({ message: z.string() }),
  }),
  signed: defineEndpoint({
    path: 'term_sheet/signed',
    tag: 'term-sheets',
    summary:
      "An owner's saved signature on a term sheet of a prospect, with when, where from and the terms' hash",
    access: { all: ['term_sheet'] },
    request: z.strictObject({ owner_id: IdSchema, term_id: IdSchema, prospect_id: IdSchema }),
    response: answerWith({ signed: SignedTermSheetSchema }),
  }),
};
