/**
 * Business constants and limits of the spec (the three §9 sections, plus the numeric rules of
 * §4/§5 that several screens share). Money is a decimal string, never a JS number.
 */

// ---- Toasts, banner, notifications ----
export const toastTimeoutMs = 5000;
export const toastWidthPx = 390;
export const bannerRotateMs = 5000;
export const bannerMaxAnnouncements = 10;
export const bannerTextMax = 70;
export const notificationDropdownPageSize = 5;
/** Above this the badge reads '99+'. */
export const badgeCap = 99;

// ---- Session and live connection ----
export const tokenRefreshCheckMs = 30_000;
export const tokenRefreshWhenRemainingMs = 15 * 60 * 1000;
export const socketReconnectAttempts = 5;
export const socketReconnectDelayMs = 1000;
export const verificationCodeLength = 6;

// ---- Locale, money, phone ----
export const defaultPhoneCode = '+1';
export const defaultFaxCode = '+1';
export const currencyCode = 'USD';
export const currencyDecimals = 2;
export const locale = 'en-US';
export const moneyMax = '99999999.99';
export const moneyMin = '0.00';
/** Numeric entry stops below these (spec part 1 §9); the first is also the client credit ceiling. */
export const largeEntryExclusiveCap = '100000000';
export const smallEntryExclusiveCap = '1000';
export const clientCreditLimitCeiling = '100000000';
export const minimumRequestedCreditLimit = '0.01';
export const minimumDebtorCreditLimit = '1.00';

// ---- Dates ----
/** The spec's notation (moment-style tokens), as shown to users. */
export const dateFormats = {
  date: 'MM/DD/YYYY',
  iso: 'YYYY-MM-DD',
  dateTime: 'MM/DD/YYYY HH:mm',
  chat: 'MMMM DD, YYYY, hh:mm A',
} as const;
/** The same formats in date-fns tokens, which the code uses (date-fns reads 'DD'/'YYYY' differently). */
export const dateFnsFormats = {
  date: 'MM/dd/yyyy',
  iso: 'yyyy-MM-dd',
  dateTime: 'MM/dd/yyyy HH:mm',
  chat: 'MMMM dd, yyyy, hh:mm a',
} as const satisfies Record<keyof typeof dateFormats, string>;
export const datePickerMinYear = 1945;
export const datePickerMaxYear = 2050;
/** Fiscal year runs 1 Oct of the prior year to 30 Sep (spec part 3 §9). */
export const fiscalYearStartMonth = 10;
export const fiscalYearFirst = 2020;

// ---- Passwords, masks, identifiers ----
export const passwordMinLength = 8;
export const passwordMaxLength = 20;
/** At least one lowercase, uppercase, digit and one of !@#$%^&*, 8 or more characters. */
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;
export const zipLength = 5;
export const zipLookupFrom = 4;
/** Debtor form: below this many zip characters, state and city are cleared. */
export const zipClearBelow = 3;
export const referralCodeLength = 7;
export const masks = {
  phone: '999-999-9999',
  fein: '99-9999999',
  ssn: '999-99-9999',
  date: 'mm/dd/yyyy',
  commission: '99.99',
} as const;
export const commissionMaxLength = 4;

// ---- Prospect application ----
export const wizardSteps = 6;
/** One of the spec's two readings of the progress ring (part 1 §2.3); edit mode shows 100. */
export const wizardProgressPercent = [17, 34, 50, 67, 83, 100] as const;
export const maxOwners = 5;
export const maxSuppliers = 5;
export const ownershipMaxPercent = 100;
/** Ids longer than 20 characters are draft tokens (spec part 1 §2.3). */
export const draftTokenMinLength = 21;
/** Stored attachment names carry a prefix of this length, removed for display. */
export const attachmentPrefixLength = 13;
export const prospectDocumentTypeCount = 17;

// ---- Files ----
export const maxFilesPerDocumentType = 4;
export const maxAttachmentsPerInvoice = 4;
export const maxResponseAttachments = 1;
/**
 * "3 MB" in the spec's messages; the spec also records a constant of 3,000,000. We take the
 * decimal 3,000,000 bytes everywhere (browser and server) so both sides agree to the byte.
 */
export const attachmentMaxBytes = 3_000_000;
/** "5MB" read the same decimal way as the attachment limit. */
export const profilePictureMaxBytes = 5_000_000;
export const forbiddenFilenameCharacters = ['#', '&'] as const;
export const fileTypes = {
  prospectDocuments: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg'],
  invoiceAndCollection: ['pdf', 'jpeg', 'png', 'jpg'],
  businessNameSearch: ['pdf', 'png', 'jpg', 'jpeg', 'xlsx', 'xls', 'doc', 'docx'],
  ticketResponse: ['jpg', 'jpeg', 'png', 'pdf'],
  policy: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
  image: ['png', 'jpg', 'jpeg'],
} as const;

// ---- Lists and lookups ----
export const pageSizes = [10, 20, 50, 'All'] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize = 10;
/** Advocate, role, announcement-user and other selector lists load this many at once. */
export const selectorPageSize = 1000;
export const lookupPageSizes = {
  clientDropdown: 100,
  clientSearch: 50,
  debtorDropdown: 50,
  debtorList: 100,
  ledgerClients: 100,
  prospectDropdown: 50,
  prospectDropdownSmall: 20,
  industries: 50,
  chat: 10,
} as const;
export const searchDebounceMs = {
  default: 250,
  prospects: 250,
  roles: 250,
  schedules: 250,
  clientLists: 300,
  users: 350,
  brokers: 350,
  supportAssignee: 350,
  chatFilter: 400,
  chatRecipient: 450,
  creditRequests: 500,
  dropdowns: 500,
  reports: 700,
} as const;
/** Client search starts after more than 2 characters; report search at 3. */
export const clientSearchMinChars = 3;
export const reportSearchMinChars = 3;
export const searchInputMax = 30;
export const tableNameTooltipOver = 24;
export const supportMinVisibleColumns = 3;

// ---- Invitations ----
export const inviteResendAfterMs = 24 * 60 * 60 * 1000;

// ---- Layout ----
export const desktopBreakpointPx = 992;
export const layoutScale = { min: 12, max: 16, default: 14 } as const;
export const dialogWidths = {
  standard: '40vw',
  wide: '50vw',
  belowTablet: '60vw',
  belowMobile: '100vw',
  /** Ours: a dialog that shows a wide table (Show Payment). */
  table: 'min(90vw, 960px)',
} as const;
export const dialogTabletBreakpointPx = 960;
export const dialogMobileBreakpointPx = 640;
export const chargebackAdjustDialogWidth = '60vw';
export const policyDialogWidth = '40vw';
export const placeholderLoaderMs = 3000;

// ---- Text truncation ----
export const clientAddressTruncateAt = 44;
export const invoiceNoteTruncateAt = 30;
export const policyDescriptionTruncateAt = 25;

// ---- Text limits (spec §5 and §9 of each part) ----
export const textLimits = {
  signInEmail: 35,
  businessName: 50,
  contactName: 30,
  contactEmail: 50,
  doingBusinessAs: 35,
  employeeCountDigits: 4,
  referralPlatform: 35,
  businessDescription: 500,
  taxDueType: 30,
  prospectAddress: 100,
  ownerName: 40,
  ownershipPercent: 5,
  ownerEmail: 50,
  driverLicense: 25,
  bankName: 35,
  bankAccountNumber: 25,
  routingNumber: 9,
  bankOfficer: 30,
  factoredBeforeName: 60,
  supplierName: 60,
  productsSupplied: 60,
  leasePeriod: 35,
  landlordName: 40,
  landlordAddress: 150,
  tentativeComments: 90,
  tentativeResponse: 90,
  brokerName: 30,
  brokerEmail: 50,
  brokerAddress: 150,
  brokerLicense: 20,
  userFirstName: 20,
  userLastName: 20,
  userEmail: 35,
  username: 30,
  userAddress: 60,
  profileFirstName: 30,
  profileAddress: 60,
  roleTitleMin: 2,
  roleTitleMax: 30,
  inviteClientEmail: 50,
  industry: 30,
  debtorName: 40,
  debtorAddress: 60,
  debtorEmail: 50,
  debtorComments: 500,
  contactFirstName: 25,
  contactLastName: 50,
  contactEmailDebtor: 50,
  department: 40,
  paymentNumber: 20,
  collectionNotes: 150,
  unappliedCashComments: 150,
  invoiceNoDigits: 6,
  scheduleNoDigits: 4,
  moveToScheduleNoDigits: 6,
  netTermDigits: 2,
  advancePercentageDigits: 2,
  termSheetNote: 250,
  businessNameSearchAttachmentName: 25,
  ticketTitle: 40,
  ticketDetails: 150,
  ticketResponse: 150,
  policyTitle: 35,
  policyPurpose: 50,
  policyDescription: 150,
  announcementTitle: 50,
  announcementText: 150,
  hyperlinkText: 15,
  verticalTitle: 35,
  taskTitle: 30,
  reportLimit: 5,
  reportNoOfDays: 3,
} as const;

// ---- Management statuses ----
export const prospectStatuses = { available: 0, client: 1, fallout: 2 } as const;
/** Client list actions send these statuses (spec part 1 §4). */
export const clientStatuses = { terminated: 3, deleted: 4 } as const;
/** An Approved broker (2) may only move to 3, after which agreement and invite unlock. */
export const brokerStatuses = { approved: 2, afterApproved: 3 } as const;
export const roleStatuses = { inactive: 0, active: 1 } as const;
export const maxDebtorContacts = 10;

// ---- Transactions ----
export const paymentTypes = { ACH: 0, Check: 1, Wire: 2 } as const;
export type PaymentType = (typeof paymentTypes)[keyof typeof paymentTypes];
export const collectionTypes = { invoice: 1, chargeback: 2, combined: 3 } as const;
export const creditRequestStatuses = { approved: 1, denied: 2 } as const;
/** The `credit_requests` list filter: 1 client requests, 0 debtor requests. */
export const creditRequestKinds = { debtor: 0, client: 1 } as const;
export const invoiceStatuses = { all: 0, initial: 1, approved: 2, denied: 3 } as const;
export const newInvoiceDefaults = {
  status: invoiceStatuses.initial,
  paymentType: paymentTypes.Wire,
} as const;
export const maxInvoicesPerSchedule = 25;
/** A schedule holding this many invoices or more cannot take invoices of a deleted schedule. */
export const scheduleTargetMaxInvoices = 20;
/** Target id meaning "New Schedule" when deleting a schedule. */
export const newScheduleTargetId = -1;
export const chargebackFeeAfterDays = 90;
export const percentMax = 100;

// ---- Term sheet ----
export const termSheet = {
  factoringLimitMax: '99999999.99',
  dueDiligenceDepositMax: '999.99',
  wireFeeMax: '100',
  chargebackFeeMax: '100',
  /** Day, percentage and chargeback fields stop at this in text entry. */
  textEntryCap: 120,
  dayFieldMaxLength: 2,
  percentMaxLength: 5,
  purchaseDiscountMaxLength: 4,
  additionalDiscountDays: 1,
  maxBusinessNameSearchNotes: 2,
} as const;

// ---- Support, underwriting, announcements ----
export const supportMaxResponses = 10;
/** Client, debtor and broker users may only pick the status option with this value. */
export const supportExternalStatusValue = 0;
export const ticketAssigneeRoles = ['admin', 'adminnew'] as const;
export const underwritingTaskStatuses = { unchecked: 0, checked: 1 } as const;
export const underwritingDocumentsVertical = 'Underwriting Documents';
export const announcementBroadcastTo = { users: 1, roles: 2 } as const;

// ---- Reports, ledger, dashboards ----
/** A PDF report with more rows than this is emailed instead of downloaded. */
export const reportPdfEmailThreshold = 400;
export const reportDateKeywords = ['24hours', '7days', '30days', '90days', 'dateRange'] as const;
export type ReportDateKeyword = (typeof reportDateKeywords)[number];
export const defaultDocumentDateKeyword = '30days' satisfies ReportDateKeyword;
/** Client Analysis durations whose values the spec shows (3 and 6 months are not shown). */
export const clientAnalysisDurations = { oneYear: 1, allTime: 0 } as const;
export const ledgerTransactionTypes = ['all', 'debit', 'credit'] as const;
export const ledgerExportFormats = { excel: 1, pdf: 0 } as const;
/** 'All Clients' and 'All Debtors' at the top of the dashboard filters. */
export const dashboardAllId = 0;
export const concentrationDecimals = 2;

// ---- Public pages ----
export const privacyLastModified = '07/25/2023';
export const privacyMinimumAge = 18;
export const privacyNoDataUnderAge = 13;
export const brokerAgreement = {
  terminationNoticeDays: 15,
  disputeNoticeDays: 15,
  nonSolicitMonths: 12,
} as const;

/** Two option lists recorded by the spec whose purposes are not shown. */
export const smallNumberOptions = [0, 1, 2] as const;
export const digitOptions = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
