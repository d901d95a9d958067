import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddProspectPage } from '../../src/web/features/application/AddProspectPage';
import { editProspectState } from '../../src/web/features/application/navigationState';
import { findToast } from '../kit/findToast';
import { checklistHandlers } from '../prospect-documents/fakeChecklist';
import { userOf, userWithRights } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { fakeApplicationServer } from './fakeApplicationServer';
import { harborFreight, prospectId } from './fixtures';
import { expectProgress, findStep, saveAndNext, type } from './wizardPlay';

const routes: StaffRoute[] = [
  { path: '/addprospect', element: <AddProspectPage /> },
  { path: '/prospectindex', element: <h1>Prospects list</h1> },
];

/** The stored prospect, filled through step 5; the fake server masks it for a user without the flag. */
const server = staffScreenServer((user) => ({
  ...fakeApplicationServer([harborFreight(prospectId, 5, false)], {
    staff: true,
    sensitive: user.sensitive_information_disclosure,
  }).handlers,
  ...checklistHandlers([]),
}));
const bodiesTo = (path: string) => server.callsTo(path).map((call) => call.body);

/** A client advocate: prospect rights without sensitive_information_disclosure, on behalf of company 3. */
const advocate = userOf('client_advocate', { company_id: 3 });

const meta = {
  title: 'Prospect Application/Add Prospect (staff)',
  component: StaffScreen,
  args: { user: advocate, path: '/addprospect', state: editProspectState(prospectId), routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Edit mode without the disclosure flag: the ring shows 100, the stored FEIN and SSN show masked
 * and disabled, a clean step moves on without saving, and a changed one saves with company_id.
 */
export const EditWithMaskedFein: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Prospect' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Prospects' })).toHaveAttribute('href', '/prospectindex');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toBeInTheDocument();

    const business = await findStep(canvasElement, 'Business Information');
    await expectProgress(canvasElement, 100);
    const fein = business.getByRole('textbox', { name: 'FEIN' });
    await expect(fein).toHaveValue('*****6789');
    await expect(fein).toBeDisabled();
    await expect(business.getByRole('textbox', { name: 'Business Name' })).toHaveValue(
      'Harbor Freight Lines',
    );
    await saveAndNext(business);

    const owners = await findStep(canvasElement, 'Business Owners');
    await expectProgress(canvasElement, 100);
    await expect(bodiesTo('prospect/save-application')).toHaveLength(0);
    const owner = within(owners.getByRole('group', { name: 'Owner 1' }));
    await expect(owner.getByRole('textbox', { name: 'SSN' })).toHaveValue('*****6789');
    await expect(owner.getByRole('textbox', { name: 'SSN' })).toBeDisabled();
    await type(owner, 'Full Name', ' Jr');
    await saveAndNext(owners);

    await findStep(canvasElement, 'Financial Information');
    const [saved] = bodiesTo('prospect/save-application');
    await expect(saved).toMatchObject({
      step: 2,
      id: prospectId,
      company_id: 3,
      owners: [{ id: 31, name: 'Dana Cole Jr', percent_owned: '60.00' }],
    });
    // The locked SSN is not sent: the server keeps the stored one.
    await expect((saved as { owners: object[] }).owners[0]).not.toHaveProperty('ssn');
  },
};

/** With the disclosure flag the stored FEIN shows in clear and can be changed. */
export const EditWithTheFlag: Story = {
  args: { user: userOf('admin') },
  play: async ({ canvasElement }) => {
    const business = await findStep(canvasElement, 'Business Information');
    const fein = business.getByRole('textbox', { name: 'FEIN' });
    await expect(fein).toHaveValue('12-3456789');
    await expect(fein).toBeEnabled();
  },
};

/** Staff step through a stored application to Submit: 'Request received…' and back to the list. */
export const SubmitOnBehalf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of [
      'Business Information',
      'Business Owners',
      'Financial Information',
      'Supplier Information',
      'Landlord Information',
    ]) {
      await saveAndNext(await findStep(canvasElement, title));
    }
    const documents = await findStep(canvasElement, 'Documents Checklist');
    await userEvent.click(documents.getByRole('button', { name: 'Submit' }));
    await expect(
      await findToast('Request received. Our representative will contact you shortly.'),
    ).toHaveTextContent('Submission Success');
    await expect(await canvas.findByRole('heading', { name: 'Prospects list' })).toBeInTheDocument();
    await expect(bodiesTo('prospect/save-application')).toEqual([
      { step: 6, id: prospectId, company_id: 3, application_completely_filled: true },
    ]);
  },
};

/** Cancel on a changed step asks first; staff leaving never discards anything. */
export const CancelAsksWhenChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const business = await findStep(canvasElement, 'Business Information');
    await type(business, 'Business Name', ' Inc');
    await userEvent.click(business.getByRole('button', { name: 'Cancel' }));
    await expect(
      await page.findByText('Are you sure, you want to close the form without saving the changes?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(business.getByRole('textbox', { name: 'Business Name' })).toHaveValue(
      'Harbor Freight Lines Inc',
    );
    await userEvent.click(business.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByRole('heading', { name: 'Prospects list' })).toBeInTheDocument();
    await expect(server.callsTo('prospect/discard_draft')).toHaveLength(0);
  },
};

/** Tabs show by rights: Business Name Search alone shows its not-available notice and no Profile. */
export const TabsByRights: Story = {
  args: { user: userWithRights(['view_prospects', 'business_verification']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Business Name Search' })).toBeInTheDocument();
    await expect(canvas.queryByRole('tab', { name: 'Profile' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('form', { name: 'Business Name Search' })).toBeInTheDocument();
    await expect(server.callsTo('prospect/fetch/id')).toHaveLength(0);
  },
};

/** Without any tab's right the page sends the user back to the list. */
export const NoTabRightGoesBack: Story = {
  args: { user: userWithRights(['view_prospects']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Prospects list' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('tab')).not.toBeInTheDocument());
  },
};

/** Adding: a new application at step 1 with the ring at 17 and the title 'Add New Prospect'. */
export const AddNew: Story = {
  args: { state: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add New Prospect' })).toBeInTheDocument();
    const business = await findStep(canvasElement, 'Business Information');
    await expectProgress(canvasElement, 17);
    await expect(business.getByRole('textbox', { name: 'FEIN' })).toBeEnabled();
  },
};
