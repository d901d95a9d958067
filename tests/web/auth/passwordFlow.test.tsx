import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '../../../src/web/kit/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '../../../stories/shell/fakeApi';
import { api, closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(closeApp);

function open(path: string, handlers: Record<string, FakeHandler>, state?: unknown) {
  return openApp(path, { user: null, handlers, state });
}

const linkToken = 'a'.repeat(32);
const ok =
  (extra: Record<string, unknown> = {}): FakeHandler =>
  () => ({ body: { status: true, message: 'Done.', ...extra } });
const gone: FakeHandler = () => ({ status: 410, body: { status: false, message: 'Link expired.' } });

describe('forgot password', () => {
  it('always says the code was sent and goes to the code page with the email', async () => {
    const { router } = open('/forgetpass', {
      'user/send_email': ok(),
      'user/check_time_expiry': ok({ seconds: 120 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verificatiocode'));
    expect(router.state.location.state).toEqual({ email: 'nobody@example.com' });
    expect(
      await screen.findByText('Reset password verification code has been sent to your email.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});

describe('verification code', () => {
  const codeHandlers = (verify: FakeHandler, seconds = 90): Record<string, FakeHandler> => ({
    'user/check_time_expiry': ok({ seconds }),
    'user/resend_code': ok({ message: 'A new code has been sent.' }),
    'user/verify_code': verify,
  });

  function boxes(): HTMLInputElement[] {
    return screen.getAllByLabelText(/Verification Code character/) as HTMLInputElement[];
  }

  it('keeps Submit disabled until all six boxes are filled, moving along as you type', async () => {
    open('/verificatiocode', codeHandlers(ok({ token: linkToken })), { email: 'ana@example.com' });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(boxes()).toHaveLength(6);
    expect(submit).toBeDisabled();
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('AB12C');
    expect(boxes().map((box) => box.value)).toEqual(['A', 'B', '1', '2', 'C', '']);
    expect(submit).toBeDisabled();
    expect(boxes()[5]).toHaveFocus();
    await userEvent.keyboard('9');
    expect(submit).toBeEnabled();
    // Backspace in an empty box steps back and clears the previous one.
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(boxes().map((box) => box.value)).toEqual(['A', 'B', '1', '2', '', '']);
    expect(submit).toBeDisabled();
  });

  it('counts down from the server’s seconds and enables Resend Code at 0', async () => {
    open('/verificatiocode', codeHandlers(ok({ token: linkToken }), 2), { email: 'ana@example.com' });
    expect(await screen.findByText(/Resend available in 00:0[12]/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(api?.callsTo('user/resend_code')).toHaveLength(1));
    // The countdown restarts from a fresh check.
    await waitFor(() => expect(api?.callsTo('user/check_time_expiry').length).toBeGreaterThanOrEqual(2));
  });

  it('goes on to /setpassword/{token} with a good code', async () => {
    const { router } = open(
      '/verificatiocode',
      {
        ...codeHandlers(ok({ token: linkToken })),
        'user/validate_password_url': ok({ valid: true, email: 'ana@example.com' }),
      },
      { email: 'ana@example.com' },
    );
    await userEvent.click((await screen.findAllByLabelText(/Verification Code character/))[0]!);
    await userEvent.keyboard('abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/setpassword/${linkToken}`));
    expect(api?.callsTo('user/verify_code')[0]?.body).toEqual({ email: 'ana@example.com', code: 'abc123' });
  });

  it('shows the server’s message, or the sign-in failure text, for a wrong code', async () => {
    open(
      '/verificatiocode',
      codeHandlers(() => ({ status: 400, body: { status: false, message: 'Code expired.' } })),
      {
        email: 'ana@example.com',
      },
    );
    await userEvent.click((await screen.findAllByLabelText(/Verification Code character/))[0]!);
    await userEvent.keyboard('abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Code expired.')).toBeInTheDocument();
    cleanup();
    await clearToasts();
    api?.restore();
    open(
      '/verificatiocode',
      codeHandlers(() => ({ status: 400, body: {} })),
      { email: 'ana@example.com' },
    );
    await userEvent.click((await screen.findAllByLabelText(/Verification Code character/))[0]!);
    await userEvent.keyboard('abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText("Email or Password you entered doesn't match your account."),
    ).toBeInTheDocument();
  });

  it('sends a visitor who arrives without an email back to Forgot Password', async () => {
    const { router } = open('/verificatiocode', codeHandlers(ok()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgetpass'));
  });
});

describe('set and reset password', () => {
  it('checks the link first and sends a used or expired one to /linkexpire', async () => {
    const { router } = open(`/setpassword/${linkToken}`, { 'user/validate_password_url': gone });
    await waitFor(() => expect(router.state.location.pathname).toBe('/linkexpire'));
    expect(await screen.findByText('Link can only be used once.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('applies the password rules and saves, then opens /login with a toast', async () => {
    const { router } = open(`/setpassword/${linkToken}`, {
      'user/validate_password_url': ok({ valid: true, email: 'ana@example.com' }),
      'user/save_password': ok({ message: 'Password has been set.' }),
    });
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'password');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'different');
    expect(
      await screen.findByText(
        'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.clear(screen.getByLabelText(/Confirm Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Factor#2026');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'Factor#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api?.callsTo('user/save_password')[0]?.body).toEqual({
      token: linkToken,
      password: 'Factor#2026',
    });
    expect(await screen.findByText('Password has been set.')).toBeInTheDocument();
  });

  it('says "Link Expired: Your link has expired" on the reset screen for a bad link', async () => {
    open(`/resetpassword?token=${linkToken}`, { 'user/validate_password_url': gone });
    expect(await screen.findByText('Link Expired: Your link has expired')).toBeInTheDocument();
    cleanup();
    api?.restore();
    open('/resetpassword', {});
    expect(await screen.findByText('Link Expired: Your link has expired')).toBeInTheDocument();
  });

  it('shows the same form on the reset screen for a good link', async () => {
    open(`/resetpassword?token=${linkToken}`, {
      'user/validate_password_url': ok({ valid: true, email: 'ana@example.com' }),
    });
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirm Password/)).toBeInTheDocument();
    // Only the set screen requires the confirmation; here a blank one is simply not a match.
    await userEvent.type(screen.getByLabelText(/^Password/), 'Factor#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.queryByText('Confirm Password is required')).not.toBeInTheDocument();
  });
});

describe('privacy policy', () => {
  it('has the ten sections, the date, the age rules and a close button back to /login', async () => {
    const { router } = open('/privacypolicy', {});
    expect(await screen.findByText('Last modified: 07/25/2023')).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      '1. Application',
      '2. Child Privacy',
      '3. Information Collected',
      '4. Sharing and Use',
      '5. Third-Party Links',
      '6. Security',
      '7. International Practices',
      '8. Data Retention',
      '9. Your Rights',
      '10. Contact Us',
    ]);
    expect(screen.getByText(/18 or older/)).toBeInTheDocument();
    expect(screen.getByText(/children under 13/)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
