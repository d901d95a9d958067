import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { idMax } from '../src/shared/contract/endpoint';
import { SigningTokenSchema, type TermSheetStatus } from '../src/shared/contract/termSheetSigning';
import { messages, type ToastText } from '../src/shared/messages';
import {
  failedCall,
  failedCallToast,
  noFailure,
  placeholdersFor,
  recordFailure,
  type FailedCall,
} from './shared/serverCalls';

/**
 * Signing a term sheet (spec part 3 §2 /signature, §4 Term sheet, §5 Signing, §8 Signing).
 *
 * The page opens with the link's query: without all of id, id2 and id3 the owner goes to /login.
 * The owner's status is checked on the server first; a used link (signed, voided, or not theirs)
 * goes to /linkexpire. The pad starts empty; a stroke makes it drawn, Clear empties it again, and
 * only a drawn pad can be saved. Saving sends the drawing; once signed the owner goes to /login.
 * The server may still answer that the link is used (another tab won, or the version was revised
 * meanwhile): that also goes to /linkexpire. A failed call keeps the server's message; RETRY sends
 * it again.
 *
 * Side effects are actors supplied with `.provide()`: `checkStatus`, `signTermSheet` (which
 * answers 'used' when the server refuses the link as used, and fails on anything else).
 */

/** The link's query parameters as the address bar has them. */
export interface SigningInput {
  id: string | null;
  id2: string | null;
  id3: string | null;
}

/** What the server calls name: the term sheet, the owner and the link's token. */
export interface SigningLink {
  term_sheet_id: number;
  owner_id: number;
  token: string;
}

export interface SignInput extends SigningLink {
  /** The drawing as a PNG data URL. */
  signature: string;
}

export type SignOutcome = 'signed' | 'used';

export type SigningFailure = 'load' | 'sign';

export interface SigningContext extends FailedCall<SigningFailure> {
  /** Null when the query lacks a part: the page sends the owner to /login. */
  link: SigningLink | null;
  /** The drawing last sent to be saved. */
  signature: string | null;
}

export type SigningEvent =
  /** The owner finished a stroke on the pad. */
  | { type: 'STROKE' }
  | { type: 'CLEAR' }
  /** Save, with the pad's drawing as a PNG data URL. */
  | { type: 'SAVE'; signature: string }
  | { type: 'RETRY' };

const notProvided = placeholdersFor('term sheet signing');

/** A positive id as the query spells it (digits only), else null. */
function idOf(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= idMax ? id : null;
}

/** The link named by the query, or null when any part is missing or not of its shape. */
export function signingLinkOf(query: SigningInput): SigningLink | null {
  const termSheetId = idOf(query.id);
  const ownerId = idOf(query.id2);
  const token = query.id3 ?? '';
  if (termSheetId === null || ownerId === null || !SigningTokenSchema.safeParse(token).success) return null;
  return { term_sheet_id: termSheetId, owner_id: ownerId, token };
}

export const termSheetSigningMachine = setup({
  types: {} as { input: SigningInput; context: SigningContext; events: SigningEvent },
  actors: {
    checkStatus: fromPromise<{ term_sheet_status: TermSheetStatus }, SigningLink>(notProvided('checkStatus')),
    signTermSheet: fromPromise<SignOutcome, SignInput>(notProvided('signTermSheet')),
  },
  guards: {
    hasLink: ({ context }) => context.link !== null,
    isPending: (_, status: TermSheetStatus) => status === 'pending',
    isUsed: (_, outcome: SignOutcome) => outcome === 'used',
    hasDrawing: ({ event }) => event.type === 'SAVE' && event.signature.trim() !== '',
  },
  actions: {
    keepSignature: assign(({ event }) => (event.type === 'SAVE' ? { signature: event.signature } : {})),
    forgetSignature: assign({ signature: null }),
    clearError: assign(noFailure),
    recordFailure: assign((_, failed: { failure: SigningFailure; error: unknown }) => failedCall(failed)),
  },
}).createMachine({
  id: 'termSheetSigning',
  context: ({ input }) => ({ link: signingLinkOf(input), signature: null, ...noFailure }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'hasLink', target: 'checkingStatus' }, { target: 'missingLink' }],
    },
    checkingStatus: {
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => context.link as SigningLink,
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => event.output.term_sheet_status },
            target: 'empty',
          },
          { target: 'linkUsed' },
        ],
        onError: {
          target: 'loadFailed',
          actions: recordFailure('load'),
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'checkingStatus', actions: 'clearError' } },
    },
    /** The pad is blank: Save is disabled. */
    empty: {
      on: { STROKE: { target: 'drawn' } },
    },
    drawn: {
      on: {
        STROKE: { target: 'drawn' },
        CLEAR: { target: 'empty', actions: 'forgetSignature' },
        SAVE: { guard: 'hasDrawing', target: 'saving', actions: 'keepSignature' },
      },
    },
    /** No Clear while saving: once sent, the server may have signed. */
    saving: {
      invoke: {
        id: 'signTermSheet',
        src: 'signTermSheet',
        input: ({ context }) => ({ ...(context.link as SigningLink), signature: context.signature ?? '' }),
        onDone: [
          { guard: { type: 'isUsed', params: ({ event }) => event.output }, target: 'linkUsed' },
          { target: 'signed' },
        ],
        onError: {
          target: 'saveFailed',
          actions: recordFailure('sign'),
        },
      },
    },
    saveFailed: {
      on: {
        RETRY: { target: 'saving', actions: 'clearError' },
        SAVE: { guard: 'hasDrawing', target: 'saving', actions: ['clearError', 'keepSignature'] },
        STROKE: { target: 'drawn', actions: 'clearError' },
        CLEAR: { target: 'empty', actions: ['clearError', 'forgetSignature'] },
      },
    },
    /** Signed: the owner goes to /login. */
    signed: { type: 'final' },
    /** Used, voided or not the owner's: /linkexpire. */
    linkUsed: { type: 'final' },
    /** A part of the link is missing: /login. */
    missingLink: { type: 'final' },
  },
});

export type TermSheetSigningMachine = typeof termSheetSigningMachine;
type SigningSnapshot = SnapshotFrom<TermSheetSigningMachine>;

/** Where the page sends the owner once the machine is done; null while it runs. */
export function signingDestinationOf(snapshot: SigningSnapshot): '/login' | '/linkexpire' | null {
  if (snapshot.matches('signed') || snapshot.matches('missingLink')) return '/login';
  if (snapshot.matches('linkUsed')) return '/linkexpire';
  return null;
}

/** Save is enabled only with a drawing on the pad and no call under way. */
export function canSaveSignature(snapshot: SigningSnapshot): boolean {
  return snapshot.matches('drawn') || snapshot.matches('saveFailed');
}

/** Clear is enabled while the pad holds a drawing that is not being saved. */
export function canClearSignature(snapshot: SigningSnapshot): boolean {
  return snapshot.matches('drawn') || snapshot.matches('saveFailed');
}

/** The pad takes strokes while the link is good and nothing is being saved. */
export function canDraw(snapshot: SigningSnapshot): boolean {
  return snapshot.matches('empty') || snapshot.matches('drawn') || snapshot.matches('saveFailed');
}

export function isSigningBusy(snapshot: SigningSnapshot): boolean {
  return snapshot.matches('checkingLink') || snapshot.matches('checkingStatus') || snapshot.matches('saving');
}

/** The toast of the current step: signed, or a failed check or save; null otherwise. */
export function signingToastOf(snapshot: SigningSnapshot): ToastText | null {
  if (snapshot.matches('signed')) return messages.signing.signed;
  if (!(snapshot.matches('saveFailed') || snapshot.matches('loadFailed'))) return null;
  return failedCallToast(snapshot.context, {
    load: messages.titles.fetchFailed,
    sign: messages.titles.error,
  });
}
