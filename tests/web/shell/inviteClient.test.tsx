import { cleanup, render, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../src/web/app/store';
import { InviteClientDialog } from '../../../src/web/features/broker-invite/InviteClientDialog';
import { clearToasts } from '../../../src/web/kit/toast';
import { json, mockFetch } from '../users/mockFetch';

afterEach(async () => {
  cleanup();
  await clearToasts();
  vi.restoreAllMocks();
});

function openDialog() {
  const onClose = vi.fn();
  render(
    <Provider store={makeStore()}>
      <InviteClientDialog isOpen onClose={onClose} />
    </Provider>,
  );
  return { onClose, page: within(document.body) };
}

describe('Invite Client dialog (Broker role)', () => {
  it('applies the spec’s rules: required, valid, at most 50 characters', async () => {
    const { page } = openDialog();
    await userEvent.click(page.getByRole('button', { name: 'Invite' }));
    expect(await page.findByText('Email To is required')).toBeInTheDocument();
    const field = page.getByLabelText(/Email To/);
    await userEvent.type(field, 'owner@');
    expect(await page.findByText('Invalid Email')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, `${'a'.repeat(60)}@acme.com`);
    expect((field as HTMLInputElement).value).toHaveLength(50);
  });

  it('sends the invitation, shows the server message and closes', async () => {
    const { bodiesTo } = mockFetch({
      'broker/invite_client': () => json({ status: true, message: 'Invitation has been sent successfully.' }),
    });
    const { onClose, page } = openDialog();
    await userEvent.type(page.getByLabelText(/Email To/), 'owner@acme.com');
    await userEvent.click(page.getByRole('button', { name: 'Invite' }));
    expect(await page.findByText('Invitation has been sent successfully.')).toBeInTheDocument();
    expect(bodiesTo('broker/invite_client')).toEqual([{ email: 'owner@acme.com' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server message when the invitation is refused, and stays open', async () => {
    mockFetch({
      'broker/invite_client': () =>
        json({ status: false, message: 'Your account is not linked to an approved broker.' }, 409),
    });
    const { onClose, page } = openDialog();
    await userEvent.type(page.getByLabelText(/Email To/), 'owner@acme.com');
    await userEvent.click(page.getByRole('button', { name: 'Invite' }));
    expect(await page.findByText('Your account is not linked to an approved broker.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing a filled form', async () => {
    const { onClose, page } = openDialog();
    await userEvent.type(page.getByLabelText(/Email To/), 'owner@acme.com');
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(
      await page.findByText('Are you sure, you want to close the form without inviting client?'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
