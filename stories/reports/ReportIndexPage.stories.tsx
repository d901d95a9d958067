import { Classes } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportEndpoints } from '../../src/shared/contract/reports';
import { todayIso } from '../../src/shared/dates';
import { messages } from '../../src/shared/messages';
import { reportWords } from '../../src/shared/messages/reportPages';
import { fiscalYearLabel, fiscalYearOf } from '../../src/shared/reportPeriods';
import { findToast } from '../kit/findToast';
import { pickOption } from '../kit/pickOption';
import { selectTrigger } from '../kit/selectTrigger';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen } from '../users/StaffScreen';
import { typeDate } from '../funding/fundingPlay';
import {
  clientWithReports,
  installFileServer,
  reportHandlers,
  reportRoutes,
  reportsOnlyStaff,
  viewOnlyStaff,
  type FileCall,
} from './reports.fixtures';

const server = staffScreenServer(reportHandlers);
let files: { calls: FileCall[]; restore: () => void } | undefined;
const page = within(document.body);
const M = reportWords;
const L = M.labels;

const meta = {
  title: 'Reports/ReportIndexPage',
  component: StaffScreen,
  args: {
    user: userOf('admin'),
    path: '/reportindex',
    state: { report: 'purchase_summary_with_fee' },
    routes: reportRoutes,
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    const takeDown = server.beforeEach(context);
    files = installFileServer();
    return () => {
      files?.restore();
      files = undefined;
      takeDown();
    };
  },
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page.getByRole('table', { name: M.grid('Purchase Summary With Fee') });
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim() ?? '')
    .filter((text) => text !== '');
const runReport = async () => {
  await userEvent.click(await page.findByRole('button', { name: M.run }));
};
const exportsGroup = () => page.queryByRole('group', { name: M.exportTo });

/** Run: the answer's columns, money right-aligned in dollars, dates MM/DD/YYYY, percentages, totals. */
export const RunReport: Story = {
  play: async () => {
    await page.findByText(M.runFirst);
    await runReport();
    await page.findByRole('table', { name: M.grid('Purchase Summary With Fee') });
    await expect(headers()).toEqual(
      expect.arrayContaining(['Client Name', 'Invoice No', 'Funding Date', 'Invoice Amount', 'Advance %']),
    );
    const row = within(grid()).getByText('1002').closest('tr') as HTMLElement;
    await expect(within(row).getByText('$1,234.50')).toBeInTheDocument();
    await expect(within(row).getByText('09/03/2026')).toBeInTheDocument();
    await expect(within(row).getByText('82.50%')).toBeInTheDocument();
    await expect(within(row).getByText('$1,234.50').closest('td')).toHaveClass(Classes.ALIGN_RIGHT);
    await expect(within(row).getByText('Acme Freight Lines').closest('td')).not.toHaveClass(
      Classes.ALIGN_RIGHT,
    );
    await expect(page.getByText(M.rowsCount(3))).toBeInTheDocument();
    const totals = page.getByRole('region', { name: M.totals });
    await expect(within(totals).getByText('$13,234.50')).toBeInTheDocument();
    await expect(within(totals).getByText('$330.00')).toBeInTheDocument();
    await expect(server.lastBody(reportEndpoints.fetch.path)).toMatchObject({
      report: 'purchase_summary_with_fee',
      prospect_id: 0,
      debtor_id: 0,
      date_keyword: '30days',
      page: 1,
      per_page: 10,
    });
  },
};

/** A date range needs both dates: nothing is sent until both are given. */
export const DateRangeNeedsBothDates: Story = {
  play: async () => {
    await page.findByText(M.runFirst);
    await pickOption(page, L.dateKeyword, 'Date Range');
    await typeDate(page, L.fromDate, '10/01/2026');
    await runReport();
    await expect(await page.findByText(M.dateRangeIncomplete)).toBeInTheDocument();
    await expect(server.callsTo(reportEndpoints.fetch.path)).toHaveLength(0);
    await typeDate(page, L.toDate, '10/31/2026');
    await runReport();
    await page.findByRole('table', { name: M.grid('Purchase Summary With Fee') });
    await expect(server.lastBody(reportEndpoints.fetch.path)).toMatchObject({
      date_keyword: 'dateRange',
      from_date: '2026-10-01',
      to_date: '2026-10-31',
    });
    await expect(page.getByText(M.periodLine('10/01/2026', '10/31/2026'))).toBeInTheDocument();
  },
};

/** A client user: its company chosen and locked, the plain layout, its own rows. */
export const ClientLocked: Story = {
  args: { user: clientWithReports },
  play: async () => {
    await page.findByText(M.runFirst);
    const client = selectTrigger(page, L.client);
    await waitFor(() => expect(client).toHaveTextContent('Acme Freight Lines'));
    await expect(client).toBeDisabled();
    await expect(page.getByText(M.clientLocked)).toBeInTheDocument();
    await runReport();
    await page.findByRole('table', { name: M.grid('Purchase Summary With Fee') });
    await expect(server.lastBody(reportEndpoints.fetch.path)).toMatchObject({ prospect_id: 7 });
    await expect(within(grid()).queryByText('Old Line Hauling')).not.toBeInTheDocument();
  },
};

/** "As of" a past day: sent, and the page states it. */
export const AsOfAPastDay: Story = {
  play: async () => {
    await page.findByText(M.runFirst);
    await typeDate(page, L.asOf, '09/30/2026');
    await runReport();
    await page.findByText(M.asOfLine('09/30/2026'));
    await expect(server.lastBody(reportEndpoints.fetch.path)).toMatchObject({ as_of: '2026-09-30' });
  },
};

/** Exports each with its right: a view-only user sees none. */
export const NoExportRights: Story = {
  args: { user: viewOnlyStaff },
  play: async () => {
    await runReport();
    await page.findByRole('table', { name: M.grid('Purchase Summary With Fee') });
    await expect(exportsGroup()).not.toBeInTheDocument();
  },
};

/** Excel, PDF and CSV with their rights; a CSV streams (bytes received) and is saved. */
export const ExportCsv: Story = {
  play: async () => {
    await runReport();
    await page.findByRole('table', { name: M.grid('Purchase Summary With Fee') });
    const group = exportsGroup();
    if (!group) throw new Error('no exports');
    await expect(within(group).getByRole('button', { name: M.excel })).toBeInTheDocument();
    await expect(within(group).getByRole('button', { name: M.pdf })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: M.csv }));
    // While it streams: the bytes received so far, beside a progress bar.
    const progress = (await page.findByText(/ received$/)).closest('[role="status"]') as HTMLElement;
    await expect(progress.querySelector(`.${Classes.PROGRESS_BAR}`)).not.toBeNull();
    await expect(await findToast(M.exportSavedMessage('purchase_summary_with_fee.csv'))).toBeInTheDocument();
    const sent = files?.calls.at(-1);
    await expect(sent?.valid).toBe(true);
    await expect(sent?.body).toMatchObject({
      report: 'purchase_summary_with_fee',
      export: 2,
      data_type: 'file',
    });
    await expect(sent?.body).not.toHaveProperty('per_page');
  },
};

/** A PDF of more than 400 rows is mailed: 'Report Generated', then followed until it is sent. */
export const MailedPdf: Story = {
  args: { state: { report: 'debtor_aging' } },
  play: async () => {
    await runReport();
    await page.findByRole('table', { name: M.grid('Debtor Aging') });
    const group = exportsGroup();
    if (!group) throw new Error('no exports');
    await userEvent.click(within(group).getByRole('button', { name: M.pdf }));
    await expect(await findToast(M.generated.message)).toBeInTheDocument();
    await expect(await page.findByText(M.mailBuilding(300, 900))).toBeInTheDocument();
    await expect(page.getAllByText(M.generated.title).length).toBeGreaterThan(0);
    await expect(await findToast(M.mailSent)).toBeInTheDocument();
    await expect(server.lastBody(reportEndpoints.exportStatus.path)).toEqual({ id: 55 });
  },
};

/** The server refuses a file: the failure toast. */
export const ExportFails: Story = {
  play: async () => {
    await runReport();
    await page.findByRole('table', { name: M.grid('Purchase Summary With Fee') });
    files?.restore();
    const group = exportsGroup();
    if (!group) throw new Error('no exports');
    await userEvent.click(within(group).getByRole('button', { name: M.excel }));
    await expect(await findToast('The file could not be made.')).toBeInTheDocument();
  },
};

/** A link to a report the user may not view (or none) leads back to the list. */
export const UnknownReport: Story = {
  args: { state: { report: 'no_such_report' } },
  play: async () => {
    await page.findByText(M.unknownReport);
    await expect(page.getByRole('link', { name: M.backToReports })).toHaveAttribute('href', '/reports');
  },
};

/** The grid's call fails: the failure toast, and the page says it has no rows to show. */
export const RunFails: Story = {
  parameters: {
    api: {
      [reportEndpoints.fetch.path]: () => ({ status: 500, body: { status: false, message: 'Server Error' } }),
    },
  },
  play: async () => {
    await runReport();
    await expect(await findToast('Server Error')).toBeInTheDocument();
    await expect(await page.findByText(messages.generic.failure)).toBeInTheDocument();
  },
};

/** Transactions: the fiscal year labelled 'previous - current' and the transaction type, no date keyword. */
export const TransactionsFilters: Story = {
  args: { state: { report: 'transactions' } },
  play: async () => {
    await page.findByText(M.runFirst);
    const current = fiscalYearOf(todayIso());
    await expect(selectTrigger(page, L.fiscalYear)).toHaveTextContent(fiscalYearLabel(current));
    await expect(page.queryByText(L.dateKeyword)).not.toBeInTheDocument();
    await pickOption(page, L.fiscalYear, '2019 - 2020');
    await pickOption(page, L.transactionType, M.transactionTypes.credit);
    await runReport();
    await waitFor(() =>
      expect(server.lastBody(reportEndpoints.fetch.path)).toMatchObject({
        report: 'transactions',
        fiscal_year: 2020,
        transaction_type: 'credit',
      }),
    );
    await expect(server.lastBody(reportEndpoints.fetch.path)).not.toHaveProperty('date_keyword');
  },
};

/** Credit Limit Warning's limit: digits and a decimal point, 5 characters at most. */
export const CreditLimitWarningLimit: Story = {
  args: { state: { report: 'credit_limit_warning' } },
  play: async () => {
    await page.findByText(M.runFirst);
    const limit = page.getByLabelText(new RegExp(`^${L.limit}`), { selector: 'input' });
    await userEvent.type(limit, '8a0.255');
    await expect(limit).toHaveValue('80.25');
    await runReport();
    await waitFor(() =>
      expect(server.lastBody(reportEndpoints.fetch.path)).toMatchObject({
        report: 'credit_limit_warning',
        limit: '80.25',
      }),
    );
  },
};

/** Broker Commission Report: a broker filter (All Brokers for staff) beside the client. */
export const BrokerCommission: Story = {
  args: { state: { report: 'broker_commission' } },
  play: async () => {
    await page.findByText(M.runFirst);
    await expect(selectTrigger(page, L.broker)).toHaveTextContent(M.allBrokers);
    await expect(page.queryByText(L.debtor)).not.toBeInTheDocument();
    await runReport();
    await waitFor(() =>
      expect(server.lastBody(reportEndpoints.fetch.path)).toMatchObject({
        report: 'broker_commission',
        broker_id: 0,
        prospect_id: 0,
      }),
    );
  },
};

/**
 * Report rights only (no invoice forms, no broker list): the user still picks a client, its
 * debtor and a broker from the lookups the report rights open.
 */
export const ReportRightsPickParties: Story = {
  args: { user: reportsOnlyStaff, state: { report: 'broker_commission' } },
  play: async () => {
    await page.findByText(M.runFirst);
    await expect(selectTrigger(page, L.client)).toBeEnabled();
    await pickOption(page, L.broker, 'Carl Referral');
    await pickOption(page, L.client, 'Old Line Hauling');
    await runReport();
    await waitFor(() =>
      expect(server.lastBody(reportEndpoints.fetch.path)).toMatchObject({
        report: 'broker_commission',
        broker_id: 2,
        prospect_id: 8,
      }),
    );
  },
};

/** Report rights only: Debtor Aging's debtors of the chosen client are offered too. */
export const ReportRightsPickDebtor: Story = {
  args: { user: reportsOnlyStaff, state: { report: 'debtor_aging' } },
  play: async () => {
    await page.findByText(M.runFirst);
    await pickOption(page, L.client, 'Acme Freight Lines');
    await pickOption(page, L.debtor, 'Target Corp');
    await runReport();
    await waitFor(() =>
      expect(server.lastBody(reportEndpoints.fetch.path)).toMatchObject({
        report: 'debtor_aging',
        prospect_id: 7,
        debtor_id: 4,
      }),
    );
  },
};
