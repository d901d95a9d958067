import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '../../../stories/shell/fakeApi';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(closeApp);

function openSignIn(login: FakeHandler) {
  return openApp('/login', { user: null, handlers: { login } });
}

const refused: FakeHandler = () => ({
  status: 401,
  body: { status: false, message: 'Invalid credentials.' },
});

async function signIn(email: string, password: string) {
  const emailField = await screen.findByLabelText(/Email/);
  await userEvent.type(emailField, email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

// The dashboard /home and these tests open shows its failure toast; it leaves after the last test.
describe('sign-in page', () => {
  it('offers the spec’s links: forgot password, register, partner, terms and privacy', async () => {
    openSignIn(refused);
    expect(await screen.findByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/forgetpass',
    );
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/registernow');
    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/becomepartner');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
    await userEvent.click(screen.getByRole('link', { name: 'Terms of Use' }));
    expect(await screen.findByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
  });

  it('shows the required messages when submitted empty, and sends nothing', async () => {
    openSignIn(refused);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api?.callsTo('login')).toHaveLength(0);
  });

  it('checks the email format and the password length', async () => {
    openSignIn(refused);
    await signIn('not-an-email', 'short');
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Minimum length should be 8 characters')).toBeInTheDocument();
    expect(api?.callsTo('login')).toHaveLength(0);
  });

  it('says the credentials do not match when the server refuses them', async () => {
    openSignIn(refused);
    await signIn('ana@example.com', 'Wrong#Pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Email or Password you entered doesn't match your account.",
    );
    expect(localStorage.getItem('factordesk.access_token')).toBeNull();
  });

  it('says too many requests on a 429', async () => {
    openSignIn(() => ({
      status: 429,
      body: { status: false, message: 'Too many requests. Please try again later.' },
    }));
    await signIn('ana@example.com', 'Wrong#Pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('stores the token, fetches the user and opens /home on success', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const { router } = openSignIn(() => ({
      body: { status: true, access_token: 'fresh-token', expires_at: expiresAt },
    }));
    await signIn('ana@example.com', 'Right#Pass1');
    // The admin's first built page in the spec's /home order.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('factordesk.access_token')).toBe('fresh-token');
    expect(api?.callsTo('login')[0]?.body).toEqual({ email: 'ana@example.com', password: 'Right#Pass1' });
    expect(api?.callsTo('user/get_user_details').length).toBeGreaterThan(0);
  });
});
