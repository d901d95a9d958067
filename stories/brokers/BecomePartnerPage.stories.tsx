import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { brokerEndpoints } from '../../src/shared/contract/brokers';
import { BecomePartnerPage } from '../../src/web/features/brokers/BecomePartnerPage';
import { findToast } from '../kit/findToast';
import { installFakeServer, answering } from '../users/fakeServer';
import { lookupHandlers } from '../users/fixtures';
import { StoryApp } from '../shell/StoryApp';
import type { FakeApi, FakeHandler } from '../shell/fakeApi';
import { brokerRequiredMessages, fillBrokerForm, filledBrokerBody } from './brokerFormSteps';
import { storyWaitMs } from '../storyWait';

interface PartnerStoryProps {
  /** How the server answers broker/signup. */
  signup: FakeHandler;
}

function PartnerStory(_props: PartnerStoryProps) {
  return <StoryApp path="/becomepartner" element={<BecomePartnerPage />} />;
}

const signedUp = answering(brokerEndpoints.signup, () => ({
  body: {
    status: true,
    message: 'Thank you for signing up. We will review your application and get back to you.',
  },
}));

let server: FakeApi | undefined;

const meta = {
  title: 'Brokers/BecomePartnerPage',
  component: PartnerStory,
  parameters: { layout: 'fullscreen' },
  args: { signup: signedUp },
  beforeEach: ({ args }) => {
    server = installFakeServer({
      'settings/public': () => ({ body: { status: true, input_guards: false } }),
      ...lookupHandlers(),
      'broker/signup': args.signup,
    });
    return () => server?.restore();
  },
} satisfies Meta<typeof PartnerStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page as a visitor finds it: the way back, the heading, the form without status, the notice. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Signup here to become a referral partner' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('FactorDesk')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  },
};

/** Submit on the empty form shows every required field's message and sends nothing. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    for (const message of brokerRequiredMessages) await expect(canvas.getByText(message)).toBeInTheDocument();
    await expect(server?.callsTo('broker/signup')).toHaveLength(0);
  },
};

/** A filled form goes to broker/signup with dashes stripped; the visitor is thanked and returned to sign-in. */
export const SignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBrokerForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByTestId('landed', {}, { timeout: storyWaitMs })).toBeInTheDocument();
    await expect(
      await findToast('Thank you for signing up. We will review your application and get back to you.'),
    ).toBeInTheDocument();
    await expect(server?.callsTo('broker/signup').at(-1)?.body).toEqual(filledBrokerBody);
  },
};

/** A refused signup keeps the visitor on the form with the server's words. */
export const Refused: Story = {
  args: {
    signup: () => ({ status: 400, body: { status: false, message: 'Invalid Email' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBrokerForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: storyWaitMs })).toHaveTextContent(
      'Invalid Email',
    );
    await expect(canvas.queryByTestId('landed')).not.toBeInTheDocument();
  },
};
