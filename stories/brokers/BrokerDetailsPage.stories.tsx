import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BrokerDetailsPage } from '../../src/web/features/brokers/BrokerDetailsPage';
import { BrokerListPage } from '../../src/web/features/brokers/BrokerListPage';
import { findToast } from '../kit/findToast';
import { userOf, userWithRights } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { brokerRequiredMessages, fillBrokerForm, filledBrokerBody } from './brokerFormSteps';
import { brokerIds, brokersHandlers, sampleBrokers } from './fixtures';
import { selectTrigger } from '../kit/selectTrigger';
import { storyWaitMs } from '../storyWait';

const routes: StaffRoute[] = [
  { path: '/brokers', element: <BrokerListPage /> },
  { path: '/brokerdetails', element: <BrokerDetailsPage /> },
];

const server = staffScreenServer((user) =>
  brokersHandlers(sampleBrokers(), user.sensitive_information_disclosure),
);
const { lastBody } = server;
const page = within(document.body);

/** The choices of the select labelled `label`. */
async function choicesOf(canvasElement: HTMLElement, label: string): Promise<(string | null)[]> {
  await userEvent.click(selectTrigger(within(canvasElement), label));
  const list = await page.findByRole('listbox');
  const shown = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return shown;
}

const meta = {
  title: 'Brokers/BrokerDetailsPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/brokerdetails', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Save on an empty Add New Broker form shows each required field's message and sends nothing. */
export const AddBrokerRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add New Broker' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Brokers' })).toHaveAttribute('href', '/brokers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of brokerRequiredMessages) await expect(canvas.getByText(message)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rosa@');
    await expect(canvas.getByText('Invalid Email')).toBeInTheDocument();
    await expect(server.callsTo('broker/save')).toHaveLength(0);
  },
};

/** A filled form is saved Pending with dashes stripped, the zip's state and city, and the list returns. */
export const AddBroker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBrokerForm(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Saved, the page returns to the list, where the newest broker comes first.
    await expect(await canvas.findByText('Rosa Diaz-Lee', {}, { timeout: storyWaitMs })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Brokers' })).toBeInTheDocument();
    await expect(await findToast('broker has been created successfully.')).toBeInTheDocument();
    await expect(lastBody('broker/save')).toEqual({ ...filledBrokerBody, status: 1 });
  },
};

/**
 * An Approved broker: the status offers only Inactive, the referral code shows, the agreement's
 * link is there, and Resend Invite (last invite three days ago, no password) sends one and then
 * waits a day.
 */
export const EditApprovedBroker: Story = {
  args: { state: { id: brokerIds.rita } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Broker' })).toBeInTheDocument();
    await expect(await canvas.findByDisplayValue('Rita')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Tax ID/SSN' })).toHaveValue('123-45-6789');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Approved');
    await expect(await choicesOf(canvasElement, 'Status')).toEqual(['Inactive']);
    await expect(canvas.getByText('RITA123')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View Referral Agreement' })).toHaveAttribute(
      'href',
      '/terms&conditions?id=1',
    );
    await expect(canvas.getByRole('button', { name: 'Send Agreement' })).toBeEnabled();

    const resend = canvas.getByRole('button', { name: 'Resend Invite' });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(await findToast('Invite has been sent successfully.')).toBeInTheDocument();
    await expect(lastBody('broker/resend_invite')).toEqual({ id: brokerIds.rita });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend Invite' })).toBeDisabled());
  },
};

/** Never invited: Invite Broker, which then reads Resend Invite and waits a day. No agreement yet: no link. */
export const InviteBroker: Story = {
  args: { state: { id: brokerIds.lea } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Lea');
    await expect(canvas.queryByRole('link', { name: 'View Referral Agreement' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Broker' }));
    await expect(await findToast('Invite has been sent successfully.')).toBeInTheDocument();
    await expect(lastBody('broker/invite')).toEqual({ id: brokerIds.lea });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend Invite' })).toBeDisabled());
  },
};

/** Invited an hour ago: Resend Invite waits, and says why. */
export const ResendTooSoon: Story = {
  args: { state: { id: brokerIds.ivo } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Ivo');
    await expect(canvas.getByRole('button', { name: 'Resend Invite' })).toBeDisabled();
    await expect(
      canvas.getByText(/An invite can be sent again one day after the last one\./),
    ).toBeInTheDocument();
  },
};

/** A broker who has set a password is not invited again. */
export const PasswordAlreadySet: Story = {
  args: { state: { id: brokerIds.zoe } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Zoe');
    await expect(canvas.getByRole('button', { name: 'Resend Invite' })).toBeDisabled();
    await expect(canvas.getByText('The broker has set a password and can sign in.')).toBeInTheDocument();
  },
};

/** A pending broker awaits approval: every status is offered and there is no agreement or invite yet. */
export const PendingBroker: Story = {
  args: { state: { id: brokerIds.omar } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Omar');
    await expect(canvas.getByText('Awaiting for Approval')).toBeInTheDocument();
    await expect(await choicesOf(canvasElement, 'Status')).toEqual([
      'Rejected',
      'Pending',
      'Approved',
      'Inactive',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Send Agreement' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Invite Broker' })).not.toBeInTheDocument();
  },
};

/** Send Agreement from the broker refuses a commission of 0, then shows the agreement's date and link. */
export const SendAgreementFromBroker: Story = {
  args: { state: { id: brokerIds.lea } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Lea');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Agreement' }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Agreement Date/), '12/01/2026');
    await userEvent.tab();
    await userEvent.type(dialog.getByRole('textbox', { name: /Broker Commission/ }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(
      await dialog.findByText('Broker Commission percentage should be greater than 0'),
    ).toBeInTheDocument();
    await expect(server.callsTo('broker/agreement/email')).toHaveLength(0);
    await userEvent.clear(dialog.getByRole('textbox', { name: /Broker Commission/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Broker Commission/ }), '1.75');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await findToast('Agreement Sent')).toBeInTheDocument();
    await expect(lastBody('broker/agreement/email')).toEqual({
      id: brokerIds.lea,
      agreement_date: '2026-12-01',
      broker_commission: '1.75',
    });
    await expect(
      await canvas.findByText(/Agreement dated 12\/01\/2026 with a commission of 1\.75%\./),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View Referral Agreement' })).toBeInTheDocument();
  },
};

/** Without the disclosure flag the tax ID/SSN is disabled and the license number read-only; a save leaves both alone. */
export const WithoutDisclosureFlag: Story = {
  args: {
    user: userOf('adminnew', { sensitive_information_disclosure: false }),
    state: { id: brokerIds.rita },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = await canvas.findByDisplayValue('Rita');
    await expect(canvas.getByRole('textbox', { name: 'Tax ID/SSN' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Tax ID/SSN' })).toHaveValue('*****6789');
    await expect(canvas.getByRole('textbox', { name: 'License No' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'License No' })).toHaveValue('**7788');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Rita-Ann');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('broker has been updated successfully.')).toBeInTheDocument();
    const body = lastBody('broker/save') as Record<string, unknown>;
    await expect(body).toMatchObject({ id: brokerIds.rita, first_name: 'Rita-Ann', status: 2 });
    await expect(body).not.toHaveProperty('ssn');
    await expect(body).not.toHaveProperty('license_number');
  },
};

/** Leaving a changed form asks first; No stays, Yes goes back to the list. */
export const CancelAsksFirst: Story = {
  args: { state: { id: brokerIds.omar } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByDisplayValue('Omar'), 'i');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(
      await page.findByText('Are you sure, you want to close the form without saving the changes?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Omari');
    await userEvent.click(canvas.getByRole('link', { name: 'Brokers' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByRole('heading', { name: 'Brokers' })).toBeInTheDocument();
  },
};

/** Adding needs add_new_broker: without it the page sends the user back to the list. */
export const AddWithoutRightGoesBack: Story = {
  args: { user: userWithRights(['view_brokers', 'broker_selection']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Brokers' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Add New Broker' })).not.toBeInTheDocument();
  },
};

/** Opening a broker without add_new_broker shows it read-only, status included. */
export const ReadOnlyWithoutAddRight: Story = {
  args: { user: userWithRights(['view_brokers', 'broker_selection']), state: { id: brokerIds.rita } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Rita')).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resend Invite' })).not.toBeInTheDocument();
  },
};
