import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvalMessages as M } from '../../../src/shared/contract/approvals';
import { messages } from '../../../src/shared/messages';
import { clearToasts } from '../../../src/web/kit/toast';
import { SettingsPage } from '../../../src/web/features/settings/SettingsPage';
import type { FakeApi } from '../../../stories/shell/fakeApi';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

let api: FakeApi | undefined;

function openSettings(roleType: 'admin' | 'credit_analyst') {
  const user = userOf(roleType);
  api = installFakeServer({
    ...shellHandlers(user),
    'settings/approval_threshold': () => ({ body: { status: true, approval_threshold: '25000.00' } }),
    'settings/save_approval_threshold': () => ({ body: { status: true, message: M.thresholdSaved } }),
  });
  return render(
    <StaffScreen user={user} path="/settings" routes={[{ path: '/settings', element: <SettingsPage /> }]} />,
  );
}

afterEach(async () => {
  cleanup();
  await clearToasts();
  api?.restore();
  api = undefined;
  localStorage.clear();
});

describe('Approval threshold in Settings', () => {
  it('shows the stored threshold to an admin and saves a new one as money text', async () => {
    openSettings('admin');
    const field = await screen.findByLabelText(M.threshold);
    await waitFor(() => expect(field).toHaveValue('$25,000.00'));
    await userEvent.clear(field);
    await userEvent.type(field, '1,500.5');
    const card = field.closest('form') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: messages.common.save }));
    await waitFor(() => expect(api?.callsTo('settings/save_approval_threshold')).toHaveLength(1));
    expect(api?.callsTo('settings/save_approval_threshold')[0]?.body).toEqual({
      approval_threshold: '1500.50',
    });
    expect(await screen.findByText(M.thresholdSaved)).toBeInTheDocument();
  });

  it('switches approvals off when left blank', async () => {
    openSettings('admin');
    const field = await screen.findByLabelText(M.threshold);
    await waitFor(() => expect(field).toHaveValue('$25,000.00'));
    await userEvent.clear(field);
    await userEvent.click(
      within(field.closest('form') as HTMLElement).getByRole('button', { name: messages.common.save }),
    );
    await waitFor(() => expect(api?.callsTo('settings/save_approval_threshold')).toHaveLength(1));
    expect(api?.callsTo('settings/save_approval_threshold')[0]?.body).toEqual({ approval_threshold: null });
  });

  it('is not offered to those who may not change settings', async () => {
    openSettings('credit_analyst');
    await screen.findByRole('heading', { name: messages.settings.settings });
    expect(screen.queryByLabelText(M.threshold)).not.toBeInTheDocument();
    expect(api?.callsTo('settings/approval_threshold') ?? []).toHaveLength(0);
  });
});
