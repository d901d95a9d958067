import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';

/**
 * What the server answers when a reserve release cannot be posted or looked up
 * (docs/decisions/0029-reserves-and-their-release.md). The spec's own words come from
 * `messages.reserve`; the rest are ours, for refusals the form prevents before they reach us.
 */
export const reserveRefusals = {
  // the spec's (Create RR Batch of rows of two clients)
  sameClient: messages.invoice.sameClient,
  releasedAmountRequired: messages.reserve.releasedAmountRequired,
  totalExceedsBatch: messages.reserve.totalExceedsBatch,
  // ours
  staffReleases: "A reserve release is paid from the factor's bank by its staff.",
  notReleasable: (invoiceNo: string): string =>
    `Invoice ${invoiceNo} is not releasable: its reserve is released once it is funded and fully collected or charged back`,
  alreadyReleased: (invoiceNo: string): string =>
    `The reserve of invoice ${invoiceNo} has already been released`,
  figuresChanged:
    "The client's reserves changed since this batch was opened. Open Create RR Batch again to see the current figures.",
  escrowNotHeld: 'Each escrow chosen must be one still held on a funded invoice of the client',
  escrowAboveExtra: (extra: string): string =>
    `The escrows chosen exceed the extra escrow the client may release (${extra})`,
  chargebackNotOpen: 'Each chargeback chosen must be an open chargeback of the client',
  dateInFuture: 'Reserve Release Date cannot be in the future',
  dateBeforePosting: (date: string): string =>
    `Reserve Release Date cannot be before the latest posting date of the batch's collections (${formatUsDate(date)})`,
  heldForApproval:
    'Some of these invoices, escrows or chargebacks are held by a reserve release waiting for approval',
  waitingRelease: 'This client already has a reserve release waiting for approval',
  waitingApproval: 'The reserve release is waiting for approval by a second staff member.',
  noTerms: messages.unappliedCash.noTerms,
} as const;

/** The bells' words (ours: the spec names the notifications without their text). */
export const reserveNotices = {
  releaseComplete: (amount: string, client: string): string =>
    `Reserve release of ${amount} to ${client} is complete`,
  exceededEscrows: (extra: string, client: string): string =>
    `${client} holds ${extra} of escrow beyond 10% of its open receivables: it could be released`,
} as const;
