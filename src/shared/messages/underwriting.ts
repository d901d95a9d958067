/** Messages of term sheets, business name searches and underwriting. */
import { common } from './common';

export const underwritingMessages = {
  termSheet: {
    termSheet: 'Term Sheet',
    revise: 'Revise Term Sheet',
    preview: 'Preview',
    send: 'Send Term Sheet',
    clear: 'Clear',
    save: common.save,
    ownersRequired: 'Business Owners is required',
    factoringLimitRequired: 'Factoring Limit is required',
    advancePercentageRequired: 'Advance Percentage is required',
    escrowReservePercentageRequired: 'Escrow Reserve Percentage is required',
    recourseDaysRequired: 'Recourse Days is required',
    purchaseDiscountRequired: 'Purchase Discount Percentage is required',
    discountDaysRequired: 'Discount Day(s) is required',
    additionalDiscountDaysRequired: 'Additional Disocunt Day(s) is required',
    additionalDiscountPercentageRequired: 'Additional Discount Percentage is required',
    dueDiligenceDepositRequired: 'Due Deligence Deposit is required',
    exitFeeInitialTermRequired: 'Exist Fee Intial Term is required',
    autoTermRenewalRequired: 'Auto Term Renewal is required',
    terminationNoticeRequired: 'Termination Notice Period Days is required',
    terminationBeforeRenewalRequired: 'Termination Before Renewal Days is required',
    cashClearanceRequired: 'Cash Clearance Business Day(s) is required',
    proposalValidityRequired: 'Proposal Validity is required',
    wireFeeRequired: 'Wire Fee is Required',
    // ours: the spec requires the two chargeback fees without quoting their messages
    chargebackFeeRequired: 'Chargeback Fee is required',
    chargebackPerDayFeeRequired: 'Chargeback Per Day Fee is required',
    sent: { title: 'Term Sheet Sent', message: 'Term Sheet has been sent successfully.' },
  },

  signing: {
    title: 'Sign Term Sheet',
    instructions: 'Draw your signature in the box below, then save it.',
    padLabel: 'Signature pad: draw your signature with a mouse, pen or finger',
    clear: 'Clear',
    save: 'Save',
    checking: 'Checking your link…',
    // ours: the spec asks for a drawn signature without quoting the words
    blank: 'Please draw your signature before saving.',
    notPng: 'The signature must be a PNG image.',
    tooLarge: 'The signature image is too large.',
    signed: { title: 'Term Sheet Signed', message: 'Thank you, your signature has been saved.' },
    signedNotice: (owner: string, company: string) => `${owner} signed the term sheet of ${company}.`,
    signedTitle: 'Signed Term Sheet',
    signedBy: 'Signed by',
    company: 'Company',
    signedAt: 'Signed at',
    signedFrom: 'Signed from',
    termsHash: 'Terms fingerprint (SHA-256)',
    signatureAlt: (owner: string) => `Signature of ${owner}`,
  },

  businessNameSearch: {
    attachmentNameRequired: 'Attachment Name is required',
    fileRequired: 'File Required, Please select the file first',
    maxNotes: 'Limit: Maximum 2 notes allowed',
    noteRequired: 'Note is required',
    noteEditFailed: 'Note Edit Failed.',
    created: 'Business Name Search has been created successfully.',
  },

  underwriting: {
    underwritingDocuments: 'Underwriting Documents',
    verticalTitleRequired: 'Vertical Title is required',
    taskTitleRequired: 'Task Title is required',
    verticalUnique: 'Vertical Title should be unique.',
    taskUnique: 'Task Title should be unique.',
    // ours: the spec says a warning is shown, not its words
    deleteVerticalWarning: 'Deleting this vertical also deletes all of its tasks.',
  },
} as const;
