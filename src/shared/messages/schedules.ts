/** Messages of schedules of assignment. */

export const schedulesMessages = {
  schedule: {
    scheduleOfAssignment: 'Schedule of Assignment',
    addNew: 'Add New Schedule',
    edit: 'Edit Schedule',
    view: 'View Schedule',
    includeDeleted: 'Include deleted/terminated schedule',
    searchPlaceholder: 'Search by client, schedule no & net funding',
    verify: 'Verify Schedule',
    downloadPdf: 'Download as PDF',
    delete: 'Delete Schedule',
    addMore: 'Add More +',
    newSchedule: 'New Schedule',
    zeroFunding: 'Zero Funding',
    creditLimitExceeded: (amount: string): string =>
      `Invoice amount cannot be greater than debtor's available credit limit($${amount}).`,
    invoiceUnique: 'Invoice can be only be part of a single Schedule, invoice should be unique',
    maxInvoices: 'Only 25 invoices are allowed.',
    targetFull: (scheduleNo: string | number): string =>
      `Schedule No: ${scheduleNo} invoices exceed more than 20 invoices`,
    verified: 'Schedule has been verified successfully.',
    reverted: 'Schedule has been reverted successfully',
    fundedReversed: 'Funded Schedule has been reversed successfully.',
    // ours: the spec describes this note without its words
    chargebacksExceedTotal:
      'The selected chargebacks exceed the schedule total. Please uncheck some chargebacks to verify.',

    /** Ours: texts of the schedule screens and calls. */
    screens: {
      // schedule-screen texts
      labels: {
        clientName: 'Client Name',
        scheduleNo: 'Schedule No',
        fundDate: 'Fund Date',
        netFunding: 'Net Funding',
        totalInvoiceAmount: 'Total Invoice Amount',
        invoicesCount: 'Invoices',
        verifiedCount: 'Verified',
        unverifiedCount: 'Unverified',
        attachmentCount: 'Attachments',
        remainingAmount: 'Remaining Amount',
        cbAmount: 'Chargebacks',
        createdAt: 'Created At',
      },
      invoiceRow: (position: number): string => `Invoice ${position}`,
      removeRow: (position: number): string => `Remove invoice ${position}`,
      viewOnly: 'This schedule has been deleted: it can only be viewed.',
      deletedLocked: 'A deleted schedule cannot be changed.',
      clientLocked: 'The client of a saved schedule cannot be changed.',
      scheduleNoLocked: 'The schedule number is given by the server and cannot be changed.',
      notInSchedule: 'An invoice is not part of this schedule.',
      // A closed schedule (docs/decisions/0012-closed-schedules.md) takes no new invoice.
      closedDeleted: (scheduleNo: string | number): string =>
        `Schedule No ${scheduleNo} has been deleted: it takes no new invoice.`,
      closedTerminated: (scheduleNo: string | number): string =>
        `Schedule No ${scheduleNo} belongs to a terminated client: it takes no new invoice.`,
      closedFunded: (scheduleNo: string | number): string =>
        `Schedule No ${scheduleNo} has been funded: it takes no new invoice.`,
      closedVerified: (scheduleNo: string | number): string =>
        `Schedule No ${scheduleNo} has been verified: it takes no new invoice unless its verification is reverted.`,
      invoiceRemoved: 'Invoice has been removed from the schedule.',
      created: 'Schedule has been created successfully.',
      updated: 'Schedule has been updated successfully.',
      invoicesRequired: 'Add at least one invoice.',
      selectOne: 'Please select exactly one schedule.',
      createdNote: (scheduleNo: string | number, client: string): string =>
        `Schedule No ${scheduleNo} of ${client} has been created.`,
    },
    /** Ours: texts of the verification and deletion workflows. */
    workflows: {
      // schedule-workflow texts
      selectChargeback: 'Please select at least one chargeback to settle.',
      unknownChargeback: 'A selected chargeback is not an open chargeback of this client.',
      verifiedTitle: 'Schedule Verified',
      chooseTargets: 'Please choose a target schedule for every invoice.',
      unknownTarget: 'A target schedule is not another schedule of this client.',
      unknownInvoice: 'An invoice is not part of the schedule being deleted.',
      deleted: { title: 'Schedule Deleted', message: 'Schedule has been deleted successfully.' },
      // the server's refusals of the workflows
      alreadyVerified: 'This schedule has already been verified.',
      notVerified: 'This schedule has not been verified yet.',
      scheduleDeleted: 'This schedule has been deleted.',
      noInvoices: 'This schedule has no invoices to verify.',
      noSignedTerms: 'The client has no signed term sheet, so its schedules cannot be funded.',
      escrowAboveAdvances: "The escrow of the client's terms exceeds the advances of this schedule.",
      fundedNotDeletable: 'A funded schedule cannot be deleted.',
      // the Verify Schedule dialog
      chargebacksIntro: "Choose the client's chargebacks that this schedule's funding settles.",
      noChargebacks: 'The client has no open chargebacks. The schedule can be verified.',
      verifyButton: 'Verify',
      chooseAllChargebacks: 'Choose every chargeback',
      chooseChargeback: (invoiceNo: string): string => `Settle the chargeback of invoice ${invoiceNo}`,
      scheduleTotal: 'Schedule Total',
      selectedTotal: 'Selected Chargebacks',
      // the Delete Schedule dialog
      reassignIntro:
        'Move every invoice to another schedule of the client, or to a new schedule, before the schedule is deleted.',
      proceed: 'Proceed',
      chooseTarget: 'Choose a schedule',
      targetOf: (invoiceNo: string): string => `Target schedule of invoice ${invoiceNo}`,
      invoicesWaiting: (count: number): string =>
        `${count} ${count === 1 ? 'invoice needs' : 'invoices need'} a target schedule.`,
      columns: {
        invoiceNo: 'Invoice No',
        scheduleNo: 'Schedule No',
        debtor: 'Debtor',
        invoiceAmount: 'Invoice Amount',
        chargeback: 'Chargeback',
        adjustedChargeback: 'Adjusted Chargeback',
        target: 'Target Schedule',
      },
      verifiedNotice: (scheduleNo: number, client: string): string =>
        `Schedule No ${scheduleNo} of ${client} has been verified and is ready for funding.`,
      revertedNotice: (scheduleNo: number, client: string): string =>
        `The verification of Schedule No ${scheduleNo} of ${client} has been reverted.`,
    },
  },
} as const;
