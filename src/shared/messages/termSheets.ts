/**
 * Ours: the term sheet's labels, input rules, refusals, the owners' mail and the letter (spec part
 * 3 §2, §5 Term sheet). The spec's own texts (required messages, the sent toast) stay in
 * ./underwriting.ts under `termSheet`.
 */
export const termSheetsMessages = {
  termSheets: {
    labels: {
      owners: 'Business Owners',
      factoringLimit: 'Factoring Limit',
      advancePercentage: 'Advance Percentage',
      escrowReservePercentage: 'Escrow Reserve Percentage',
      recourseDays: 'Recourse Days',
      purchaseDiscount: 'Purchase Discount Percentage',
      discountDays: 'Discount Day(s)',
      incremental: 'Incremental Purchase Discount',
      additionalDiscountPercentage: 'Additional Discount Percentage',
      additionalDiscountDays: 'Additional Discount Day(s)',
      dueDiligenceDeposit: 'Due Deligence Deposit',
      exitFeeInitialTerm: 'Exit Fee Initial Term (Months)',
      autoTermRenewal: 'Auto Term Renewal (Months)',
      terminationNotice: 'Termination Notice Period Days',
      terminationBeforeRenewal: 'Termination Before Renewal Days',
      cashClearance: 'Cash Clearance Business Day(s)',
      proposalValidity: 'Proposal Validity',
      wireFee: 'Wire Fee',
      chargeback: 'Chargeback Purchase Discount (after 90 days)',
      chargebackFee: 'Chargeback Fee',
      chargebackPerDayFee: 'Chargeback Per Day Fee',
    },
    percentFormat: (label: string): string => `${label} must be a number with at most one decimal point`,
    percentAbove: (label: string): string => `${label} cannot be more than 100`,
    percentZero: (label: string): string => `${label} must be more than 0`,
    daysFormat: (label: string): string => `${label} must be a whole number of at most 2 digits`,
    monthsZero: (label: string): string => `${label} cannot be 0`,
    moneyAbove: (label: string, max: string): string => `${label} cannot be more than ${max}`,
    moneyZero: (label: string): string => `${label} must be more than 0`,
    optionUnknown: (label: string): string => `${label} is not one of the offered choices`,
    additionalDaysFixed: 'Additional Discount Day(s) is fixed at 1',
    ownerNotOfProspect: 'Each business owner must be an owner of this prospect',
    prospectNotLive: 'A deleted or fallout prospect cannot be sent a term sheet',
    prospectIsClient: 'This prospect is already a client: its term sheet cannot be changed',
    ownersTitle: 'Business Owners',
    owners: 'Owners',
    signedOn: (date: string): string => `Signed on ${date}`,
    awaiting: 'Awaiting signature',
    voided: 'Voided',
    viewSigned: 'View signed term sheet',
    version: (version: number): string => `Version ${version}`,
    downloadPdf: 'Download PDF',
    letterTitle: 'Credit Proposal',
    noOwners: 'This prospect has no owners yet.',
    notSent: 'Not sent',
    ownerName: 'Owner',
    signatureStatus: 'Signature',
    signedTermSheet: 'Signed Term Sheet',
    sentNotice: (company: string, version: number): string =>
      version === 1
        ? `Term sheet sent to ${company}`
        : `Term sheet revised (version ${version}) and sent to ${company}`,
    mail: {
      subject: (company: string): string => `Term sheet for ${company}`,
      intro: (company: string): string =>
        `Please review and sign the term sheet we have prepared for ${company}.`,
      action: 'Open this link to read and sign it (it can be used once):',
    },
    letter: {
      title: 'Non-Binding Credit Proposal',
      fileName: (company: string): string => `Term Sheet - ${company}.pdf`,
      to: 'To',
      legalStatus: 'Legal Status',
      address: 'Address',
      owners: 'Business Owners',
      intro: (company: string): string =>
        `We are pleased to propose the following accounts receivable purchase facility to ${company}. ` +
        'This proposal is not a commitment to lend or purchase; it is subject to due diligence, ' +
        'credit approval and the signing of a factoring agreement.',
      termsHeading: 'Proposed Terms',
      collateralHeading: 'Collateral',
      collateral:
        'The facility is secured by a first priority lien on all assets of the company, including all ' +
        'present and future accounts receivable, inventory, equipment, general intangibles and the ' +
        'proceeds of each.',
      uccHeading: 'UCC-1 Filing Authorisation',
      ucc:
        'By signing this proposal the company authorises us to file a UCC-1 financing statement ' +
        'describing this collateral with the appropriate filing offices.',
      validity: (days: string): string => `This proposal is valid for ${days} from the date it is sent.`,
      chargebackNone: 'None',
      yes: 'Yes',
      no: 'No',
      acceptance: 'Accepted by the business owners named above.',
    },
  },
} as const;
