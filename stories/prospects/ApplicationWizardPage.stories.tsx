import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProspectApplication } from '../../src/shared/contract/prospects';
import { wizardClasses } from '../../src/web/features/application/wizardClasses';
import { findToast } from '../kit/findToast';
import { checklistHandlers } from '../prospect-documents/fakeChecklist';
import type { FakeApi, FakeHandler } from '../shell/fakeApi';
import { installFakeServer } from '../users/fakeServer';
import { fakeApplicationServer, knownReferralCode } from './fakeApplicationServer';
import { draftToken, harborFreight } from './fixtures';
import { PublicWizardStory } from './PublicWizardStory';
import {
  expectProgress,
  fillBusinessInformation,
  fillFinancialInformation,
  fillOwner,
  findStep,
  saveAndNext,
} from './wizardPlay';
import { pickOption } from '../kit/pickOption';

interface WizardStoryArgs {
  address: string;
  /** The drafts the fake server holds when the story starts. */
  drafts: readonly ProspectApplication[];
}

function WizardStory({ address }: WizardStoryArgs) {
  return <PublicWizardStory address={address} />;
}

let server: FakeApi | undefined;
const callsTo = (path: string) => server?.callsTo(path) ?? [];
const bodiesTo = (path: string) => callsTo(path).map((call) => call.body);

const meta = {
  title: 'Prospect Application/Application Wizard (public)',
  component: WizardStory,
  parameters: { layout: 'fullscreen' },
  args: { address: '/registernow', drafts: [] },
  beforeEach: ({ args, parameters }) => {
    const overrides = (parameters as { api?: Record<string, FakeHandler> }).api;
    const application = fakeApplicationServer(args.drafts);
    server = installFakeServer({ ...application.handlers, ...checklistHandlers([]), ...overrides });
    return () => server?.restore();
  },
} satisfies Meta<typeof WizardStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Address' });

/** A new application from step 1 to Submit: each step saved, the draft in the address, then /login. */
export const HappyPathToSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectProgress(canvasElement, 17);

    const business = await findStep(canvasElement, 'Business Information');
    await fillBusinessInformation(business);
    await saveAndNext(business);

    const owners = await findStep(canvasElement, 'Business Owners');
    await expectProgress(canvasElement, 34);
    await expect(bodiesTo('prospect/save-application')[0]).toMatchObject({
      step: 1,
      company_business_name: 'Harbor',
      poc_email: 'dana@harbor.co',
      company_phone: '5552013344',
      company_fein: '123456789',
      company_date_established: '2015-04-01',
      company_zip: '78701',
      company_state: 'Texas',
      company_city: 'Austin',
      company_legal_status: '4',
      company_company_taxes_past_due_status: false,
      company_taxes_past_due_type: '',
    });
    await expect(bodiesTo('prospect/save-application')[0]).not.toHaveProperty('id');
    // A reload or the mailed link resumes the draft now.
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/registernow?id=${draftToken}`));

    await fillOwner(within(owners.getByRole('group', { name: 'Owner 1' })), 'Dana Cole', '100');
    await expect(owners.getByText('Avaiable Percentage is 0')).toBeInTheDocument();
    await saveAndNext(owners);

    const financial = await findStep(canvasElement, 'Financial Information');
    await expectProgress(canvasElement, 50);
    await expect(bodiesTo('prospect/save-application')[1]).toMatchObject({
      step: 2,
      id: draftToken,
      owners: [{ name: 'Dana Cole', percent_owned: '100', ssn: '123456789', house_owned: true }],
    });
    await fillFinancialInformation(financial);
    await pickOption(financial, 'Factored Before', 'No');
    await expect(financial.getByRole('textbox', { name: 'Factoring Company Name' })).toBeDisabled();
    await saveAndNext(financial);

    // Nothing typed on the suppliers step: it moves on without saving.
    const suppliers = await findStep(canvasElement, 'Supplier Information');
    await expectProgress(canvasElement, 67);
    await saveAndNext(suppliers);
    const landlord = await findStep(canvasElement, 'Landlord Information');
    await expectProgress(canvasElement, 83);
    await expect(callsTo('prospect/save-application')).toHaveLength(3);

    await pickOption(landlord, 'Currently Leasing Office', 'No');
    await expect(landlord.getByRole('textbox', { name: 'Landlord Name' })).toBeDisabled();
    await saveAndNext(landlord);

    const documents = await findStep(canvasElement, 'Documents Checklist');
    await expectProgress(canvasElement, 100);
    await userEvent.click(documents.getByRole('button', { name: 'Submit' }));

    await expect(await findToast('Your application has been submitted successfully!')).toHaveTextContent(
      'Application Submission',
    );
    await expect(await canvas.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await expect(bodiesTo('prospect/save-application').at(-1)).toEqual({
      step: 6,
      id: draftToken,
      application_completely_filled: true,
    });
  },
};

/**
 * The DBA switched off in Field Settings (docs/decisions/0042) is not on step 1, which still saves;
 * with no settings it shows.
 */
export const HiddenDbaIsAbsentAndSaves: Story = {
  parameters: {
    api: {
      'settings/fields': () => ({ body: { status: true, fields: { hidden: ['client_dba'] } } }),
    },
  },
  play: async ({ canvasElement }) => {
    const business = await findStep(canvasElement, 'Business Information');
    await waitFor(() => expect(business.queryByRole('textbox', { name: 'DBA' })).not.toBeInTheDocument());
    await fillBusinessInformation(business);
    await saveAndNext(business);
    await findStep(canvasElement, 'Business Owners');
    await expect(bodiesTo('prospect/save-application')[0]).toMatchObject({
      step: 1,
      company_business_name: 'Harbor',
      doing_business_as: '',
    });
  },
};

/** The empty step 1 shows each required field's message and saves nothing. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const business = await findStep(canvasElement, 'Business Information');
    await expect(business.getByRole('textbox', { name: 'DBA' })).toBeInTheDocument();
    await saveAndNext(business);
    for (const message of [
      'Business Name is required',
      'Contact Name is required',
      'Contact Email is required',
      'Phone No is required',
      'FEIN is required',
      'Zip Code is required',
      'Legal Status is required',
      'Taxes Past Due is required',
    ]) {
      await expect(business.getByText(message)).toBeInTheDocument();
    }
    await expect(callsTo('prospect/save-application')).toHaveLength(0);
  },
};

/** A draft link resumes at the stored step + 1: a draft saved through step 3 opens Supplier Information. */
export const ResumesADraft: Story = {
  args: { address: `/registernow?id=${draftToken}`, drafts: [harborFreight(draftToken, 3, false)] },
  play: async ({ canvasElement }) => {
    await findStep(canvasElement, 'Supplier Information');
    await expectProgress(canvasElement, 67);
    await expect(bodiesTo('prospect/fetch_draft')[0]).toEqual({ id: draftToken });

    // Going back shows the stored account number masked and locked to the applicant.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous' }));
    const financial = await findStep(canvasElement, 'Financial Information');
    await expect(financial.getByRole('textbox', { name: 'Account No' })).toHaveValue('******5678');
    await expect(financial.getByRole('textbox', { name: 'Account No' })).toBeDisabled();
    await expect(financial.getByRole('textbox', { name: 'Bank Name' })).toHaveValue('First Bank');
  },
};

/** A link to an application already submitted: nothing more to fill in, and a way back to sign in. */
export const AlreadySubmitted: Story = {
  args: {
    address: `/registernow?id=${draftToken}`,
    drafts: [{ ...harborFreight(draftToken, 6, false), application_completely_filled: true }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/This application has already been submitted and can no longer be changed\./),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to login' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  },
};

/** A draft token the server does not know: 'Error' with its message, and a new application at step 1. */
export const UnknownDraftStartsAfresh: Story = {
  args: { address: `/registernow?id=${'z'.repeat(32)}` },
  play: async ({ canvasElement }) => {
    await expect(await findToast('Record not found.')).toHaveTextContent('Error');
    await findStep(canvasElement, 'Business Information');
    await expectProgress(canvasElement, 17);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/registernow$/));
  },
};

/** Owners adding up to more than 100 %: 'Exceeding Percentage is X' and the step is not saved. */
export const OwnershipOver100: Story = {
  args: { address: `/registernow?id=${draftToken}`, drafts: [harborFreight(draftToken, 1, false)] },
  play: async ({ canvasElement }) => {
    const owners = await findStep(canvasElement, 'Business Owners');
    await fillOwner(within(owners.getByRole('group', { name: 'Owner 1' })), 'Dana Cole', '60');
    await expect(owners.getByText('Avaiable Percentage is 40')).toBeInTheDocument();
    await userEvent.click(owners.getByRole('button', { name: 'Add Owner' }));
    await fillOwner(within(owners.getByRole('group', { name: 'Owner 2' })), 'Lee Park', '41');
    await expect(owners.getByText('Exceeding Percentage is 1').closest('[role="alert"]')).not.toBeNull();

    await saveAndNext(owners);
    await expect(callsTo('prospect/save-application')).toHaveLength(0);
    await expect(within(canvasElement).getByRole('form', { name: 'Business Owners' })).toBeInTheDocument();
  },
};

/** Five owners at most ('Maximum 5 alloweds.'), and the first owner cannot be removed. */
export const AtMostFiveOwners: Story = {
  args: { address: `/registernow?id=${draftToken}`, drafts: [harborFreight(draftToken, 1, false)] },
  play: async ({ canvasElement }) => {
    const owners = await findStep(canvasElement, 'Business Owners');
    await expect(owners.queryByRole('button', { name: 'Remove owner 1' })).not.toBeInTheDocument();
    for (let added = 1; added < 5; added += 1) {
      await userEvent.click(owners.getByRole('button', { name: 'Add Owner' }));
    }
    await expect(owners.getByRole('group', { name: 'Owner 5' })).toBeInTheDocument();
    await userEvent.click(owners.getByRole('button', { name: 'Add Owner' }));
    await expect(await findToast('Maximum 5 alloweds.')).toHaveTextContent('Limit');
    await expect(owners.queryByRole('group', { name: 'Owner 6' })).not.toBeInTheDocument();
    await userEvent.click(owners.getByRole('button', { name: 'Remove owner 5' }));
    await expect(owners.queryByRole('group', { name: 'Owner 5' })).not.toBeInTheDocument();
  },
};

/** Removing a stored owner asks first, then removes it on the server. */
export const RemovesAStoredOwner: Story = {
  args: {
    address: `/registernow?id=${draftToken}`,
    drafts: [
      (() => {
        const draft = harborFreight(draftToken, 2, false);
        const [first] = draft.owners;
        if (first) draft.owners = [first, { ...first, id: 32, name: 'Lee Park', percent_owned: '40.00' }];
        return draft;
      })(),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await findStep(canvasElement, 'Financial Information');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous' }));
    const owners = await findStep(canvasElement, 'Business Owners');
    await userEvent.click(owners.getByRole('button', { name: 'Remove owner 2' }));
    await expect(await page.findByText('Are you sure, you want to delete?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(await findToast('owner has been deleted successfully.')).toBeInTheDocument();
    await expect(bodiesTo('prospect/owner/delete')).toEqual([{ id: [32], prospect_id: draftToken }]);
    await expect(owners.queryByRole('group', { name: 'Owner 2' })).not.toBeInTheDocument();
  },
};

/** The documents step: a file the server refuses shows its message and is not listed. */
export const RefusedUpload: Story = {
  args: { address: `/registernow?id=${draftToken}`, drafts: [harborFreight(draftToken, 5, false)] },
  parameters: {
    api: {
      'prospect/attachment/save': () => ({
        status: 400,
        body: { status: false, message: 'File type exe is not allowed.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const documents = await findStep(canvasElement, 'Documents Checklist');
    const input = await documents.findByLabelText('Owner ID', { selector: 'input' });
    await userEvent.upload(input, new File([new Uint8Array(1024)], 'passport.pdf'));
    await expect(await findToast('File type exe is not allowed.')).toBeInTheDocument();
    await expect(documents.queryByText('passport.pdf')).not.toBeInTheDocument();
    await expect(documents.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Leaving a new draft at step 5 or lower asks, then discards the draft on the server. */
export const LeavingDiscardsTheDraft: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const business = await findStep(canvasElement, 'Business Information');
    await fillBusinessInformation(business);
    await saveAndNext(business);
    const owners = await findStep(canvasElement, 'Business Owners');

    await userEvent.click(owners.getByRole('button', { name: 'Cancel' }));
    await expect(
      await page.findByText('Are you sure, you want to close the form without saving the changes?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(owners.getByRole('group', { name: 'Owner 1' })).toBeInTheDocument();
    await expect(callsTo('prospect/discard_draft')).toHaveLength(0);

    await userEvent.click(owners.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await expect(bodiesTo('prospect/discard_draft')).toEqual([{ id: draftToken }]);
  },
};

/** On the front-line route a broker's Invite Client link brings the referral code: filled in, checked and locked. */
export const InvitedByABroker: Story = {
  args: { address: `/frontlineregisternow?referral=${knownReferralCode}` },
  play: async ({ canvasElement }) => {
    const business = await findStep(canvasElement, 'Business Information');
    const code = business.getByRole('textbox', { name: 'Referral Code' });
    await expect(code).toHaveValue(knownReferralCode);
    await waitFor(() => expect(code).toBeDisabled());
    await expect(await business.findByText('Referral code verified.')).toBeInTheDocument();
    await expect(bodiesTo('broker/fetch_referral_code')).toEqual([{ code: knownReferralCode }]);
    // The same flow in the front-line colours.
    await expect(canvasElement.querySelector(`.${wizardClasses.frontline}`)).not.toBeNull();
  },
};

/** A typed code the brokers do not know shows the server's answer and stays open. */
export const UnknownReferralCode: Story = {
  play: async ({ canvasElement }) => {
    const business = await findStep(canvasElement, 'Business Information');
    const code = business.getByRole('textbox', { name: 'Referral Code' });
    await userEvent.type(code, 'NOPE12');
    await expect(callsTo('broker/fetch_referral_code')).toHaveLength(0);
    await userEvent.type(code, '3');
    await expect(await business.findByText('Invalid referral code.')).toBeInTheDocument();
    await expect(code).toBeEnabled();
  },
};
