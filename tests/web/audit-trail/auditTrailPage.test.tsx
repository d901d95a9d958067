import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeApp, openApp } from '../openApp';
import { fakeSocketModule } from '../shell/renderApp';
import { userOf } from '../../../stories/shell/fixtures';

vi.mock('socket.io-client', () => fakeSocketModule());

afterEach(async () => {
  await closeApp();
});

const row = (seq: number, kind: string, subject: string) => ({
  seq,
  at: '2026-11-21T12:00:00.000Z',
  kind,
  user_id: null,
  actor: 'client@factordesk.test',
  subject,
  detail: '403',
  ip: '127.0.0.1',
  hash: 'a'.repeat(64),
});

describe('the audit trail screen', () => {
  it('lists the trail for an Admin and asks again for one kind', async () => {
    const asked: unknown[] = [];
    openApp('/audittrail', {
      user: userOf('admin'),
      handlers: {
        'audit_trail/list': (body: unknown) => {
          asked.push(body);
          const kind = (body as { kind?: string }).kind;
          const data = kind === 'sign_in' ? [] : [row(2, 'refused', 'user/get_users')];
          return { body: { status: true, data, total: data.length, last_page: 1, current_page: 1 } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Audit Trail' })).toBeInTheDocument();
    expect(await screen.findByText('user/get_users')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'sign_in');
    await waitFor(() => expect(asked.some((b) => (b as { kind?: string }).kind === 'sign_in')).toBe(true));
    await waitFor(() => expect(screen.queryByText('user/get_users')).not.toBeInTheDocument());
  });
});
