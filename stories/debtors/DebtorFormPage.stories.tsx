import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DebtorFormPage } from '../../src/web/features/debtors/DebtorFormPage';
import { DebtorListPage } from '../../src/web/features/debtors/DebtorListPage';
import {} from '../brokers/brokerFormSteps';
import { findToast } from '../kit/findToast';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { debtorsHandlers, sampleDebtor } from './fixtures';
import { storyWaitMs } from '../storyWait';
import { pickOption } from '../kit/pickOption';

const routes: StaffRoute[] = [
  { path: '/debtormain', element: <DebtorListPage /> },
  { path: '/addnewdebtor', element: <DebtorFormPage /> },
  { path: '/editdebtor', element: <DebtorFormPage /> },
];

const server = staffScreenServer((user) => debtorsHandlers(user));
const { lastBody, callsTo } = server;
const page = within(document.body);
const northwind = { id: 1, prospect_id: 7 };

/** Fills the Profile tab as a user would: masks typed as digits, the zip picked from its lookup. */
async function fillProfile(canvasElement: HTMLElement, creditLimit: string, email = 'ap@quarry.example') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Debtor Name' }), 'Quarry & Stone 2');
  await expect(canvas.getByRole('textbox', { name: 'Debtor Name' })).toHaveValue('Quarry  Stone 2');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone No' }), '2145550400');
  await expect(canvas.getByRole('textbox', { name: 'Phone No' })).toHaveValue('214-555-0400');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Company Email' }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'FEIN' }), '127777777');
  await expect(canvas.getByRole('textbox', { name: 'FEIN' })).toHaveValue('12-7777777');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '1 Quarry Road');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Weekly Credit Limit' }), creditLimit);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Zip Code' }), '7870');
  await userEvent.click(
    await page.findByRole('menuitem', { name: '78701 – Austin, Texas' }, { timeout: storyWaitMs }),
  );
  await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
}

/** Moves to the contacts tab with Next and fills the first contact. */
async function fillFirstContact(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  const first = within(await canvas.findByLabelText('Contact 1'));
  await userEvent.type(first.getByRole('textbox', { name: 'First Name' }), 'Ada');
  await userEvent.type(first.getByRole('textbox', { name: 'Email' }), 'ada@quarry.example');
  await userEvent.type(first.getByRole('textbox', { name: 'Phone No' }), '2145550401');
}

const meta = {
  title: 'Debtors/DebtorFormPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/addnewdebtor', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty Add Debtor form says what is missing, in the spec's words, and sends nothing. */
export const AddDebtorValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add New Debtor' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Debtor Contacts' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Client Name is required',
      'Debtor Name is required',
      'Phone No is required',
      'Company Email is required',
      'FEIN is required',
      'Address is required',
      'Zip Code is required',
      'Weekly Credit Limit is required',
    ]) {
      await expect(await canvas.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company Email' }), 'not-an-email');
    await expect(await canvas.findByText('Company Email is invalid')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Zip Code' }), '787');
    await expect(await canvas.findByText('Zip Code must be at least 5 characters')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Weekly Credit Limit' }), '0.5');
    await expect(
      await canvas.findByText('Weekly Credit Limit should be greater than $0.00'),
    ).toBeInTheDocument();
    await expect(callsTo('debtor/save')).toHaveLength(0);
  },
};

/** The contacts tab waits for a client with an active credit limit. */
export const ContactsTabWaitsForClientLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Add New Debtor' });
    await pickOption(canvasElement, 'Client Name', 'Dune Startups');
    await expect(
      await canvas.findByText(
        'This client has no active credit limit, so no debtor can be added for it yet.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Debtor Contacts' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await pickOption(canvasElement, 'Client Name', 'Acme Freight Lines');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Debtor Contacts' })).toHaveAttribute('aria-disabled', 'false'),
    );
    await expect(
      await canvas.findByText('Available credit limit of the client: $370,000.00'),
    ).toBeInTheDocument();
  },
};

/** A weekly limit beyond the client's available limit is refused before saving, under Validation Failed. */
export const CreditLimitRefusal: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const client = await canvas.findByRole('button', { name: 'Client Name' });
    await waitFor(() => expect(client).toHaveTextContent('Acme Freight Lines'));
    await expect(client).toBeDisabled();
    await fillProfile(canvasElement, '370000.01');
    await fillFirstContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await findToast("Weekly Credit Limit can not exceed the client's available credit limit.");
    await expect(within(toast).getByText('Validation Failed')).toBeInTheDocument();
    await expect(callsTo('debtor/save')).toHaveLength(0);
  },
};

/** A debtor the client holds already (same email and FEIN) is refused under Validation Failed. */
export const DuplicateRefused: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillProfile(canvasElement, '5000', 'ap@lonestargrocers.example');
    await fillFirstContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await findToast('This debtor already exists for this client.');
    await expect(within(toast).getByText('Validation Failed')).toBeInTheDocument();
    await expect(callsTo('debtor/save')).toHaveLength(0);
  },
};

/** A valid new debtor is saved with its contact, dashes gone, and the list opens again. */
export const AddDebtorSaves: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every optional field shows unless Field Settings hides it.
    await expect(await canvas.findByRole('textbox', { name: 'Fax No' })).toBeInTheDocument();
    await fillProfile(canvasElement, '5000');
    await fillFirstContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Debtor has been created successfully.')).toBeInTheDocument();
    await expect(lastBody('debtor/save')).toMatchObject({
      prospect_id: 7,
      debtor_name: 'Quarry  Stone 2',
      phone: '2145550400',
      email: 'ap@quarry.example',
      fein: '127777777',
      zip: '78701',
      state: 'Texas',
      city: 'Austin',
      credit_limit: '5000.00',
      pocs: [{ first_name: 'Ada', email: 'ada@quarry.example', phone: '2145550401' }],
    });
    await expect(await canvas.findByRole('heading', { name: 'Debtors' })).toBeInTheDocument();
  },
};

/**
 * The fax switched off in Field Settings (docs/decisions/0042) is not on the form, and the debtor
 * saves without it.
 */
export const HiddenFaxIsAbsentAndSaves: Story = {
  args: { user: userOf('client') },
  parameters: {
    api: {
      'settings/fields': () => ({ body: { status: true, fields: { hidden: ['debtor_fax'] } } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Phone No' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Fax No' })).not.toBeInTheDocument());
    await fillProfile(canvasElement, '5000');
    await fillFirstContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Debtor has been created successfully.')).toBeInTheDocument();
    await expect(lastBody('debtor/save')).toMatchObject({ debtor_name: 'Quarry  Stone 2', fax: '' });
  },
};

/**
 * Editing keeps the client and the weekly limit locked; without the disclosure flag the FEIN shows
 * masked, read-only, and is not sent.
 */
export const EditLocksClientAndLimit: Story = {
  args: { user: userOf('client_advocate'), path: '/editdebtor', state: northwind },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Debtor' })).toBeInTheDocument();
    const client = await canvas.findByRole('button', { name: 'Client Name' });
    await expect(client).toHaveTextContent('Acme Freight Lines');
    await expect(client).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Weekly Credit Limit' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'FEIN' })).toHaveValue('*****2963');
    await expect(canvas.getByRole('textbox', { name: 'FEIN' })).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), ' West');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Debtor has been updated successfully.')).toBeInTheDocument();
    const body = lastBody('debtor/save') as Record<string, unknown>;
    await expect(body).toMatchObject({
      id: 1,
      prospect_id: 7,
      credit_limit: '40000.00',
      address: '1200 Commerce Street West',
    });
    await expect(body).not.toHaveProperty('fein');
    await expect(await canvas.findByRole('heading', { name: 'Debtors' })).toBeInTheDocument();
  },
};

/** At most 10 contacts (title Limit); the first has no remove button, the others do. */
export const ContactsMaxTenFirstNotRemovable: Story = {
  args: { path: '/editdebtor', state: northwind },
  parameters: {
    api: {
      'debtor/details': () => ({ body: { status: true, message: '', debtor: sampleDebtor(true, 6) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Debtor Contacts' }));
    await expect(await canvas.findByLabelText('Contact 10')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove contact 1' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Contact' }));
    const toast = await findToast('Maximum 10 contacts are allowed.');
    await expect(within(toast).getByText('Limit')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Contact 11')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 10' }));
    await expect(canvas.queryByLabelText('Contact 10')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Contact' }));
    const added = within(await canvas.findByLabelText('Contact 10'));
    await expect(added.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  },
};

/**
 * Staff invite the contacts that need it and resend an invite a day after the last; an invited
 * contact's email is locked and one who signed up is offered nothing.
 */
export const InviteAndResend: Story = {
  args: { path: '/editdebtor', state: northwind },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Debtor Contacts' }));
    const dan = within(await canvas.findByLabelText('Contact 1'));
    await expect(dan.getByText('Signed up')).toBeInTheDocument();
    await expect(dan.queryByRole('button', { name: 'Resend Invite' })).not.toBeInTheDocument();
    await expect(dan.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    const ola = within(canvas.getByLabelText('Contact 3'));
    await expect(ola.getByRole('button', { name: 'Resend Invite' })).toBeDisabled();
    const kim = within(canvas.getByLabelText('Contact 4'));
    await expect(kim.getByText('Not invited yet')).toBeInTheDocument();
    await expect(kim.getByRole('textbox', { name: 'Email' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Invite Debtor' }));
    const invited = await findToast('Invite has been sent to the contact.');
    await expect(within(invited).getByText('Invite Debtor')).toBeInTheDocument();
    await expect(lastBody('debtor/invite')).toEqual({ poc_ids: [14] });

    const priya = within(canvas.getByLabelText('Contact 2'));
    await userEvent.click(priya.getByRole('button', { name: 'Resend Invite' }));
    await expect(await findToast('Invite has been sent successfully.')).toBeInTheDocument();
    await expect(lastBody('debtor/resend_invite')).toEqual({ id: 12, email: 'priya@northwind.example' });
  },
};

/** A client user sees an existing debtor's profile disabled and no invite buttons. */
export const ClientUserEdit: Story = {
  args: { user: userOf('client'), path: '/editdebtor', state: northwind },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Debtor Name' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Debtor Contacts' }));
    await canvas.findByLabelText('Contact 1');
    await expect(canvas.queryByRole('button', { name: 'Invite Debtor' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resend Invite' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Signed up')).not.toBeInTheDocument();
  },
};

/** Cancel on a changed form asks first; No stays, Yes goes back to the list. */
export const CancelAsksWhenDirty: Story = {
  args: { path: '/editdebtor', state: northwind },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Address' }), ' West');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(
      await page.findByText('Are you sure, you want to close the form without saving the changes?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(canvas.getByRole('heading', { name: 'Edit Debtor' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByRole('heading', { name: 'Debtors' })).toBeInTheDocument();
    await expect(callsTo('debtor/save')).toHaveLength(0);
  },
};
