import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { documentEndpoints as e } from '../../src/shared/contract/documents';
import { documentMessages as M } from '../../src/shared/messages/documents';
import { ClientDocumentsPage } from '../../src/web/features/documents/ClientDocumentsPage';
import { DocumentsPage } from '../../src/web/features/documents/DocumentsPage';
import { pickOption } from '../kit/pickOption';
import { rowOf } from '../kit/rowOf';
import { selectTrigger } from '../kit/selectTrigger';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { documentClients, documentHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/documents', element: <DocumentsPage /> },
  { path: '/documents/:id', element: <ClientDocumentsPage /> },
];
const server = staffScreenServer((user) => documentHandlers(user));
const body = within(document.body);

const meta = {
  title: 'Documents/DocumentsPages',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/documents', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff: every client with its count, searched by client name; the view icon lists one client's every file. */
export const Clients: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Acme Corp');
    await expect(within(rowOf(canvasElement, 'Acme Corp')).getByText('5')).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, 'Cedar Mills')).getByText('0')).toBeInTheDocument();
    await userEvent.type(canvas.getByPlaceholderText(M.searchClient), 'bay');
    await waitFor(() => expect(canvas.queryByText('Acme Corp')).toBeNull());
    await expect(server.lastBody(e.countList.path)).toMatchObject({ search_text: 'bay' });
    await userEvent.click(canvas.getByRole('button', { name: M.viewDocumentListOf('Bayside Traders') }));
    const dialog = within(await body.findByRole('dialog', { name: M.viewDocumentList }));
    await dialog.findByText('bayside-w9.pdf');
    // Every tab and every date: neither is sent.
    await expect(server.lastBody(e.fetch.path)).toEqual({
      prospect_id: documentClients.bayside,
      page: 1,
      per_page: 10,
      search_text: '',
    });
  },
};

/** A client user: its own company only, in the simple layout; without documents_selection a row does not open. */
export const ClientUser: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Acme Corp');
    await expect(canvas.queryByText('Bayside Traders')).toBeNull();
    await userEvent.click(canvas.getByText('Acme Corp'));
    await expect(canvas.queryByRole('region', { name: 'Acme Corp' })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: M.tabs.invoice })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: M.viewDocumentListOf('Acme Corp') }));
    const dialog = within(await body.findByRole('dialog', { name: M.viewDocumentList }));
    await dialog.findByText('INV-1001.pdf');
    await expect(dialog.getByText('tax-returns-2025.pdf')).toBeInTheDocument();
  },
};

/** The client's page: Underwriting and Last 30 Days first; a wider date and another tab ask again. */
export const ClientPage: Story = {
  args: { path: `/documents/${documentClients.acme}`, state: { client_name: 'Acme Corp' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('bank-statement.pdf');
    await expect(canvas.getByRole('link', { name: M.title })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: M.tabs.prospect })).toHaveAttribute('aria-selected', 'true');
    await expect(selectTrigger(canvas, M.dateFilter)).toHaveTextContent(M.dateFilters['30days']);
    await expect(server.lastBody(e.fetch.path)).toMatchObject({ type: 'prospect', date_keyword: '30days' });
    await expect(canvas.queryByText('tax-returns-2025.pdf')).toBeNull();
    await pickOption(canvas, M.dateFilter, M.dateFilters['90days']);
    await canvas.findByText('tax-returns-2025.pdf');
    await userEvent.click(canvas.getByRole('tab', { name: M.tabs.invoice }));
    await canvas.findByText('Northwind Foods');
    await expect(server.lastBody(e.fetch.path)).toMatchObject({ type: 'invoice', date_keyword: '90days' });
  },
};
