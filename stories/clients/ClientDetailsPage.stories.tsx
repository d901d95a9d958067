import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClientDetailsPage } from '../../src/web/features/clients/ClientDetailsPage';
import { encodeClientParam } from '../../src/web/features/clients/clientParam';
import { findToast } from '../kit/findToast';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { clientsHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/clientdetails', element: <ClientDetailsPage /> },
  { path: '/editdebtor', element: <h1>Edit Debtor</h1> },
  { path: '/', element: <h1>Home</h1> },
];

const server = staffScreenServer((user) => clientsHandlers(user));
const { lastBody } = server;
const page = within(document.body);

const meta = {
  title: 'Clients/ClientDetailsPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/clientdetails', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    localStorage.setItem('param', encodeClientParam(7));
    const restore = server.beforeEach(context);
    return () => {
      restore();
      localStorage.removeItem('param');
    };
  },
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The summary: 'Unspecified' for no registration state, the masked FEIN, the address cut at 44. */
export const Summary: Story = {
  args: { user: userOf('admin', { sensitive_information_disclosure: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Limited Liability Company (LLC)')).toBeInTheDocument();
    await expect(canvas.getByText('Unspecified')).toBeInTheDocument();
    await expect(canvas.getByText('*****6789')).toBeInTheDocument();
    await expect(canvas.getByText('1200 Industrial Parkway, Building C, Loading…')).toBeInTheDocument();
    await expect(canvas.getByText('Casey Advocate')).toBeInTheDocument();
    await expect(lastBody('client/details')).toEqual({ prospect_id: 7 });
  },
};

/** A debtor's name opens /editdebtor. */
export const DebtorOpensEditDebtor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Northwind Traders' }));
    await expect(await canvas.findByRole('heading', { name: 'Edit Debtor' })).toBeInTheDocument();
  },
};

/** Business Information opens the wizard's step alone and saves it through client/save. */
export const EditBusinessCard: Story = {
  args: { user: userOf('admin', { sensitive_information_disclosure: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Business Information' }));
    await userEvent.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await page.findByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: 'Previous' })).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^DBA/, { selector: 'input' }), ' Group');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Client details have been updated successfully.')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastBody('client/save')).toMatchObject({ step: 1, id: 7, doing_business_as: 'Acme Group' }),
    );
  },
};

/** The Documents dialog: a file by name with View, else 'No Attachment'. */
export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Documents' }));
    const dialog = within(await page.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'voided-check.pdf (View)' })).toBeInTheDocument();
    await expect(dialog.getAllByText('No Attachment').length).toBeGreaterThan(10);
  },
};

/** A client user sees its own company, whatever 'param' holds. */
export const ClientUserOwnCompany: Story = {
  args: { user: userOf('client') },
  beforeEach: () => {
    localStorage.setItem('param', encodeClientParam(8));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Limited Liability Company (LLC)');
    await expect(lastBody('client/details')).toEqual({ prospect_id: 7 });
  },
};

/** Nothing stored, or garbage: back to /. */
export const NoClientGoesHome: Story = {
  beforeEach: () => {
    localStorage.setItem('param', 'not-a-client');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  },
};
