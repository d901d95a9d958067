import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VerificationCodePage } from '../../src/web/features/auth/VerificationCodePage';
import { installFakeApi } from '../shell/fakeApi';
import { StoryApp } from '../shell/StoryApp';

interface VerificationStoryProps {
  /** Seconds the server says are left on the code. */
  seconds: number;
}

function VerificationStory(_props: VerificationStoryProps) {
  return (
    <StoryApp
      path="/verificatiocode"
      state={{ email: 'ana@example.com' }}
      element={<VerificationCodePage />}
    />
  );
}

const meta = {
  title: 'Auth/Verification Code',
  component: VerificationStory,
  parameters: { layout: 'fullscreen' },
  args: { seconds: 90 },
  beforeEach: ({ args }) => {
    const api = installFakeApi({
      'settings/public': () => ({ body: { status: true, input_guards: false } }),
      'user/check_time_expiry': () => ({ body: { status: true, seconds: args.seconds, message: 'ok' } }),
      'user/resend_code': () => ({ body: { status: true, message: 'A new code has been sent.' } }),
      'user/verify_code': (body) =>
        (body as { code?: string }).code === 'ABC123'
          ? { body: { status: true, token: 'b'.repeat(32), message: 'Verified.' } }
          : { status: 400, body: { status: false, message: 'The code is not valid.' } },
    });
    return () => api.restore();
  },
} satisfies Meta<typeof VerificationStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submit stays disabled until all six boxes hold a character; typing moves along the boxes. */
export const SubmitNeedsSix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(await canvas.findByText(/Resend available in 01:(2|3)\d/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    const boxes = canvas.getAllByLabelText(/Verification Code character/);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('ABC12');
    await expect(submit).toBeDisabled();
    await userEvent.keyboard('3');
    await expect(submit).toBeEnabled();
  },
};

/** A wrong code shows the server's message. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByLabelText(/Verification Code character/))[0]!);
    await userEvent.keyboard('ZZZ999');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('The code is not valid.')).toBeInTheDocument();
  },
};

/** A spent countdown: Resend Code is on at once. */
export const ResendAvailable: Story = {
  args: { seconds: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend Code' })).toBeEnabled());
  },
};
