/**
 * Every user-facing message, title, confirmation and label-like text of the spec (parts 1–3),
 * quoted verbatim with its typos ('Maximum 5 alloweds.', 'Select atleast one right.'), so that a
 * later decision to correct one is one edit. Texts the spec leaves unwritten are ours and are
 * marked "ours".
 */

export interface ToastText {
  title: string;
  message: string;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Spec part 1 §8: '<Item> Created.' with '<item> has been created successfully.'
function crudToast(item: string, pastTense: string): ToastText {
  return {
    title: `${capitalise(item)} ${capitalise(pastTense)}.`,
    message: `${item.toLowerCase()} has been ${pastTense} successfully.`,
  };
}

/** Spec part 3, the column chooser: 'Minimum 3 columns should be selected.' (the singular is ours). */
function minColumns(count: number): string {
  return `Minimum ${count} ${count === 1 ? 'column' : 'columns'} should be selected.`;
}

/**
 * Ours: the words of generic controls that the spec does not quote (the kit's buttons, aria labels
 * and pager, and the captions every form shares). Spec entries with the same word point here.
 */
const common = {
  search: 'Search',
  columns: 'Columns',
  legend: 'Legend',
  breadcrumb: 'Breadcrumb',
  actions: 'Actions',
  rowsPerPage: 'Rows per page',
  pageOf: (page: number, lastPage: number): string => `Page ${page} of ${lastPage}`,
  range: (first: number, last: number, total: number): string => `${first}–${last} of ${total}`,
  /** The range of a list too long to count exactly: its total is the database's estimate. */
  rangeOfAbout: (first: number, last: number, total: number): string =>
    `${first}–${last} of about ${total.toLocaleString('en-US')}`,
  goToPage: 'Go to page',
  go: 'Go',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  selectAll: 'Select all rows on this page',
  selectRow: 'Select row',
  loading: 'Loading',
  yes: 'Yes',
  no: 'No',
  confirm: 'Confirm',
  save: 'Save',
  cancel: 'Cancel',
  back: 'Back',
  close: 'Close',
  delete: 'Delete',
  refresh: 'Refresh',
  tryAgain: 'Try again',
  startAgain: 'Start again',
  goHome: 'Go to home',
  chooseFiles: 'Choose files',
  chooseFile: 'Choose file',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  select: 'Select…',
  countryCode: 'Country code',
  dateFormatHint: 'mm/dd/yyyy',
  outOfRange: 'Out of range',
  invalidDate: 'Invalid date',
} as const;

/**
 * Field labels, shared by forms, list columns and the shared validation ('<label> is required',
 * '<label> must be at most N characters'). The spec names these fields; labels it never shows are
 * ours and marked.
 */
const fields = {
  fullName: 'Full Name',
  firstName: 'First Name',
  email: 'Email',
  emailTo: 'Email To',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  phone: 'Phone No',
  role: 'Role',
  roleTitle: 'Role Title',
  status: 'Status',
  address: 'Address',
  zip: 'Zip Code',
  // ours: labels the spec does not show
  lastName: 'Last Name',
  gender: 'Gender',
  genders: [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
  ],
  city: 'City',
  state: 'State',
  timeZone: 'Time Zone',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
} as const;

/** The application wizard's field labels (part 1 §5), from which its '<label> is required' texts are made. */
const applicationFields = {
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

/** Spec part 3: the notifications screen; the bell's label (ours) reuses its name. */
const notificationsTitle = 'Notifications';

export const messages = {
  /** '<label> is required', the spec's rule for every required field without its own text. */
  required: (label: string): string => `${label} is required`,

  common,

  fields,
  applicationFields,

  /** Ours: texts of the shared validation rules where the spec quotes none. */
  form: {
    maxLength: (label: string, max: number): string => `${label} must be at most ${max} characters`,
    phoneMask: (label: string): string => `${label} must be in the format 999-999-9999`,
    phoneCode: 'Country code must be a plus sign followed by 1 to 4 digits',
    zipDigits: 'Zip Code must contain digits only',
    zipLookup: (from: number, length: number): string => `Enter ${from} or ${length} digits of the zip code`,
    timeZone: 'Time Zone is not valid',
    userId: 'sso_id must be a user id',
    /** Ours: single-line text refuses line breaks and control characters (NUL, escape, …). */
    controlCharacters: (label: string): string =>
      `${label} may not contain line breaks or control characters`,
    /** Ours: multi-line text (notes, comments, descriptions) keeps tabs and line breaks only. */
    controlCharactersMultiline: (label: string): string => `${label} may not contain control characters`,
    /** Ours: money on the wire is plain decimal text, as the money fields hand it over. */
    moneyFormat: (label: string): string =>
      `${label} must be an amount in dollars and cents, such as 1234.50`,
  },

  generic: {
    failure: 'Sorry, we are unable to process your request at this time.',
    serverError: 'Server Error',
    serverErrorSentence: 'Server error.',
    serverErrorDot: 'Server Error.',
    serverErrorLower: 'Server error',
    adminNotified: 'Admin has been notified',
  },

  /** Toast and dialog titles shared across areas. */
  titles: {
    error: 'Error',
    info: 'Info',
    creationFailed: 'Creation Failed',
    fetchFailed: 'Fetch Failed',
    dataFetchFailed: 'Data Fetch Failed',
    deletionFailed: 'Deletion Failed',
    validationFailed: 'Validation Failed',
    limit: 'Limit',
    exceedingLimit: 'Exceeding Limit',
    invalidFilename: 'Invalid Filename',
    notAllowed: 'Not Allowed',
    payment: 'Payment',
    submissionSuccess: 'Submission Success',
    assignmentFailed: 'Assignment Failed',
    statusChangeFailed: 'Status Change Failed',
  },

  /** Ours: the server's answers where the spec shows no text. */
  http: {
    badRequest: 'The request is not valid.',
    unauthorized: 'Your session has expired. Please sign in again.',
    forbidden: 'You do not have the right to do this.',
    notFound: 'Record not found.',
    conflict: 'This request conflicts with the current state of the record. Please refresh and try again.',
    inProgress: 'This request is already being processed.',
    idempotencyMismatch: 'This request key was already used with different data.',
    payloadTooLarge: 'The uploaded data is larger than allowed.',
    unsupportedMediaType: 'This call expects a different kind of body (JSON or a form with files).',
    tooManyRequests: 'Too many requests. Please try again later.',
    internal: 'Sorry, we are unable to process your request at this time.',
    databaseUnavailable: 'The service cannot reach its database at the moment. Please try again in a minute.',
    unknownFields: (names: string): string => `Unknown field(s): ${names}.`,
    controlCharacters: (field: string): string => `${field} may not contain control characters.`,
  },

  session: {
    signInFailed: "Email or Password you entered doesn't match your account.",
    tooManyRequests: 'Too many requests. Please try again later.',
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid Email',
    passwordRequired: 'Password is required',
    passwordMin: 'Minimum length should be 8 characters',
    /** Ours: the spec caps the sign-in email at 35 and the password at 20 without a text. */
    emailMax: 'Email must be at most 35 characters',
    passwordMax: 'Maximum length should be 20',
    resetCodeSent: 'Reset password verification code has been sent to your email.',
    linkUsedOnce: 'Link can only be used once.',
    linkExpired: { title: 'Link Expired', message: 'Your link has expired' },
    signIn: 'Sign In',
    forgotPassword: 'Forgot Password',
    forgotPasswordLink: 'Forgot password',
    registerNow: 'Register Now',
    becomePartner: 'Become a Partner',
    backToLogin: 'Back to login',
    verificationCode: 'Verification Code',
    resendCode: 'Resend Code',
    submit: 'Submit',
    setPassword: 'Set Password',
    resetPassword: 'Reset Password',
    // ours: the public pages' own words
    emailPlaceholder: 'you@company.com',
    termsOfUse: 'Terms of Use',
    forgotPasswordIntro: 'Enter the email address of your account and we will send you a verification code.',
    codeSentTo: { before: 'Enter the six-character code we sent to ', after: '.' },
    codeCharacter: (label: string, position: number, length: number): string =>
      `${label} character ${position} of ${length}`,
    resendIn: (countdown: string): string => `Resend available in ${countdown}`,
    canResend: 'You can ask for a new code.',
    choosePasswordFor: { before: 'Choose a password for ', after: '.' },
    linkExpiredHint: {
      before: 'Ask for a new link, or ',
      link: 'reset your password',
      after: ' from the sign-in page.',
    },
    signedOut: 'Signed out.',
  },

  password: {
    required: 'Password is required',
    min: 'Minimum length should be 8 characters',
    max: 'Maximum length should be 20',
    pattern:
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character',
    mustMatch: 'Passwords must match',
    confirmRequired: 'Confirm Password is required',
    // ours: the spec shows no text for these answers
    codeExpired: 'Verification code has expired. Please resend the code.',
    codeVerified: 'Verification code has been verified successfully.',
    passwordSet: 'Password has been set successfully.',
    passwordChanged: 'Password has been changed successfully.',
    currentPasswordIncorrect: 'Current Password is incorrect.',
    // ours: a "change" that keeps the same password would leave a stolen one working
    mustDiffer: 'New Password must be different from Current Password.',
  },

  /** Ours: the subjects and lines of the mails we send (each template keeps only its layout). */
  mail: {
    greeting: (firstName: string): string => (firstName ? `Hello ${firstName},` : 'Hello,'),
    signature: 'FactorDesk',
    verificationCode: {
      subject: 'FactorDesk verification code',
      code: (code: string): string => `Your FactorDesk verification code is ${code}.`,
      validity: (minutes: number): string => `It can be used once and expires in ${minutes} minutes.`,
      notAsked:
        'If you did not ask to reset your password, you can ignore this mail: your password stays as it is.',
    },
    passwordChanged: {
      subject: 'Your FactorDesk password was changed',
      notice: 'Your FactorDesk password has just been changed, and you were signed out everywhere else.',
      notYou: 'If this was not you, reset your password now:',
    },
    invite: {
      subject: 'You are invited to FactorDesk',
      intro: (username: string): string =>
        `An account has been created for you on FactorDesk with the username ${username}.`,
      action: 'Set your password to sign in:',
      note: 'The link can be used once and expires in 7 days. Ask your administrator for a new one if it has.',
    },
  },

  shell: {
    seeMore: 'See More',
    inviteClient: 'Invite Client',
    emailToRequired: 'Email To is required',
    invalidEmail: 'Invalid Email',
    userProfile: 'User Profile',
    logout: 'Logout',
    badgeOverflow: '99+',
    notAvailableYet: 'This screen is not available yet.',
    // ours: the shell's own labels and notices
    menu: 'Menu',
    openMenu: 'Open menu',
    mainMenu: 'Main menu',
    profileMenu: 'Profile menu',
    profileMenuFor: (name: string): string => `Profile menu for ${name}`,
    layoutSettings: 'Layout Settings',
    layoutSettingsSaved: 'Layout settings saved.',
    componentScale: 'Component scale',
    inputStyle: 'Input style',
    inputStyles: { outlined: 'Outlined', filled: 'Filled' },
    menuModes: { static: 'Static', overlay: 'Overlay' },
    rippleEffect: 'Ripple effect',
    theme: 'Theme',
    invite: 'Invite',
    notAvailable: (title: string): string => `${title} is not available yet.`,
    notAvailableDescription:
      'This part of FactorDesk is still being built. Nothing on it is connected yet, so there is nothing to see or save here for now.',
    pageNotFound: 'Page Not Found',
    pageNotFoundDescription:
      'The page you are looking for does not exist, or you do not have access to any page here yet.',
  },

  profile: {
    accountDetails: 'Account Details',
    changePassword: 'Change Password',
    pictureTooLarge: 'File size exceeds 5MB limit',
    invalidFileType: 'Invalid file type',
    // ours: the profile screen's own words
    profilePicture: 'Profile Picture',
    officialSignature: 'Official Signature',
    deletePicture: 'Delete picture',
    deleteSignature: 'Delete signature',
    removeChosenSignature: 'Remove chosen signature',
    chosenFile: (name: string): string => `New file: ${name}`,
  },

  notifications: {
    notifications: notificationsTitle,
    markAllRead: 'Mark all read',
    allRead: 'All notifications have been marked as read.',
    noneUnread: 'No unread notifications found.',
    tabs: ['All', 'Read', 'Unread'],
    // ours: the bell's words and the server's answer the spec does not quote
    viewAll: 'View all',
    bellLabel: (unread: number): string =>
      unread > 0 ? `${notificationsTitle}, ${unread} unread` : notificationsTitle,
    marked: 'Notification has been marked as read.',
  },

  table: {
    noRecord: 'No record available.',
    minColumns,
    pageRange: (totalPages: number): string => `Value must be between 1 and ${totalPages}.`,
    deleted: 'Deleted',
    terminated: 'Terminated',
    all: 'All',
  },

  confirm: {
    unsavedChanges: 'Are you sure, you want to close the form without saving the changes?',
    closeWithoutInviting: 'Are you sure, you want to close the form without inviting client?',
    delete: 'Are you sure, you want to delete?',
  },

  files: {
    maxFiles: 'You can upload a maximum of 4 files.',
    /** The same sentence for another limit (ours: the spec shows only 4). */
    maxFilesOf: (count: number): string => `You can upload a maximum of ${count} files.`,
    maxFilesAuthorized: 'You are only authorized to upload 4 files.',
    sizeTooLarge: (fileName: string): string => `${fileName} size is greater than allowed size.`,
    uploadedTooLarge: 'Uploaded file size is greater than allowed size.',
    invalidFilename: 'Filename must not include # or &',
    invalidFilenameLong: 'Filename is invalid, filename must not include # and &',
    typeNotAllowed: (extension: string): string => `File type ${extension} is not allowed.`,
    pictureTooLarge: 'File size exceeds 5MB limit',
    invalidType: 'Invalid file type',
    fileRequired: 'File Required, Please select the file first',
    uploaded: 'File Uploaded',
    deleted: 'File Deleted',
    deletedMessage: 'File has been deleted successfully',
    deletionFailed: 'Deletion Failed',
    noAttachment: 'No Attachment',
    view: 'View',
  },

  crud: {
    created: (item: string): ToastText => crudToast(item, 'created'),
    updated: (item: string): ToastText => crudToast(item, 'updated'),
    deleted: (item: string): ToastText => crudToast(item, 'deleted'),
    assigned: (item: string): ToastText => crudToast(item, 'assigned'),
  },

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
      promoteWithTermSheets: 'Promote to Client (comes with term sheets)',
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
      promoteNotYet: 'Promote to Client comes with term sheets, which are not available yet.',
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

  broker: {
    /** Ours: labels and rules of the broker form the spec shows without a text. */
    form: {
      fax: 'Fax No',
      telephone: 'Telephone No',
      taxId: 'Tax ID/SSN',
      license: 'License No',
      stateOfFormation: 'State of Formation',
      agreementDate: 'Agreement Date',
      commission: 'Broker Commission',
      nameLetters: (label: string): string => `${label} may contain letters and hyphens only`,
      zipDigits: 'Zip Code must be 5 digits',
      ssnMask: 'Tax ID/SSN must be in the format 999-99-9999',
      licenseAlphanumeric: 'License No may contain letters and digits only',
      commissionMask: 'Broker Commission must be in the format 99.99',
      agreementDateInvalid: 'Agreement Date is not a valid date',
    },
    /** Ours: answers and mails of the broker calls. */
    answers: {
      saved: 'Broker has been saved successfully.',
      signedUp: 'Thank you for signing up. We will review your application and get back to you.',
      statusChanged: 'Broker status has been changed successfully.',
      approvedLocked: 'An Approved broker can only be moved to the next status.',
      agreementNotApproved: 'The agreement can only be sent to an Approved broker.',
      agreementSubject: 'Your FactorDesk referral agreement',
      agreementText: (name: string, date: string, commission: string, link: string): string =>
        `Hello ${name},\n\nYour referral agreement is dated ${date} with a broker commission of ${commission}%.\n` +
        `Read it here: ${link}\n`,
      inviteNotApproved: 'Only an Approved broker can be invited.',
      inviteSent: 'Invite has been sent successfully.',
      inviteHasPassword: 'This broker has already set a password.',
      inviteTooSoon: 'An invite was sent less than a day ago. Please try again later.',
      inviteNotSent: 'No invite was sent to this broker yet.',
      emailTaken: 'This email belongs to another user.',
      brokerRoleMissing: 'The Broker role is missing.',
      referralNotFound: 'Invalid referral code.',
      inviteClientBrokerOnly: 'Only a broker can invite clients.',
      inviteClientNoBroker: 'Your account is not linked to an approved broker, so no invitation was sent.',
      inviteClientSent: 'Invitation has been sent successfully.',
      inviteClientSubject: 'Apply for factoring with FactorDesk',
      inviteClientText: (brokerName: string, link: string): string =>
        `Hello,\n\n${brokerName} invites you to apply for invoice factoring with FactorDesk.\n` +
        `Start your application here: ${link}\n`,
      newApplication: (name: string): string => `New referral partner application from ${name}`,
    },
    brokers: 'Brokers',
    addNew: 'Add New Broker',
    edit: 'Edit Broker',
    awaitingApproval: 'Awaiting for Approval',
    phoneRequired: 'Phone No is required',
    faxRequired: 'Fax No is required',
    taxIdRequired: 'Tax ID/SSN is required',
    licenseRequired: 'License No is required',
    statusRequired: 'Status is required',
    commissionPositive: 'Broker Commission percentage should be greater than 0',
    agreementSent: 'Agreement Sent',
    changeStatus: 'Change Status',
    sendAgreement: 'Send Agreement',
    inviteBroker: 'Invite Broker',
    resendInvite: 'Resend Invite',
    partnerHeading: 'Signup here to become a referral partner',
    backToLogin: 'Back to Login',
    /** Ours: texts of the broker screens. */
    screens: {
      // broker-screen texts
      searchPlaceholder: 'Search by full name, email, phone & tax id/SSN',
      referralCode: applicationFields.referralCode,
      statusName: fields.status,
      send: 'Send',
      commissionHint: 'Percent of the fees collected, e.g. 2.50',
      partnership: 'Referral Partnership',
      viewAgreement: 'View Referral Agreement',
      lastInviteSent: (date: string): string => `Last invite sent on ${date}.`,
      passwordSet: 'The broker has set a password and can sign in.',
      inviteWaits: 'An invite can be sent again one day after the last one.',
      approveFirst: 'The agreement and the invite are offered once the broker is Approved.',
      agreementSentOn: (date: string, commission: string): string =>
        `Agreement dated ${date} with a commission of ${commission}%.`,
      agreementTitle: 'Referral Agreement',
      backToBroker: 'Back to the broker',
      partnerDetails: 'Referral Partner',
      name: 'Name',
      noAgreementYet: 'No agreement has been sent to this broker yet.',
      partnerIntro:
        'Introduce businesses that need working capital to FactorDesk and earn a commission on the factoring fees they pay.',
      partnerNotice: {
        before: 'By submitting this form you agree to our ',
        terms: 'Terms of Use',
        middle: ' and confirm that you have read our ',
        privacy: 'Privacy Policy',
        after: '.',
      },
      signedUpTitle: 'Thank You',
      /** The bells staff get (the broker kinds of src/shared/notificationKinds.ts). */
      notices: {
        statusChanged: (name: string, status: string): string => `Broker ${name} is now ${status}.`,
        agreementSent: (name: string, date: string, commission: string): string =>
          `Referral agreement sent to ${name}, dated ${date}, commission ${commission}%.`,
      },
    },
  },

  user: {
    userProfiles: 'User Profiles',
    addNew: 'Add New User',
    edit: 'Edit User',
    includeInactive: 'Include inactive user profiles',
    searchPlaceholder: 'Search by full name, email & username',
    columns: [fields.fullName, fields.email, fields.username, fields.phone, fields.role, fields.status],
    changeStatus: 'Change Status',
    resendInvite: 'Resend Invite',
    creationFailed: 'User creation failed. Admin has been notified.',
    updateFailed: 'User updated failed. Admin has been notified.',
    // ours: the user form's words the spec does not quote
    changeStatusQuestion: (name: string, active: boolean): string =>
      `Are you sure, you want to ${active ? 'deactivate' : 'activate'} ${name}?`,
    sensitiveInformation: 'Sensitive Information Disclosure',
    sensitiveInformationHint: 'Lets the user see and edit FEIN, SSN and bank account numbers.',
    // ours: the server's answers about users where the spec shows no text
    created: 'User has been created successfully. An invite to set a password has been mailed.',
    updated: 'User has been updated successfully.',
    activated: 'User has been activated successfully.',
    deactivated: 'User has been deactivated successfully.',
    inviteSent: 'Invite has been sent successfully.',
    assigned: 'Users have been assigned successfully.',
    emailTaken: 'A user with this email already exists.',
    usernameTaken: 'A user with this username already exists.',
    emailLocked: 'Email cannot be changed once the user is created.',
    usernameLocked: 'Username cannot be changed once the user is created.',
    partyUser: 'This user belongs to a client, debtor or broker and is edited from its own page.',
    ownRole: 'You cannot change your own role.',
    ownStatus: 'You cannot deactivate your own account.',
    sensitiveFlag: 'Only a user allowed to see sensitive information may change that permission.',
    inviteHasPassword: 'This user has already set a password; no invite is needed.',
    inviteInactive: 'This user is inactive; activate the user before sending an invite.',
    inviteTooSoon: 'An invite was sent less than a day ago. It can be sent again 1 day after the last one.',
  },

  role: {
    rolesRights: 'Roles & Rights',
    addNew: 'Add New Role',
    edit: 'Edit Role',
    view: 'View Role',
    includeInactive: 'Include inactive roles',
    searchPlaceholder: 'Search by role title',
    columns: [fields.roleTitle, 'Created At', fields.status],
    titleMin: 'Role Title must be at least 2 characters',
    selectRight: 'Select atleast one right.',
    // ours: the spec shows the dialog but not its text
    reassignUsers:
      'This role is assigned to the users below. Reassign them to another role before deleting it.',
    // ours: the role screens' words the spec does not quote
    deleteRole: 'Delete Role',
    changeStatusQuestion: (roleName: string, active: boolean): string =>
      `Are you sure, you want to ${active ? 'deactivate' : 'activate'} the role ${roleName}?`,
    rights: 'Rights',
    selectAll: (name: string): string => `Select all: ${name}`,
    reassignTitle: 'Reassign Users',
    reassignTo: 'Reassign to',
    reassignAndDelete: 'Reassign & Delete',
    // ours: the server's answers about roles where the spec shows no text
    created: 'Role has been created successfully.',
    updated: 'Role has been updated successfully.',
    deleted: 'Role has been deleted successfully.',
    activated: 'Role has been activated successfully.',
    deactivated: 'Role has been deactivated successfully.',
    titleTaken: 'A role with this title already exists.',
    unknownRights: (ids: readonly number[]): string => `Unknown right(s): ${ids.join(', ')}.`,
    viewOnly: 'This role is view only and cannot be changed.',
    builtInDelete: 'Built-in roles cannot be deleted.',
    viewOnlyStatus: 'This role is view only and cannot be deactivated.',
    ownRoleStatus: 'You cannot deactivate your own role.',
    notAssignable: 'Choose an active role other than Client, Debtor or Broker.',
    outranked: 'You cannot change a user whose role holds rights that you do not hold yourself.',
    beyondOwnRights: 'You cannot give a role holding rights that you do not hold yourself.',
  },

  debtor: {
    debtors: 'Debtors',
    addNew: 'Add New Debtor',
    edit: 'Edit Debtor',
    tabs: { profile: 'Profile', contacts: 'Debtor Contacts' },
    clientNameRequired: 'Client Name is required',
    zipMin: 'Zip Code must be at least 5 characters',
    zipNoRecord: 'No Record Available',
    companyEmailInvalid: 'Company Email is invalid',
    creditLimitMin: 'should be greater than $0.00',
    creditLimitMax: 'should be less than $99,999,999.99',
    creditLimitRequired: 'Weekly Credit Limit is required',
    creditLimitExceedsClient: "Weekly Credit Limit can not exceed the client's available credit limit.",
    contactFirstNameRequired: 'Contact First Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    phoneRequired: 'Phone No is required',
    maxContacts: 'Maximum 10 contacts are allowed.',
    statusRequired: 'Status is required',
    statusChangeFailed: 'Validation failed',
    inviteTitle: 'Invite Debtor',
    resendInvite: 'Resend Invite',
    import: 'Import',
    changeStatus: 'Change Status',
    /** Ours: texts of the debtor screens, their calls and the import. */
    screens: {
      // debtor-screen texts
      labels: {
        clientName: 'Client Name',
        debtorName: 'Debtor Name',
        phone: 'Phone No',
        fax: 'Fax No',
        zip: 'Zip Code',
        state: 'State',
        city: 'City',
        address: 'Address',
        fein: 'FEIN',
        companyEmail: 'Company Email',
        creditLimit: 'Weekly Credit Limit',
        availableCreditLimit: 'Available Credit Limit',
        comments: 'Comments',
        industry: 'Industry',
        firstName: 'First Name',
        lastName: 'Last Name',
        email: 'Email',
        department: 'Department',
        status: 'Status',
      },
      searchPlaceholder: 'Search by debtor name, client name & phone',
      includeDeleted: 'Include deleted/terminated debtors',
      // The form's rules the spec names without a text.
      lettersDigitsSpaces: (label: string): string => `${label} may contain letters, digits and spaces only`,
      feinMask: 'FEIN must be in the format 99-9999999',
      creditLimitCents: 'Weekly Credit Limit may have at most 2 decimals',
      contactEmailRepeated: 'Each contact needs an email of their own.',
      // The server's answers.
      created: 'Debtor has been created successfully.',
      updated: 'Debtor has been updated successfully.',
      linked:
        'A debtor with this email and FEIN was already on file: it has been added to the client with its stored details and contacts.',
      existsForClient: 'This debtor already exists for this client.',
      notOnFileForClient: 'No debtor with this email and FEIN exists for this client.',
      existsElsewhere: 'Another debtor already has this email and FEIN.',
      firstContactKept: 'The first contact cannot be removed.',
      invitedEmailLocked: 'The email of an invited contact cannot be changed.',
      creditLimitLocked:
        'The weekly credit limit of an existing debtor cannot be changed here; ask for it with a debtor credit request.',
      statusChanged: 'Debtor status has been changed successfully.',
      deleted: (count: number): string =>
        count === 1
          ? 'Debtor has been deleted successfully.'
          : `${count} debtors have been deleted successfully.`,
      invited: (count: number): string =>
        count === 1 ? 'Invite has been sent to the contact.' : `Invites have been sent to ${count} contacts.`,
      inviteResent: 'Invite has been sent successfully.',
      inviteHasPassword: (email: string): string =>
        `${email} has already set a password; no invite is needed.`,
      inviteTooSoon: (email: string): string =>
        `An invite was sent to ${email} less than a day ago. It can be sent again 1 day after the last one.`,
      inviteNotSent: 'No invite was sent to this contact yet.',
      inviteEmailChanged: "This contact's email has changed. Please refresh and try again.",
      inviteEmailTaken: (email: string): string => `${email} belongs to another user.`,
      inviteByStaff: 'Debtor contacts are invited by staff.',
      debtorRoleMissing: 'The Debtor role is missing.',
      industryUnknown: 'Industry is not one of the listed industries.',
      // The form's own words.
      next: 'Next',
      contact: (position: number): string => `Contact ${position}`,
      addContact: 'Add Contact',
      removeContact: (position: number): string => `Remove contact ${position}`,
      inviteSentOn: (date: string): string => `Invite sent on ${date}`,
      signedUp: 'Signed up',
      notInvited: 'Not invited yet',
      newIndustry: 'New industry',
      clientAvailable: (amount: string): string => `Available credit limit of the client: ${amount}`,
      noClientLimit: 'This client has no active credit limit, so no debtor can be added for it yet.',
      // The import.
      importTitle: 'Import Debtors',
      importIntro:
        'A CSV file with a header row, one debtor per row for one client. Invalid rows are listed and left out.',
      importColumns: (columns: string): string => `Columns: ${columns}.`,
      downloadTemplate: 'Download template',
      chooseCsv: 'Choose CSV file',
      checkAgain: 'Check again',
      previewSummary: (valid: number, total: number): string =>
        `${valid} of ${total} ${total === 1 ? 'row' : 'rows'} can be imported.`,
      row: 'Row',
      problems: 'Problems',
      ready: 'Ready',
      linksOnFile: 'Ready: adds the debtor on file',
      importRows: (count: number): string => `Import ${count} ${count === 1 ? 'debtor' : 'debtors'}`,
      imported: (count: number): string =>
        count === 1 ? '1 debtor has been imported.' : `${count} debtors have been imported.`,
      importChanged: 'The file no longer checks out as it did in the preview. Please check it again.',
      importNothing: 'No row of the file can be imported.',
      fileEmpty: 'The file has no rows to import.',
      fileTooManyRows: (max: number): string => `A file may hold at most ${max} debtors.`,
      fileUnreadable: 'The file is not a readable CSV file (check its quotes).',
      fileMissingColumns: (names: string): string => `The file lacks the column(s): ${names}.`,
      fileUnknownColumns: (names: string): string => `The file has unknown column(s): ${names}.`,
      rowCellCount: 'The row has more cells than the header.',
      clientNotFound: 'Client not found.',
      clientAmbiguous: 'Several clients have this name: give the client id instead.',
      repeatedInFile: (row: number): string => `The same debtor is already in row ${row} for this client.`,
    },
  },

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

  report: {
    reports: 'Reports',
    searchPlaceholder: 'Search by report name',
    groups: { invoices: 'Invoices', clients: 'Clients' },
    periods: ['Last Month', 'Last 6 Months', 'Last 12 Months'],
    transactionTypes: { all: 'All', debit: 'Debit', credit: 'Credit' },
    durations: { threeMonths: '3 months', sixMonths: '6 months', oneYear: '1 year', allTime: 'All Time' },
    generated: { title: 'Report Generated', message: 'PDF report has been sent to you over an email.' },
    excel: 'Excel',
    pdf: 'PDF',
    // ours: the spec requires both dates without quoting a message
    dateRangeIncomplete: 'Please select both the start and the end date.',
  },

  ledger: {
    generalLedger: 'General Ledger',
    fiscalYearRequired: 'Fiscal Year is required',
    clientNameRequired: 'Client Name is required',
    debtorNameRequired: 'Debtor Name is required',
    transactionTypeRequired: 'Transaction Type is required',
    fetch: 'Fetch',
    exportTo: 'Export To',
    header: {
      statementPeriod: 'Statement Period',
      assignedCreditLimit: 'Assigned Credit Limit',
      availableCreditLimit: 'Available Credit Limit',
      currentBalanceOutstanding: 'Current Balance Outstanding',
      statementDate: 'Statement Date',
    },
  },

  dashboard: {
    dashboard: 'Dashboard',
    allClients: 'All Clients',
    allDebtors: 'All Debtors',
    viewInvoices: 'View Invoices',
    paidInvoices: 'Paid Invoices',
    dueInvoices: 'Due Invoices',
    dueUnder: (days: number): string => `Due Under ${days} days`,
    overDue: 'Over Due',
    chargebacks: 'Chargeback(s)',
    recentInvoices: 'Recent Invoices',
  },

  support: {
    support: 'Support',
    addNewTicket: 'Add New Ticket',
    ticketDetails: 'Ticket Details',
    assignTicket: 'Assign Ticket',
    changeStatus: 'Change Status',
    includeClosed: 'Include closed tickets',
    closed: 'Closed',
    unassigned: 'Unassigned',
    unresolved: 'Unresolved',
    creationFailed: 'Creation Failed',
    assignmentFailed: 'Assignment Failed',
    statusChangeFailed: 'Status Change Failed',
    statusChanged: { title: 'Ticket Status Change', message: 'Ticket status has been updated successfully.' },
    responseFileTooLarge: 'Uploaded file size is greater than allowed size.',
    minColumns: minColumns(3),
  },

  chat: {
    chat: 'Chat',
    beta: 'Beta',
    composeMessage: 'Compose Message',
  },

  documents: {
    documents: 'Documents',
    viewDocumentList: 'View Document List',
    tabs: { underwriting: 'Underwriting', invoices: 'Invoices', collections: 'Collections' },
    dateFilters: {
      last24Hours: 'Last 24 Hours',
      last7Days: 'Last 7 Days',
      last30Days: 'Last 30 Days',
      last90Days: 'Last 90 Days',
      dateRange: 'Date Range',
    },
  },

  announcement: {
    announcements: 'Announcements',
    addNew: 'Add New Announcement',
    searchPlaceholder: 'Search by announcement title',
    effectiveToAfterFrom: 'Effective to should be greater than effective from',
    invalidUrl: 'Please add valid url',
    invalidUrlAlt: 'Please add a valid URL',
    urlRequired: 'URL is required',
    userRequired: 'User is required',
    roleRequired: 'Role is required',
    seeMore: 'See More',
  },

  policy: {
    policies: 'Policies',
    addNew: 'Add New Policy',
    searchPlaceholder: 'Search by policy title',
    includeDeleted: 'Include deleted policies',
    columns: ['Policy Title', 'Effective From', 'Description', 'Attachments', 'Created By', 'Created At'],
    noAttachment: 'No Attachment',
  },

  settings: {
    settings: 'Settings',
    searchPlaceholder: 'Search by settings name',
    tiles: [
      'Field Settings',
      'Theme Settings',
      'Flag Alerts',
      'Exception Tracking',
      'Currency Settings',
      'Debtor Scoring',
      'Policies',
      'Announcements',
    ],
    // ours: the input guards card and the empty search
    inputGuards: 'Input guards',
    inputGuardsDescription:
      "For everyone: paste is blocked in inputs, emoji are stripped as they are typed, F5 does not reload and the browser's Back button stays on the page.",
    inputGuardsSwitch: 'Input guards on',
    noMatch: 'No settings match your search.',
  },

  /** Ours: the development outbox page (a developer tool, not part of the spec). */
  outbox: {
    title: 'Outbox',
    intro:
      'No mail server is set up, so mails stay here, newest first (at most 100). Open their links, or read their codes, to finish a mailed flow: the person it was meant for would have received the same.',
    filter: 'Filter by recipient email',
    to: 'To',
    none: 'No mails have been sent yet.',
  },

  placeholder: {
    fieldRequired: 'This field is required',
    required: 'This is required',
    addDeposit: 'Add New Deposit',
    addReceivingAccount: 'Add New Receiving Account',
    addBankAccount: 'Add New Bank Account',
  },

  privacy: {
    title: 'Privacy Policy',
    lastModified: 'Last modified', // ours
    sections: [
      'Application',
      'Child Privacy',
      'Information Collected',
      'Sharing and Use',
      'Third-Party Links',
      'Security',
      'International Practices',
      'Data Retention',
      'Your Rights',
      'Contact Us',
    ],
  },
} as const;
