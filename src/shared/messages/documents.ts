/** The Documents screens' wording (spec part 3 §2 Documents, §5 Documents). */
export const documentMessages = {
  title: 'Documents',
  viewDocumentList: 'View Document List',
  searchClient: 'Search by client name',
  searchTitle: 'Search by document title',
  tabs: { prospect: 'Underwriting', invoice: 'Invoices', collection: 'Collections' },
  dateFilters: {
    '24hours': 'Last 24 Hours',
    '7days': 'Last 7 Days',
    '30days': 'Last 30 Days',
    '90days': 'Last 90 Days',
    dateRange: 'Date Range',
  },
  /** The date filter's fields (ours). */
  dateFilter: 'Date',
  fromDate: 'From Date',
  toDate: 'To Date',
  /** What each kind of kept file is called in the Underwriting tab's type column. */
  kinds: {
    businessNameSearch: 'Business Name Search',
    signedTermSheet: 'Signed Term Sheet',
    prospectResponse: 'Prospect Response',
    w9: 'W9',
    '8821': '8821',
    factoring_agreement: 'Factoring Agreement',
    invoice: 'Invoice Attachment',
    collectionCheck: 'Collection Check',
    unappliedCashCheck: 'Unapplied Cash Check',
  },
  columns: {
    clientName: 'Client Name',
    count: 'Documents',
    latest: 'Latest Document',
    updatedAt: 'Updated At',
    attachmentName: 'Document Title',
    attachmentType: 'Type',
    uploadedBy: 'Uploaded By',
    invoiceNo: 'Invoice No',
    debtorName: 'Debtor Name',
    collectionId: 'Collection ID',
    collectionDate: 'Collection Date',
    view: 'View',
    category: 'Category',
  },
  /** The view icon of a client's row (ours): it opens the View Document List dialog. */
  viewDocumentListOf: (client: string) => `View Document List of ${client}`,
  /** A file's view button (ours): it opens the file in a new tab. */
  viewDocument: (title: string) => `View ${title}`,
  /** The counts of a client's detail panel (ours). */
  totalDocuments: 'Total',
  noDocuments: 'No documents found',
  endBeforeStart: 'End date should be greater than start date',
} as const;
