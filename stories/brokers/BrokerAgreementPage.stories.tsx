import { Classes } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BrokerAgreementPage } from '../../src/web/features/brokers/BrokerAgreementPage';
import { BrokerDetailsPage } from '../../src/web/features/brokers/BrokerDetailsPage';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { brokerIds, brokersHandlers, sampleBrokers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/brokerdetails', element: <BrokerDetailsPage /> },
  { path: '/terms&conditions', element: <BrokerAgreementPage /> },
];

const server = staffScreenServer((user) =>
  brokersHandlers(sampleBrokers(), user.sensitive_information_disclosure),
);
const { lastBody } = server;

/** The agreement itself (the top bar may show the same names). */
async function agreementOf(canvasElement: HTMLElement) {
  const heading = await within(canvasElement).findByRole('heading', { name: 'Referral Partner' });
  const card = heading.closest<HTMLElement>(`.${Classes.CARD}`);
  if (!card) throw new Error('the agreement is not in a card');
  return within(card);
}

const meta = {
  title: 'Brokers/BrokerAgreementPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/brokerdetails', state: { id: brokerIds.rita }, routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * From the broker, the agreement's link opens the read-only referral agreement: the partner's
 * details, then 18 numbered clauses with the spec's notice periods; the icon leads back.
 */
export const StaffReadsTheAgreement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'View Referral Agreement' }));
    await expect(await canvas.findByRole('heading', { name: 'Referral Agreement' })).toBeInTheDocument();
    await expect(lastBody('broker/details')).toEqual({ id: brokerIds.rita });
    const agreement = await agreementOf(canvasElement);
    await expect(agreement.getByText('Rita Mora')).toBeInTheDocument();
    await expect(agreement.getByText('1 Market Street, Austin, Texas 78701')).toBeInTheDocument();
    await expect(agreement.getByText('123-45-6789')).toBeInTheDocument();
    await expect(agreement.getByText('01/15/2026')).toBeInTheDocument();
    await expect(agreement.getByText('2.50%')).toBeInTheDocument();

    const clauses = within(canvas.getByRole('list', { name: 'Referral Agreement' })).getAllByRole('listitem');
    await expect(clauses).toHaveLength(18);
    await expect(
      canvas.getByText(/giving the other 15 days' written notice of termination/),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/written notice of the dispute, describing it, within 15 days/),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/for 12 months after it ends, the Partner shall not solicit/),
    ).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Back to the broker' }));
    await expect(await canvas.findByRole('heading', { name: 'Edit Broker' })).toBeInTheDocument();
    await expect(await canvas.findByDisplayValue('Rita')).toBeInTheDocument();
  },
};

/** A signed-in broker reads its own agreement, its tax ID masked, with no way into the broker screens. */
export const BrokerReadsItsOwn: Story = {
  args: { user: userOf('broker'), path: '/terms&conditions', state: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agreement = await agreementOf(canvasElement);
    await expect(agreement.getByText('Ben Carter')).toBeInTheDocument();
    await expect(lastBody('broker/details')).toEqual({ id: brokerIds.ben });
    await expect(agreement.getByText('*****4321')).toBeInTheDocument();
    await expect(agreement.getByText('3.00%')).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: 'Referral Agreement' })).getAllByRole('listitem'),
    ).toHaveLength(18);
    await expect(canvas.queryByRole('button', { name: 'Back to the broker' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Brokers' })).not.toBeInTheDocument();
  },
};

/** Before the agreement is sent its date and commission are blank, and the page says so. */
export const NotSentYet: Story = {
  args: { user: userOf('broker'), path: '/terms&conditions', state: undefined },
  parameters: {
    api: brokersHandlers(
      sampleBrokers().map((row) =>
        row.id === brokerIds.ben ? { ...row, agreement_date: null, broker_commission: null } : row,
      ),
      false,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No agreement has been sent to this broker yet.'),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText('—')).toHaveLength(2);
  },
};
