import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../src/shared/messages';
import { reportWords } from '../../src/shared/messages/reportPages';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen } from '../users/StaffScreen';
import { clientWithReports, reportHandlers, reportRoutes, viewOnlyStaff } from './reports.fixtures';

const server = staffScreenServer(reportHandlers);
const page = within(document.body);
const M = reportWords;

const meta = {
  title: 'Reports/ReportsPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/reports', routes: reportRoutes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (group: string) =>
  within(page.getByRole('list', { name: group }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const search = () => page.getByRole('textbox', { name: M.searchPlaceholder });

/** Every report's card, in its group, for a user holding every report's view right. */
export const AllCards: Story = {
  play: async () => {
    await page.findByRole('heading', { name: M.groups.invoices });
    await expect(cardsOf(M.groups.invoices)).toHaveLength(8);
    await expect(cardsOf(M.groups.clients)).toHaveLength(9);
    await expect(cardsOf(M.groups.invoices)).toContain('Broker Commission Report');
    await expect(cardsOf(M.groups.clients)).toContain('Transactions');
  },
};

/** 'Search by report name' narrows the cards from the third character, after a pause. */
export const SearchByName: Story = {
  play: async () => {
    await page.findByRole('heading', { name: M.groups.invoices });
    await userEvent.type(search(), 'ag');
    await expect(page.getByText(M.searchHint)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(cardsOf(M.groups.clients)).toHaveLength(9);
    await userEvent.type(search(), 'i');
    // Not at once: the search waits for the pause.
    await expect(cardsOf(M.groups.clients)).toHaveLength(9);
    await waitFor(() => expect(cardsOf(M.groups.clients)).toEqual(['Debtor Aging']), { timeout: 2000 });
    await expect(cardsOf(M.groups.invoices)).toEqual(['Invoice Summary Aging']);
  },
};

/** A search that matches nothing says so and offers to clear it. */
export const NoMatch: Story = {
  play: async () => {
    await page.findByRole('heading', { name: M.groups.invoices });
    await userEvent.type(search(), 'zzz');
    await page.findByText(M.noMatch, undefined, { timeout: 2000 });
    await userEvent.click(page.getByRole('button', { name: M.clear }));
    await waitFor(() => expect(cardsOf(M.groups.invoices)).toHaveLength(8), { timeout: 2000 });
  },
};

/** A card shows only with its report's view right: three reports, two groups. */
export const CardsByRights: Story = {
  args: { user: viewOnlyStaff },
  play: async () => {
    await page.findByRole('heading', { name: M.groups.invoices });
    await expect(cardsOf(M.groups.invoices)).toEqual(['Purchase Summary With Fee']);
    await expect(cardsOf(M.groups.clients)).toEqual(['Cash Posting', 'Debtor Aging']);
  },
};

/**
 * A client user sees the reports of its role, in the plain layout (larger type, roomier cards):
 * every invoice report but Broker Commission, which is the business's affair, not the client's.
 */
export const ClientCards: Story = {
  args: { user: clientWithReports },
  play: async () => {
    await page.findByRole('heading', { name: M.groups.invoices });
    await expect(cardsOf(M.groups.invoices)).toHaveLength(7);
    await expect(cardsOf(M.groups.invoices)).not.toContain('Broker Commission Report');
    await expect(
      page.getByRole('list', { name: M.groups.invoices }).closest('.fd-reports-simple'),
    ).not.toBeNull();
  },
};

/** A card opens its report by a link naming it (shareable, reload-safe): Reports > its name. */
export const CardOpensReport: Story = {
  play: async () => {
    const card = await page.findByRole('link', { name: 'Debtor Aging' });
    await expect(card).toHaveAttribute('href', '/reportindex?report=debtor_aging');
    await userEvent.click(card);
    const trail = await page.findByRole('navigation', { name: messages.common.breadcrumb });
    await expect(within(trail).getByRole('link', { name: M.reports })).toBeInTheDocument();
    await expect(within(trail).getByText('Debtor Aging')).toBeInTheDocument();
  },
};
