/** Messages of collections, unapplied cash, chargebacks, reserves and credit requests. */

export const collectionsMessages = {
  collection: {
    collections: 'Collections',
    addNew: 'Add New Collection',
    againstInvoice: 'Collection Against Invoice',
    againstChargebackAndInvoices: 'Against CB & Invoices',
    againstChargeback: 'Against Chargeback',
    notes: 'Notes',
    downloadReport: 'Download Report',
    amountsNotMatching: 'Amounts are not matching',
    amountsEnteredMismatch: 'Amounts entered does not match',
    selectAtLeastOne: 'Please select atleast one Invoice or Chargeback Invoice',
    totalMismatch: 'Total amount does not matches with chargebacks amount and amount',
    invoiceNeedsAmount: 'Invoice No. needs an Amount to be Settled',
    chargebacksAmountRequired: 'Chargbacks Amount is required',
    addNoteRequired: 'Add Note is required',
    completed: 'Collection completed successfully',
    listFailed: 'Server error',
    // ours: the spec names these warnings without their words
    amountBelowInvoices: 'Amount is less than the total of the selected invoices.',
    amountAboveInvoices: 'Amount is greater than the total of the selected invoices.',
  },

  unappliedCash: {
    unappliedCash: 'Unapplied Cash',
    withInvoices: 'With Invoices',
    withoutInvoices: 'Without Invoices',
    released: 'Released',
    includeTerminated: 'Include terminated invoice',
    addNew: 'Add New UC',
    adjust: 'Adjust Unapplied Cash',
    returnToDebtor: 'Return to Debtor',
    adjusted: 'Unapplied Cash has been adjusted',
    returned: 'Unapplied cash returned successfully.',
  },

  chargeback: {
    chargebacks: 'Chargebacks',
    settled: 'Chargebacks Settled',
    pending: 'Chargeback Pending',
    includeSettled: 'Include fully settled / terminated chargebacks',
    adjustAction: 'Adjust Chargeback(s)',
    adjustField: 'Adjust Chargeback',
    adjustRequired: 'Adjust Chargeback is required',
    adjusted: { title: 'Chargeback Adjusted', message: 'Chargeback has been adjusted successfully' },
    // ours (0028, Chargebacks): the spec names these rules without their words
    fullyTakesAll: 'Fully Settled takes exactly what is left of each chargeback',
    partiallyBelowLeft: 'Partially Settled takes less than what is left of each chargeback',
    alreadySettled: 'This chargeback is already fully settled',
    chosenByVerification:
      "This chargeback is chosen by a schedule's verification and is settled by its funding",
    repeatedChargeback: 'Each chargeback may be adjusted once per request',
    adjustAmount: 'Adjust Amount',
    amountLeft: 'Left to Settle',
    deletedLegend: 'Deleted',
    terminatedLegend: 'Terminated',
    runNow: 'Run chargebacks now',
    runConfirm:
      'Charge back every funded invoice past its recourse days and accrue the per-day fees as of today?',
    running: 'Running chargebacks…',
    runDone: (raised: number, accrued: number): string =>
      `Chargebacks raised: ${raised}. Per-day fees accrued: ${accrued}.`,
    asOfInFuture: 'The as-of date cannot be in the future',
    adjustConfirm: 'Adjust the selected chargebacks out of the client reserves?',
  },

  reserve: {
    reserves: 'Reserves',
    cashReserves: 'Cash Reserves',
    escrowReserves: 'Escrow Reserves',
    reserveRelease: 'Reserve Release',
    includeTerminated: 'Include terminated reserve',
    createRrBatch: 'Create RR Batch',
    breakdownTitle: 'Reserve Release BreakDown',
    breakdown: {
      invoiceReserves: 'Invoice Reserves',
      wireFee: 'Wire Fee',
      customAmount: 'Custom Amount Released from Reserves',
      chargebackAdjusted: 'Chargeback amount adjusted',
      reservesReleased: 'Reserves Released',
    },
    fields: {
      releaseDate: 'Reserve Release Date',
      paymentType: 'Payment Type',
      wireFee: 'Wire Fee',
      previousReserves: 'Previous Reserves',
      totalAmount: 'Total Amount with Previous Reserves and Escrow',
      cbAmountDeducted: 'CB Amount Deducted',
      amountToBeReleased: 'Amount to be Released',
    },
    chargebacksTable: 'Chargeback(s)',
    post: 'Post Reserve Release',
    viewBreakdown: 'View Breakdown',
    reserveBreakdown: 'Reserve Breakdown',
    clearSelection: 'Clear Selection',
    autoSelect: 'Auto Select',
    releaseDateRequired: 'Reserve Release Date  is required',
    paymentTypeRequired: 'Payment Type is required',
    totalRequired: 'Total Amount with Previous Reserves and Escrow is required',
    releasedAmountRequired: 'Released Amount is required',
    totalExceedsBatch: (amount: string): string =>
      `Note: Total Amount with Previous Reserves and Escrow should be either equal or less than batch total amount ${amount}`,
    // ours: the spec mentions a "reserves released toast" without its words
    released: { title: 'Reserves Released', message: 'Reserves have been released successfully.' },
  },

  creditRequest: {
    clientRequests: 'Client Credit Requests',
    debtorRequests: 'Debtor Credit Requests',
    addNew: 'Add New Request',
    approved: 'Approved',
    denied: 'Denied',
    clientNameRequired: 'Client Name is required',
    debtorNameRequired: 'Debtor Name is required',
    requestedRequired: 'Requested Credit Limit is required',
    requestedMin: 'should be greater than $0.00',
    currentLimitCap: 'Current Credit Limit can not exceed $99,999,999.99',
    exceedsClientAvailable: "Requested Credit Limit cannot exceed the Client's Available Credit Limit",
  },

  // ours: the double-pledge check (docs/decisions/0028-cash-comes-back.md)
  pledgeMatch: {
    title: 'Possible double pledge',
    intro:
      'Another live invoice of this debtor has the same number or the same amount and date. Make sure this receivable has not been sold twice before the schedule is verified.',
    reasonNumber: 'Same invoice number',
    reasonAmountAndDate: 'Same amount and invoice date',
    funded: 'Funded',
    notFunded: 'Not funded',
    noSchedule: 'No schedule',
    reviewed: 'Reviewed',
    reviewedBy: (name: string, at: string): string => `Reviewed by ${name} on ${at}`,
    clear: 'Reviewed — not a double pledge',
    confirmTitle: 'Not a double pledge?',
    confirmClear: (invoiceNo: string): string =>
      `You have checked invoice ${invoiceNo} of the other client and it is not this receivable sold twice. The schedule may then be verified.`,
    cleared: { title: 'Match Reviewed', message: 'The match has been marked as reviewed.' },
    loadFailed: 'The possible double pledges could not be loaded.',
    columns: {
      invoiceNo: 'Invoice No',
      client: 'Client',
      amount: 'Invoice Amount',
      date: 'Invoice Date',
      scheduleNo: 'Schedule No',
      funded: 'Funded',
      reason: 'Match',
      review: 'Review',
    },
    // the server's refusal of Verify Schedule
    verificationRefused: (invoiceNos: readonly string[]): string =>
      `${invoiceNos.length === 1 ? 'Invoice' : 'Invoices'} ${invoiceNos.join(', ')} of this schedule ${
        invoiceNos.length === 1 ? 'matches' : 'match'
      } another live invoice of the same debtor (a possible double pledge) that no one has reviewed. Review the ${
        invoiceNos.length === 1 ? 'match' : 'matches'
      } on the invoice before verifying the schedule.`,
  },
} as const;
