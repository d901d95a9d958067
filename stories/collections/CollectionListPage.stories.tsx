import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { collectionEndpoints as e } from '../../src/shared/contract/collections';
import { messages } from '../../src/shared/messages';
import { CollectionListPage } from '../../src/web/features/collections/CollectionListPage';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { runAction } from '../funding/fundingPlay';
import { collectionHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/collections', element: <CollectionListPage /> },
  { path: '/addnewcollection', element: <h1>Add New Collection form</h1> },
];
const server = staffScreenServer((user) => collectionHandlers(user));
const page = within(document.body);
const C = messages.collection;
const S = messages.collectionScreen;

const meta = {
  title: 'Collections/CollectionListPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/collections', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live clients' collections; the toggle adds the terminated client's, in the terminated style. */
export const Collections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: C.collections });
    await within(table).findByText('COL-0001');
    await expect(within(table).queryByText('COL-0002')).not.toBeInTheDocument();
    await expect(server.lastBody(e.fetch.path)).toMatchObject({ show_all: false });
    await userEvent.click(canvas.getByRole('checkbox', { name: S.includeTerminated }));
    await within(table).findByText('COL-0002');
    await expect(server.lastBody(e.fetch.path)).toMatchObject({ show_all: true });
    await expect(canvas.getAllByText(messages.table.terminated).length).toBeGreaterThan(0);
  },
};

/** A row's Invoices cell expands to the invoices the collection settled. */
export const ExpandsInvoices: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('COL-0001');
    await userEvent.click(page.getByRole('button', { name: S.invoicesOf('COL-0001') }));
    const invoices = await page.findByRole('table', { name: S.invoicesOf('COL-0001') });
    await expect(within(invoices).getByText('INV-0990')).toBeInTheDocument();
    await expect(within(invoices).getByText('$500.00')).toBeInTheDocument();
  },
};

/** Notes: the written ones, 'Add Note is required' for an empty note, then the note is saved. */
export const Notes: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('COL-0001');
    await userEvent.click(within(rowOf(canvasElement, 'COL-0001')).getByRole('checkbox'));
    await runAction(canvasElement, C.notes);
    const dialog = within(await page.findByRole('dialog'));
    await dialog.findByText(/Check arrived by mail/);
    await userEvent.click(dialog.getByRole('button', { name: S.addNote }));
    await expect(await dialog.findByText(C.addNoteRequired)).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(S.addNote) }), 'Called the debtor');
    await userEvent.click(dialog.getByRole('button', { name: S.addNote }));
    await expect(await findToast(C.noteSaved)).toBeInTheDocument();
    await expect(server.lastBody(e.saveNote.path)).toEqual({ collection_id: 1, note: 'Called the debtor' });
  },
};

/** Download Report fetches the collection's PDF and opens it in a new tab. */
export const DownloadReport: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('COL-0001');
    await userEvent.click(within(rowOf(canvasElement, 'COL-0001')).getByRole('checkbox'));
    const tab = { opener: {} as unknown, location: { href: '' }, close: () => undefined };
    const { open } = window;
    const { createObjectURL } = URL;
    window.open = (() => tab) as unknown as typeof window.open;
    URL.createObjectURL = () => 'blob:http://localhost/collection-1';
    try {
      await runAction(canvasElement, C.downloadReport);
      await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/collection-1'));
    } finally {
      window.open = open;
      URL.createObjectURL = createObjectURL;
    }
    await expect(server.lastBody(e.report.path)).toEqual({ id: 1 });
  },
};

/** Add New Collection opens the form. */
export const AddNew: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: C.addNew }));
    await page.findByRole('heading', { name: 'Add New Collection form' });
  },
};

/** Nothing recorded: 'No record available.' */
export const Empty: Story = {
  parameters: {
    api: {
      [e.fetch.path]: () => ({
        body: { status: true, collections: { data: [], total: 0, last_page: 1, current_page: 1 } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.table.noRecord)).toBeInTheDocument();
  },
};

/** A client user: no client column and no include toggle. */
export const ClientUser: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('COL-0001');
    await expect(canvas.queryByRole('columnheader', { name: new RegExp(S.columns.clientName) })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: S.includeTerminated })).toBeNull();
  },
};
