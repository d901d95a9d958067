import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../src/shared/messages';
import { ClientProfilePage } from '../../src/web/features/client-profile/ClientProfilePage';
import { editClientState } from '../../src/web/features/client-profile/editedClient';
import { userOf, userWithRights } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { clientId, clientProfileHandlers } from './fixtures';

const routes: StaffRoute[] = [{ path: '/clientprofile', element: <ClientProfilePage /> }];

const server = staffScreenServer(() => clientProfileHandlers());
const { lastBody } = server;

const meta = {
  title: 'Client Profile/ClientProfilePage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/clientprofile', state: editClientState(clientId), routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openTab(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }));
}

/** Staff see Clients > Edit Client with every tab their rights allow; Documents is the application's checklist. */
export const StaffTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Client' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Clients' })).toBeInTheDocument();
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['Details', 'Documents', 'Client Users', 'Contract Documents']);
    await openTab(canvasElement, 'Documents');
    await expect(await canvas.findByText('voided check.pdf')).toBeInTheDocument();
    await expect(lastBody('prospect/attachment/fetch')).toEqual({ prospect_id: clientId });
  },
};

/** Client Users lists the company's users with Pending until a password is set; Invite adds one. */
export const InviteClientUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await openTab(canvasElement, 'Client Users');
    await expect(await canvas.findByText('Omar')).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, 'Omar')).getByText('Pending')).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, 'Lena')).getByText('Inactive')).toBeInTheDocument();
    await expect(lastBody('client/fetch/client_users')).toMatchObject({ prospect_id: clientId, page: 1 });

    await userEvent.click(canvas.getByRole('button', { name: 'Invite Client User' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Invite Client User' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(await dialog.findByText('First Name is required')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /First Name/ }), 'Tess');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last Name/ }), 'Moreau');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'tess.moreau@acme.example');
    await userEvent.type(dialog.getByRole('textbox', { name: /Phone No/ }), '2145550199');
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(await findToast(messages.clientProfile.invited)).toBeInTheDocument();
    await expect(lastBody('client/invite')).toEqual({
      prospect_id: clientId,
      first_name: 'Tess',
      last_name: 'Moreau',
      email: 'tess.moreau@acme.example',
      country_phone_code: '+1',
      phone_number: '2145550199',
    });
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: 'Invite Client User' })).not.toBeInTheDocument(),
    );
    await expect(await canvas.findByText('Tess')).toBeInTheDocument();
  },
};

/** Closing the invite dialog with something typed asks first. */
export const CloseInviteAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await openTab(canvasElement, 'Client Users');
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Client User' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Invite Client User' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First Name/ }), 'Tess');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(
      await page.findByText('Are you sure, you want to close the form without inviting client?'),
    ).toBeInTheDocument();
  },
};

/** Change Status asks, then deactivates; Resend Invite goes to the pending user invited days ago. */
export const ChangeStatusAndResend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await openTab(canvasElement, 'Client Users');
    await canvas.findByText('Carla');
    await userEvent.click(within(rowOf(canvasElement, 'Carla')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Change Status/ }));
    await expect(
      await page.findByText('Are you sure, you want to deactivate Carla Jensen?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(await findToast('User has been deactivated successfully.')).toBeInTheDocument();
    await expect(lastBody('client/user_status')).toEqual({
      prospect_id: clientId,
      sso_id: '00000000-0000-4000-8000-000000000001',
      status: 0,
    });

    await userEvent.click(within(rowOf(canvasElement, 'Carla')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, 'Omar')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Resend Invite/ }));
    await expect(await findToast('Invite has been sent successfully.')).toBeInTheDocument();
    await expect(lastBody('client/resend_invite')).toEqual({
      prospect_id: clientId,
      sso_id: '00000000-0000-4000-8000-000000000002',
    });
  },
};

/** Contract documents: one file per kind; an upload replaces, a delete asks first. */
export const ContractDocuments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await openTab(canvasElement, 'Contract Documents');
    await expect(await canvas.findByText('W9 2026.pdf')).toBeInTheDocument();
    await expect(canvas.getAllByText('No Attachment')).toHaveLength(2);

    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const w9Input = inputs[0];
    if (!w9Input) throw new Error('no file input');
    await userEvent.upload(w9Input, new File(['%PDF-1.4'], 'W9 signed.pdf', { type: 'application/pdf' }));
    await expect(await findToast('File Uploaded')).toBeInTheDocument();
    await expect(await canvas.findByText('W9 signed.pdf')).toBeInTheDocument();
    await expect(canvas.queryByText('W9 2026.pdf')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete W9 signed.pdf' }));
    const question = await page.findByText('Are you sure, you want to delete?');
    const confirmation = question.closest<HTMLElement>('[role="alertdialog"], [role="dialog"]');
    if (!confirmation) throw new Error('no confirmation dialog');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Yes' }));
    await expect(await findToast('File has been deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByText('No Attachment')).toHaveLength(3));
  },
};

/** A client user reaches its own company: the breadcrumb says Profile and only its tabs show. */
export const ClientUserProfile: Story = {
  args: { user: userOf('client', { company_id: clientId }), state: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details']);
  },
};

/** Staff without the selection right, or without a client to edit, are sent back. */
export const SentBack: Story = {
  args: { user: userWithRights(['view_client_profile', 'client_profile', 'client_users']) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Elsewhere')).toBeInTheDocument();
  },
};

export const NoClientChosen: Story = {
  args: { state: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Elsewhere')).toBeInTheDocument();
  },
};
