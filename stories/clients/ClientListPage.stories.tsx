import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClientDetailsPage } from '../../src/web/features/clients/ClientDetailsPage';
import { decodeClientParam } from '../../src/web/features/clients/clientParam';
import { ClientListPage } from '../../src/web/features/clients/ClientListPage';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { userOf, userWithRights } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { clientsHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/clientindex', element: <ClientListPage /> },
  { path: '/clientdetails', element: <ClientDetailsPage /> },
];

const server = staffScreenServer((user) => clientsHandlers(user));
const { lastBody, callsTo } = server;
const page = within(document.body);

async function select(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(rowOf(canvasElement, name)).getByRole('checkbox'));
}

async function openAction(canvasElement: HTMLElement, label: string): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Actions/ }));
  return page.findByRole('menuitem', { name: new RegExp(label) });
}

const meta = {
  title: 'Clients/ClientListPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/clientindex', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live clients with their limits; the toggle adds the terminated and deleted ones, coloured. */
export const ListWithToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acme Freight Lines')).toBeInTheDocument();
    await expect(
      within(rowOf(canvasElement, 'Acme Freight Lines')).getByText('$500,000.00'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Cedar Creek Builders')).not.toBeInTheDocument();
    await expect(lastBody('client/fetch')).toMatchObject({ page: 1, per_page: 10, show_all: false });

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include deleted/terminated clients' }));
    await waitFor(() => expect(lastBody('client/fetch')).toMatchObject({ show_all: true }));
    await expect(await canvas.findByText('Cedar Creek Builders')).toBeInTheDocument();
    await expect(rowOf(canvasElement, 'Cedar Creek Builders')).toHaveAttribute(
      'data-row-state',
      'terminated',
    );
    await expect(rowOf(canvasElement, 'Delta Dairy Farms')).toHaveAttribute('data-row-state', 'deleted');
    // Neither can be selected for Terminate or Delete again.
    await expect(within(rowOf(canvasElement, 'Cedar Creek Builders')).queryByRole('checkbox')).toBeNull();
  },
};

/** The search box sends its text after a pause: business name, contact name or email. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Acme Freight Lines');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by business name, contact name & email' }),
      'bayside',
    );
    await waitFor(() => expect(lastBody('client/fetch')).toMatchObject({ search_text: 'bayside', page: 1 }));
    await waitFor(() => expect(canvas.queryByText('Acme Freight Lines')).not.toBeInTheDocument());
    await expect(canvas.getByText('Bayside Medical Supply')).toBeInTheDocument();
  },
};

/** A client user: its own company, no toggle, no row checkboxes. */
export const ClientUserSeesItsOwn: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acme Freight Lines')).toBeInTheDocument();
    await expect(canvas.queryByText('Bayside Medical Supply')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: 'Include deleted/terminated clients' })).toBeNull();
    await expect(within(rowOf(canvasElement, 'Acme Freight Lines')).queryByRole('checkbox')).toBeNull();
  },
};

/**
 * Terminate: one live client, its termination info, a date from tomorrow on (required), then a
 * last question, since it cannot be undone.
 */
export const TerminateOneClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Acme Freight Lines');
    await expect(await openAction(canvasElement, 'Terminate')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    await select(canvasElement, 'Acme Freight Lines');
    await userEvent.click(await openAction(canvasElement, 'Terminate'));
    const dialog = within(await page.findByRole('dialog'));
    await expect(await dialog.findByText('$1,250.00')).toBeInTheDocument();
    await expect(dialog.getByText('$8,400.00')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Terminate' }));
    await expect(await dialog.findByText('Termination Date is required')).toBeInTheDocument();

    const date = dialog.getByLabelText(/^Termination Date/, { selector: 'input' });
    await userEvent.clear(date);
    await userEvent.setup({ delay: null }).type(date, '01/15/2027');
    await waitFor(() => expect(date).toHaveValue('01/15/2027'));
    // The calendar closes, the dialog stays.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Terminate' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await findToast('Client has been terminated successfully.')).toBeInTheDocument();
    await expect(lastBody('client/termination/save')).toEqual({ id: 7, terminated_at: '2027-01-15' });
  },
};

/** Delete asks 'Are you sure, you want to delete?' and sends status 4. */
export const DeleteOneClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Bayside Medical Supply');
    await select(canvasElement, 'Bayside Medical Supply');
    await userEvent.click(await openAction(canvasElement, 'Delete'));
    await expect(await page.findByText('Are you sure, you want to delete?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(await findToast('Client has been deleted successfully.')).toBeInTheDocument();
    await expect(lastBody('client/status_change')).toEqual({ id: 8, status: 4 });
  },
};

/** Without the status and delete rights the kebab offers neither. */
export const ViewOnlyUser: Story = {
  args: { user: userWithRights(['view_clients']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Acme Freight Lines');
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await expect(await page.findByRole('menuitem', { name: /Export/ })).toBeInTheDocument();
    await expect(page.queryByRole('menuitem', { name: /Terminate/ })).toBeNull();
    await expect(page.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
  },
};

/** A row opens /clientdetails with the client kept, obfuscated, under 'param'. */
export const RowOpensDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByText('Bayside Medical Supply'));
    await expect((await canvas.findAllByRole('heading', { name: 'Client Details' }))[0]).toBeInTheDocument();
    await expect(decodeClientParam(localStorage.getItem('param'))).toBe(8);
    await waitFor(() => expect(callsTo('client/details').length).toBeGreaterThan(0));
    await expect(lastBody('client/details')).toEqual({ prospect_id: 8 });
  },
};
