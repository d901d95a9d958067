/** Messages of reports, the general ledger, dashboards and documents. */

export const reportsMessages = {
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
} as const;
