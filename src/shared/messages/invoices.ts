/** Messages of invoices. */

export const invoicesMessages = {
  invoice: {
    invoices: 'Invoices',
    addNew: 'Add New Invoice',
    edit: 'Edit Invoice',
    unassigned: 'Unassigned',
    notFunded: 'Not Funded',
    includeDeleted: 'Include deleted/terminated invoices',
    moveToSchedule: 'Move To Schedule',
    deleteInvoice: 'Delete Invoice',
    approve: 'Approve',
    deny: 'Deny',
    declined: 'Declined',
    sameClient: 'Please select invoices which belongs to same client',
    creditLimitExceeded: "Invoice amount cannot be greater than debtor's available credit limit",
    movedToSchedule: 'Invoice(s) has been moved to the schedule.',
    approved: { title: 'Invoice Approved', message: 'Invoice has been approved successfully.' },
    denied: { title: 'Invoice Denied', message: 'Invoice has been denied successfully.' },
    recentInvoices: 'Recent Invoices',
    /** Ours: texts of the invoice screens and calls. */
    screens: {
      // invoice-screen texts
      searchPlaceholder: 'Search by invoice no, client and debtor name',
      searchPlaceholderDebtor: 'Search by invoice no and client name',
      statusFilter: 'Filter by status',
      labels: {
        clientName: 'Client Name',
        debtorName: 'Debtor Name',
        debtorContact: 'Debtor Contact',
        invoiceNo: 'Invoice No',
        invoiceAmount: 'Invoice Amount',
        invoiceDate: 'Invoice Date',
        commitmentDate: 'Commitment Date',
        expectedPaymentMode: 'Expected Payment Mode',
        netInvoiceTerm: 'Net Invoice Term',
        dueDate: 'Invoice Due Date',
        advancePercentage: 'Advance Percentage',
        advanceAmount: 'Advance Amount',
        status: 'Status',
        paymentType: 'Payment Type',
        note: 'Note',
        attachments: 'Attachments',
        scheduleNo: 'Schedule No',
        fundingDate: 'Funding Date',
        createdAt: 'Created At',
      },
      // The form's rules the spec names without a text.
      invoiceNoDigits: 'Invoice No may contain digits only',
      invoiceNoPositive: 'Invoice No must be greater than 0',
      invoiceNoLength: (max: number): string => `Invoice No must be at most ${max} digits`,
      amountRange: 'Invoice Amount must be between $0.00 and $99,999,999.99 with at most 2 decimals',
      percentageRange: 'Advance Percentage must be between 0 and 100 with at most 2 decimals',
      netTermRange: 'Net Invoice Term must be a whole number of at most 2 digits',
      commitmentBeforeInvoice: 'Commitment Date cannot be before the Invoice Date',
      dateOutOfRange: (label: string): string => `${label} must lie between 01/01/1945 and 12/31/2050`,
      contactInvalid: 'Each Debtor Contact must be an email address',
      paymentModeUnknown: 'Expected Payment Mode must be one of the payment types',
      // The server's answers.
      created: 'Invoice has been created successfully.',
      updated: 'Invoice has been updated successfully.',
      deleted: (count: number): string =>
        count === 1
          ? 'Invoice has been deleted successfully.'
          : `${count} invoices have been deleted successfully.`,
      noTerms: 'This client has no signed term sheet yet, so no invoice can be made for it.',
      debtorTerminated: 'This debtor is terminated for the client: no invoice can be made on it.',
      clientTerminated: 'This client is terminated: no invoice can be made for it.',
      contactUnknown: 'A chosen debtor contact is not a contact of this debtor.',
      numberTaken: 'This invoice number already exists for this client and debtor.',
      numberTakenOf: (invoiceNo: string): string =>
        `Invoice No ${invoiceNo} already exists for this client and debtor.`,
      notReissue: 'Only a zero-funding re-issue of a funded invoice carries a number with a dash.',
      fundedLocked: 'A funded invoice cannot be changed.',
      deletedLocked: 'A deleted invoice cannot be changed.',
      partiesLocked: 'The client and the debtor of a saved invoice cannot be changed.',
      alreadyApproved: 'This invoice is already approved.',
      alreadyDenied: 'This invoice is already denied.',
      fundedDecision: 'A funded invoice can no longer be approved or denied.',
      selectInvoices: 'Please select at least one invoice.',
      scheduledOrFunded: 'Invoices that are funded or already in a schedule cannot be moved or deleted.',
      deletedSelected: 'Deleted invoices cannot be moved or deleted.',
      uploadUnknown: 'An attachment is not one of your uploads.',
      attachmentsSaved: 'Attachments have been uploaded successfully.',
      // Zero Funding (docs/decisions/0008-zero-funding.md).
      zeroFundingOffer: (invoiceNo: string, reissueNo: string): string =>
        `Invoice No ${invoiceNo} was funded and nothing is owed on it any more. It can be entered again as ${reissueNo} for zero funding: the new invoice copies it and carries no advance.`,
      acceptZeroFunding: 'Accept',
      // The screens' own words.
      moveTitle: 'Move To Schedule',
      targetSchedule: 'Schedule',
      newScheduleNo: 'New Schedule No',
      scheduleRequired: 'Schedule No is required',
      scheduleNoDigits: 'Schedule No may contain digits only',
      scheduleNoPositive: 'Schedule No must be greater than 0',
      scheduleNoLength: (max: number): string => `Schedule No must be at most ${max} digits`,
      scheduleNoTaken: (scheduleNo: string | number): string =>
        `Schedule No ${scheduleNo} already exists for this client.`,
      scheduleOption: (scheduleNo: string | number, count: number): string =>
        `Schedule No ${scheduleNo} (${count} ${count === 1 ? 'invoice' : 'invoices'})`,
      move: 'Move',
      creditAvailable: (amount: string): string => `Available credit limit of the debtor: ${amount}`,
      termsFromSheet: "Advance percentage and net invoice term come from the client's signed term sheet.",
      chooseClientFirst: 'Choose the client first.',
      chooseDebtorFirst: 'Choose the debtor first.',
      uploading: 'Uploading',
      // Notifications.
      createdNote: (invoiceNo: string, client: string): string =>
        `Invoice ${invoiceNo} of ${client} has been created.`,
      approvedNote: (invoiceNo: string, debtor: string): string =>
        `Invoice ${invoiceNo} has been approved by ${debtor}.`,
      deniedNote: (invoiceNo: string, debtor: string): string =>
        `Invoice ${invoiceNo} has been denied by ${debtor}.`,
      creditConsumedNote: (debtor: string, client: string, available: string): string =>
        `${debtor} has ${available} of credit limit left with ${client}.`,
    },
  },
} as const;
