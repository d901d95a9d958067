import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SignInPage } from '../../src/web/features/auth/SignInPage';
import { installFakeApi } from '../shell/fakeApi';
import type { FakeHandler } from '../shell/fakeApi';
import { shellHandlers, userOf } from '../shell/fixtures';
import { StoryApp } from '../shell/StoryApp';

interface SignInStoryProps {
  /** How the fake server answers `login`. */
  login: FakeHandler;
}

function SignInStory(_props: SignInStoryProps) {
  return <StoryApp path="/login" element={<SignInPage />} />;
}

const refusedLogin: FakeHandler = () => ({
  status: 401,
  body: { status: false, message: 'Invalid credentials.' },
});

const meta = {
  title: 'Auth/Sign In',
  component: SignInStory,
  parameters: { layout: 'fullscreen' },
  args: { login: refusedLogin },
  beforeEach: ({ args }) => {
    localStorage.clear();
    const api = installFakeApi({ ...shellHandlers(userOf('admin')), login: args.login });
    return () => api.restore();
  },
} satisfies Meta<typeof SignInStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Email/), email);
  await userEvent.type(canvas.getByLabelText(/Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

/** The page as a visitor finds it: the fields, the links, and the field rules on an empty submit. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Forgot password' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Become a Partner' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is required')).toBeInTheDocument();
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
  },
};

/** Wrong credentials: the spec's sign-in failure text. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'ana@example.com', 'Wrong#Pass1');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Email or Password you entered doesn't match your account.",
    );
  },
};

/** Too many attempts: the server answers 429. */
export const RateLimited: Story = {
  args: {
    login: () => ({
      status: 429,
      body: { status: false, message: 'Too many requests. Please try again later.' },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'ana@example.com', 'Wrong#Pass1');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
  },
};

/** Good credentials: the token is kept and the app moves on to /home. */
export const SignsIn: Story = {
  args: {
    login: () => ({
      body: { status: true, access_token: 'story-token', expires_at: Math.floor(Date.now() / 1000) + 3600 },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'ana@example.com', 'Right#Pass1');
    await expect(await within(canvasElement).findByTestId('landed')).toBeInTheDocument();
    await expect(localStorage.getItem('factordesk.access_token')).toBe('story-token');
  },
};
