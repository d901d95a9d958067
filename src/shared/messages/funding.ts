/** Messages of the schedule of funding and payment posting. */

export const fundingMessages = {
  funding: {
    scheduleOfFunding: 'Schedule of Funding',
    detail: 'Schedule of Funding Detail',
    postPayment: 'Post Payment',
    showPayment: 'Show Payment',
    revertVerification: 'Revert Verification',
    revertFunding: 'Revert Funding',
    payments: 'Payments',
    revertSchedule: 'Revert Schedule',
    fundedScheduleReversal: 'Funded Schedule Reversal',
    payableIncorrect: 'Payable amount is not correct.',
    paymentFunded: 'Payment has been funded successfully',

    /** Ours: texts of the funding screens and calls. */
    screens: {
      // funding-screen texts
      searchPlaceholder: 'Search by client, schedule no & net funding',
      includeTerminated: 'Include deleted/terminated schedules',
      columns: {
        scheduleNo: 'Schedule No',
        client: 'Client Name',
        netFunding: 'Net Funding',
        chargebacks: 'CB Amount',
        paid: 'Paid Amount',
        remaining: 'Remaining Amount',
        fundDate: 'Fund Date',
        verifiedOn: 'Verified On',
        invoices: 'Invoices',
        state: 'Funding',
      },
      states: { verified: 'Verified', partlyPaid: 'Partly Paid', funded: 'Funded' },
      invoiceColumns: {
        invoiceNo: 'Invoice No',
        debtor: 'Debtor',
        invoiceDate: 'Invoice Date',
        dueDate: 'Due Date',
        netTerm: 'Net Term',
        amount: 'Invoice Amount',
        advance: 'Advance Amount',
        escrow: 'Escrow',
        fundingDate: 'Funding Date',
      },
      paymentColumns: {
        paymentType: 'Payment Type',
        number: 'Number',
        paymentDate: 'Payment Date',
        depositDate: 'Deposit Date',
        postingDate: 'Posting Date',
        amount: 'Amount',
        wireFee: 'Wire Fee',
        paidAmount: 'Paid Amount',
        reversed: 'Reversed',
      },
      detailSections: { schedule: 'Schedule', invoices: 'Invoices', payments: 'Payments' },
      detailLabels: {
        client: 'Client',
        scheduleNo: 'Schedule No',
        createdOn: 'Created On',
        verifiedOn: 'Verified On',
        fundDate: 'Fund Date',
        netFunding: 'Net Funding',
        chargebacks: 'Chargebacks Settled',
        paid: 'Paid',
        remaining: 'Remaining',
      },
      noPayments: 'No payment has been posted for this schedule.',
      reversedOn: (date: string): string => `Reversed on ${date}`,
      // what a payment did to the books (Show Payment)
      journalEntry: {
        caption: (id: number, date: string): string => `Journal entry #${id} · ${date}`,
        reversalCaption: (id: number, date: string, reversed: number): string =>
          `Contra entry #${id} · ${date} · reverses #${reversed}`,
        paymentEntries: (number: string): string => `Books of payment ${number}`,
        account: 'Account',
        debit: 'Debit',
        credit: 'Credit',
        total: 'Total',
        none: 'No journal entry is recorded for this payment.',
      },
      // a client's Show Payment: its own statement of each payment
      statement: {
        label: (number: string): string => `Statement of payment ${number}`,
        bought: 'Invoices bought',
        advanced: 'Advanced',
        heldInReserve: 'Held in reserve',
        escrowWithheld: 'Escrow withheld',
        chargebacksSettled: 'Chargebacks settled',
        fees: 'Fees',
        paidOut: 'Paid out',
        none: 'No statement is recorded for this payment.',
      },
      // the Post Payment dialog
      remainingAmount: 'Remaining Amount',
      post: 'Post',
      chargebacksSettled: 'Chargebacks settled by this funding',
      chooseInvoice: (invoiceNo: string): string => `Fund invoice ${invoiceNo} with this payment`,
      // the reverts
      revertVerificationQuestion: 'Are you sure, you want to revert the verification of this schedule?',
      revertFundingQuestion:
        'Are you sure, you want to reverse the funding of this schedule? Every payment is reversed in the books and its invoices return to not funded.',
      revertedTitle: 'Schedule Reverted',
      fundingReversedTitle: 'Funding Reversed',
      // the server's refusals
      revertVerificationRefused:
        'Only a verified schedule without a fund date and without chargebacks can have its verification reverted.',
      revertFundingRefused: 'Only a funded schedule without chargebacks can have its funding reversed.',
      revertFundingAfterCollection:
        'Money has come back on invoices of this schedule (collections, chargebacks or unapplied cash), so its funding cannot be reversed.',
      clientTerminated: 'The client has been terminated, so its schedules cannot be paid.',
      // the bells
      notices: {
        paymentCompleted: (amount: string, scheduleNo: number, client: string): string =>
          `A payment of ${amount} has been posted for Schedule No ${scheduleNo} of ${client}.`,
        fundingReversed: (scheduleNo: number, client: string): string =>
          `The funding of Schedule No ${scheduleNo} of ${client} has been reversed.`,
      },
      // the schedule-of-assignment document (Download as PDF)
      pdf: {
        title: 'Schedule of Assignment',
        client: 'Client',
        scheduleNo: 'Schedule No',
        date: 'Date',
        assignee: 'Assignee',
        invoiceCount: (count: number): string => `${count} ${count === 1 ? 'invoice' : 'invoices'}`,
        columns: ['Debtor', 'Invoice No', 'Invoice Date', 'Due Date', 'Amount', 'Advance'],
        total: 'Total',
        statementHeading: 'Assignment',
        statement: (client: string, assignee: string): string =>
          `For value received, ${client} sells and assigns to ${assignee} all of its right, title and interest in ` +
          'the accounts receivable listed in this schedule, with every proceed of them, under the terms of its ' +
          'factoring agreement. The client warrants that each invoice arises from a bona fide sale of goods or ' +
          'services delivered, is due and owing by the debtor named without offset, dispute or counterclaim, and ' +
          'has not been sold, assigned or pledged to anyone else.',
        signature: 'Authorized signature',
        signatureDate: 'Date',
        page: (page: number, pages: number): string => `Page ${page} of ${pages}`,
      },
    },
    /** Ours: texts of the payment-posting workflow and its rules. */
    workflows: {
      // payment-workflow texts
      labels: {
        paymentType: 'Payment Type',
        /** By payment type: 0 ACH, 1 Check, 2 Wire. */
        number: { 0: 'Routing No', 1: 'Check No', 2: 'Transaction No' },
        paymentDate: { 0: 'ACH Date', 1: 'Check Date', 2: 'Wire Date' },
        depositDate: 'Deposit Date',
        scheduleFundDate: 'Schedule Fund Date',
        postingDate: 'Posting Date',
        amount: 'Amount',
        wireFee: 'Wire Fee',
        payable: 'Payable Amount',
        maximum: 'Maximum Amount',
        unverifiedInvoices: 'Unverified Invoices',
      },
      lettersAndDigits: (label: string): string => `${label} must contain letters and digits only`,
      notBefore: (label: string, earlier: string): string => `${label} cannot be before ${earlier}`,
      fundDateBeforeInvoices: (latestInvoiceDate: string): string =>
        `Schedule Fund Date cannot be before the latest invoice date ${latestInvoiceDate}`,
      amountPositive: 'Amount should be greater than $0.00',
      amountAboveMaximum: (maximum: string): string => `Amount cannot exceed ${maximum}`,
      wireFeeNotTerms: (fee: string): string => `Wire Fee must be the client's wire fee of ${fee}`,
      unknownUnverifiedInvoice: 'A selected invoice is not an unverified invoice of this schedule.',
      fundedTitle: 'Payment Funded',
    },
  },
} as const;
