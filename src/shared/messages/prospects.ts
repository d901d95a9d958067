/** Messages of the application wizard, prospects and clients. */
import { common, fields } from './common';

/** The application wizard's field labels (part 1 §5), from which its '<label> is required' texts are made. */
export const applicationFields = {
  businessName: 'Business Name',
  doingBusinessAs: 'DBA',
  contactName: 'Contact Name',
  contactEmail: 'Contact Email',
  phone: fields.phone,
  fax: 'Fax No',
  fein: 'FEIN',
  dateEstablished: 'Date Established',
  registrationState: 'Business Registration State',
  employees: 'Number of Employees',
  zip: fields.zip,
  state: fields.state,
  city: fields.city,
  legalStatus: 'Legal Status',
  address: fields.address,
  taxDue: 'Taxes Past Due',
  taxDueType: 'Taxes Past Due Type',
  taxDueAmount: 'Taxes Past Due Amount',
  taxLien: 'Tax Lien',
  referralPlatform: 'Referral Platform',
  referralCode: 'Referral Code',
  description: 'Business Description',
  ownerName: fields.fullName,
  ownership: 'Ownership Percentage',
  email: fields.email,
  homeOwnership: 'Home Ownership',
  ssn: 'SSN',
  dob: 'Date of Birth',
  driverLicense: 'Driver License',
  licenseExpiry: 'Driver License Expiry Date',
  bankName: 'Bank Name',
  accountNumber: 'Account No',
  accountOpeningDate: 'Account Opening Date',
  routingNumber: 'Routing No',
  bankOfficer: 'Bank Officer',
  bankBalance: 'Bank Balance',
  loanOutstanding: 'Business Loan Outstanding',
  monthlyVolume: 'Monthly Factoring Volume',
  receivables: 'Receivables Outstanding',
  requestedFundingDate: 'Requested First Funding Date',
  fundingAmount: 'Funding Amount',
  factoredBefore: 'Factored Before',
  factoredBeforeName: 'Factoring Company Name',
  supplierName: 'Supplier Name',
  productsSupplied: 'Products Supplied',
  leasing: 'Currently Leasing Office',
  leasePeriod: 'Present Lease Period',
  landlordName: 'Landlord Name',
  monthlyRent: 'Monthly Rent',
} as const;

export const prospectsMessages = {
  applicationFields,

  prospect: {
    /** Ours: answers of the application calls where the spec shows no text. */
    submittedLocked: 'This application has already been submitted and can no longer be changed.',
    firstOwnerKept: 'The first owner cannot be removed.',
    newApplicationStep: 'A new application starts with Business Information.',
    // Application wizard (part 1 §2.3, §5).
    steps: [
      'Business Information',
      'Business Owners',
      'Financial Information',
      'Supplier Information',
      'Landlord Information',
      'Documents Checklist',
    ],
    previous: 'Previous',
    saveAndNext: 'Save and Next',
    submit: 'Submit',
    cancel: common.cancel,
    zipMin: 'Zip Code must be at least 5 characters',
    zipNoRecord: 'No record available',
    referralCodeMin: 'Referral Code must be at least 7 characters',
    ownerNameRequired: 'Full Name is required',
    ownershipRequired: 'Ownership Percentage is required',
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid Email',
    availablePercentage: (percent: string | number): string => `Avaiable Percentage is ${percent}`,
    exceedingPercentage: (percent: string | number): string => `Exceeding Percentage is ${percent}`,
    maxAllowed: 'Maximum 5 alloweds.',
    leasingRequired: 'Currently Leasing Office is required',
    submissionSuccess: 'Submission Success',
    submitted: {
      title: 'Application Submission',
      message: 'Your application has been submitted successfully!',
    },
    requestReceived: 'Request received. Our representative will contact you shortly.',
    // Spec part 1 §3 names the 17 checklist types in prose; these are their labels (stored as attachment_type).
    documentTypes: [
      'Owner ID',
      'Application Form',
      'Payroll and State Tax Returns',
      'Articles of Incorporation',
      'Bank Verification',
      'Financial Statements',
      'Corporate Tax Returns',
      'Debtor Contact List',
      'Debtor Contracts',
      'Debtor Payment History',
      'One-Year Invoice Aging',
      'Liability Insurance',
      'Personal Tax Returns',
      'Sample Invoice',
      'Weekly Funding Breakdown by Debtor',
      'Voided Check',
      'Workers Comp Insurance',
    ],
    // Prospect management (part 1 §2.4).
    prospects: 'Prospects',
    addNew: 'Add New Prospect',
    edit: 'Edit Prospect',
    tabs: { profile: 'Profile', businessNameSearch: 'Business Name Search', termSheet: 'Term Sheet' },
    saveApplicationFirst: 'Save the application first: this tab works on a saved prospect.',
    availableProspects: 'Available Prospects',
    tentativeApplications: 'Tentative Applications',
    fallouts: 'Fallouts',
    promoteToClient: 'Promote to Client',
    demoteToFallout: 'Demote to Fallout',
    delete: common.delete,
    changeStatus: 'Change Status',
    emailToProspect: 'Email to Prospect',
    clientAdvocateRequired: 'Client Advocate is required',
    promoted: 'Promoted to client successfully.',
    deleted: 'Prospect Deleted',
    fallout: 'Fallout',
    reminderSent: 'Reminder Sent', // ours: the spec says only "reminder sent"
    /** Ours: texts of the wizard screens. */
    wizard: {
      // wizard-screen texts
      stepOf: (step: number, total: number): string => `Step ${step} of ${total}`,
      progress: 'Application progress',
      percent: (value: number): string => `${value}%`,
      steps: 'Application steps',
      addOwner: 'Add Owner',
      owner: (position: number): string => `Owner ${position}`,
      removeOwner: (position: number): string => `Remove owner ${position}`,
      addSupplier: 'Add Supplier',
      supplier: (position: number): string => `Supplier ${position}`,
      removeSupplier: (position: number): string => `Remove supplier ${position}`,
      homeOwnershipChoices: [
        { value: 1, label: 'Own' },
        { value: 0, label: 'Rent' },
      ],
      referralVerified: 'Referral code verified.',
      sensitiveLocked: 'Stored. Only a user allowed to see sensitive information can change it.',
      sections: 'Prospect sections',
      // the applicant's draft link and the staff notifications of the application calls
      draftMailSubject: 'Your FactorDesk application',
      draftMailText: (name: string, link: string): string =>
        `Hello ${name},\n\nThank you for starting your application for invoice factoring with FactorDesk.\n` +
        `You can continue it at any time from this link: ${link}\n\n` +
        'Keep this link to yourself: anyone holding it can read and change your application.\n',
      newApplication: (businessName: string): string => `New prospect application from ${businessName}`,
      applicationCompleted: (businessName: string): string =>
        `Prospect application completed by ${businessName}`,
    },
    /** Ours: texts of the documents checklist and its calls. */
    documents: {
      // documents-checklist texts
      hint: 'Up to 4 files for each document: pdf, doc, docx, xls, xlsx, png, jpg or jpeg, at most 3 MB each.',
      fileCount: (count: number, max: number): string => `${count} of ${max} files`,
      unknownType: 'Attachment Type must be one of the documents of the checklist.',
    },
    /** Ours: texts of the prospect list, its dialogs and its calls. */
    list: {
      // prospect-list texts
      searchPlaceholder: 'Search by business name, contact name & email',
      showAll: 'Show all categories',
      categoryCards: 'Prospect categories',
      columns: {
        businessName: 'Business Name',
        contactName: 'Contact Name',
        contactEmail: 'Contact Email',
        phone: 'Phone No',
        fundingAmount: 'Funding Amount',
        factoringLimit: 'Factoring Limit',
        activeCreditLimit: 'Active Credit Limit',
        step: 'Application Step',
        category: 'Category',
        futureStatus: 'Future Status',
        lastReminder: 'Last Reminder',
        createdAt: 'Created At',
      },
      categories: { available: 'Available', tentative: 'Tentative', fallout: 'Fallout' },
      stepOf: (step: number, total: number): string => `${step} of ${total}`,
      demote: 'Demote',
      demoteQuestion: (count: number): string =>
        `Demote ${count === 1 ? 'this prospect' : `these ${count} prospects`} to fallout? ` +
        'A fallout never returns to the prospects: this cannot be undone.',
      send: 'Send',
      reminderQuestion: (count: number): string =>
        `Mail a reminder to ${count === 1 ? 'the selected prospect' : `the ${count} selected prospects`}?`,
      // The Change Status dialog of a tentative application.
      futureStatus: 'Future Status',
      comments: 'Comments',
      response: 'Response Given by Prospect',
      attachment: 'Attachment',
      futureStatusUnknown: 'Future Status is not one of the offered choices',
      responseHistory: 'Response History',
      noResponses: 'No response has been recorded yet.',
      givenBy: (name: string, when: string): string => `${name}, ${when}`,
      formerUser: 'A former user',
      // The server's answers.
      demoted: (count: number): string =>
        count === 1
          ? 'Prospect has been moved to fallouts.'
          : `${count} prospects have been moved to fallouts.`,
      deletedMessage: (count: number): string =>
        count === 1 ? 'Prospect has been deleted.' : `${count} prospects have been deleted.`,
      reminded: (count: number): string =>
        count === 1
          ? 'A reminder has been mailed to the prospect.'
          : `A reminder has been mailed to ${count} prospects.`,
      responseSaved: 'Response has been saved successfully.',
      // Promote to Client (part 1 §2.4): the advocates, then the checklist dialog.
      advocates: 'Client Advocates',
      falloutNotPromoted: 'A fallout cannot be promoted to client.',
      advocateNotEligible: 'Each client advocate must be an active user of the Client Advocate role.',
      promotionIncomplete: (missing: string): string =>
        `The prospect is not ready to be a client: ${missing}.`,
      promotionChecklist: 'Promotion Checklist',
      promotionChecklistIntro: 'A prospect becomes a client once each of these is done:',
      businessNameSearchDone: 'Business name search recorded',
      signedTermSheetDone: 'Term sheet signed by every owner',
      missingBusinessNameSearch: (business: string): string => `${business} has no business name search`,
      missingSignedTermSheet: (business: string): string =>
        `${business} has no term sheet signed by every owner`,
      ownersUnsigned: (names: string): string => `Waiting for: ${names}`,
      promotedNotice: (business: string): string => `${business} has been promoted to client.`,
      advocateNotice: (business: string): string => `You are a client advocate of ${business}.`,
      clientNotProspect: 'A client is managed from the client list, not from the prospects.',
      alreadyFallout: 'A fallout stays a fallout: demotion to fallout cannot be undone.',
      falloutNoReminder: 'A fallout is not sent reminders.',
      notTentative:
        'Change Status is only for a tentative application (submitted, neither fallout nor client).',
      attachmentField: 'Send at most one attachment, as attachment_path.',
      // The reminder mail.
      mail: {
        subject: 'Your FactorDesk application',
        draftIntro: (business: string): string =>
          `Your factoring application for ${business} is not finished yet.`,
        draftAction: 'Continue where you left off:',
        submittedIntro: (business: string): string =>
          `Thank you for applying for factoring with FactorDesk for ${business}.`,
        submittedAction:
          'To finish reviewing it we still need some documents or information from you. ' +
          'Please send what is missing, or reply to this mail with any questions.',
      },
    },
  },

  client: {
    clients: 'Clients',
    editClient: 'Edit Client',
    profile: 'Profile',
    unspecified: 'Unspecified',
    tabs: { profile: 'Profile', documents: 'Documents', users: 'Users' },
    cards: {
      business: 'Business Information',
      owner: 'Owner Information',
      financial: 'Financial Information',
      supplier: 'Supplier Information',
      landlord: 'Landlord Information',
      documents: 'Documents',
    },
    terminateClient: 'Terminate Client',
    userStatuses: { active: 'Active', inactive: 'Inactive', pending: 'Pending' },
  },
} as const;
