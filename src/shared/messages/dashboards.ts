import { reportsMessages } from './reports';

/**
 * The dashboards' own words (ours: the spec names the cards, filters and charts without quoting
 * them), over the spec's quoted ones in reports.ts. Imported by the dashboards' screens only, not
 * through messages/index.ts: the sign-in page's download does not carry them.
 */
export const dashboardMessages = {
  ...reportsMessages.dashboard,
  fromDate: 'From Date',
  toDate: 'To Date',
  client: 'Client',
  debtor: 'Debtor',
  filters: 'Dashboard filters',
  cards: {
    averageAging: 'Average Aging',
    totalDebt: 'Total Debt',
    totalPaidAmount: 'Total Paid Amount',
    averageDebtPerDebtor: 'Average Debt Per Debtor',
  },
  days: (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`,
  debtConcentration: 'Debt Concentration',
  columns: {
    clientName: 'Client Name',
    debtorName: 'Debtor Name',
    concentration: 'Concentration',
    totalDebt: 'Total Debt',
  },
  showDebtors: (client: string): string => `Show the debtors of ${client}`,
  hideDebtors: (client: string): string => `Hide the debtors of ${client}`,
  debtorsData: 'Debtors Data',
  debtorsDataDescription: 'The ten debtors owing most: what they owe and what they paid in the period.',
  collectionData: 'Collection Data',
  collectionDataDescription: 'What was collected in the period, by the age of the invoice when paid.',
  ageDays: (age: string): string => `${age} days`,
  totalPaid: 'Total Paid',
  collection: 'Collection',
  loadingChart: 'Loading the chart…',
  greeting: (name: string): string => `Hello, ${name}`,
  debtorIntro: 'Here is where your invoices with us stand today.',
  ofTotal: (count: number, total: number): string => `${count} / ${total}`,
  progressLabel: (title: string, percent: string): string => `${title}: ${percent}%`,
  invoiceStates: { paid: 'Paid', due: 'Due', over_due: 'Over Due', charge_back: 'Charged Back' },
  recentColumns: {
    invoiceNo: 'Invoice No',
    clientName: 'Client Name',
    invoiceDate: 'Invoice Date',
    dueDate: 'Due Date',
    amount: 'Amount',
    openBalance: 'Open Balance',
    state: 'Status',
  },
  noInvoices: 'No invoices yet.',
} as const;
