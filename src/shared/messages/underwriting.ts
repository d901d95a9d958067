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
