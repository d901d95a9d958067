/** Messages every area shares: the kit's controls, field labels, validation, server answers and toasts. */

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
export function minColumns(count: number): string {
  return `Minimum ${count} ${count === 1 ? 'column' : 'columns'} should be selected.`;
}

/**
 * Ours: the words of generic controls that the spec does not quote (the kit's buttons, aria labels
 * and pager, and the captions every form shares). Spec entries with the same word point here.
 */
export const common = {
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
export const fields = {
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

export const commonMessages = {
  /** '<label> is required', the spec's rule for every required field without its own text. */
  required: (label: string): string => `${label} is required`,

  common,

  fields,

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
} as const;
