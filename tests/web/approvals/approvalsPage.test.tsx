import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvalMessages as M, type ApprovalRow } from '../../../src/shared/contract/approvals';
import { clearToasts } from '../../../src/web/kit/toast';
import { ApprovalsPage } from '../../../src/web/features/approvals/ApprovalsPage';
import type { FakeApi } from '../../../stories/shell/fakeApi';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

const admin = userOf('admin');

function row(overrides: Partial<ApprovalRow>): ApprovalRow {
  return {
    id: 1,
    kind: 'schedule_payment',
    kind_text: 'Schedule Payment',
    prospect_id: 7,
    client_name: 'Acme Freight Lines',
    schedule_id: 3,
    amount: '600.00',
    made_by: 'user-other',
    made_by_name: 'Casey Advocate',
    made_at: '2026-11-02T15:00:00.000Z',
    status: 'waiting',
    status_text: 'Waiting',
    decided_by_name: null,
    decided_at: null,
    note: '',
    result_id: null,
    is_own: false,
    ...overrides,
  };
}

const rowsByStatus: Record<string, ApprovalRow[]> = {
  waiting: [
    row({ id: 11, client_name: 'Other Made Client' }),
    row({
      id: 12,
      client_name: 'Own Made Client',
      made_by: admin.id,
      made_by_name: 'Avery Stone',
      is_own: true,
    }),
  ],
  approved: [
    row({
      id: 21,
      client_name: 'Approved Client',
      status: 'approved',
      status_text: 'Approved',
      decided_by_name: 'Avery Stone',
      decided_at: '2026-11-03T10:00:00.000Z',
      note: 'Checked the wire',
      result_id: 9,
    }),
  ],
  rejected: [],
};

let api: FakeApi | undefined;

function openPage(decide: (body: unknown) => { status?: number; body: unknown }) {
  api = installFakeServer({
    ...shellHandlers(admin),
    'approvals/fetch': (body) => {
      const status = (body as { status: string }).status;
      const data = rowsByStatus[status] ?? [];
      return {
        body: { status: true, approvals: { data, total: data.length, last_page: 1, current_page: 1 } },
      };
    },
    'approvals/decide': decide,
  });
  return render(
    <StaffScreen
      user={admin}
      path="/approvals"
      routes={[{ path: '/approvals', element: <ApprovalsPage /> }]}
    />,
  );
}

afterEach(async () => {
  cleanup();
  await clearToasts();
  api?.restore();
  api = undefined;
  localStorage.clear();
});

const rowOf = async (client: string) => (await screen.findByText(client)).closest('tr') as HTMLElement;

describe('/approvals', () => {
  it('approves another staff member’s payment with a note, after the question', async () => {
    openPage(() => ({ body: { status: true, message: M.approved, status_text: 'approved', result_id: 9 } }));
    const other = await rowOf('Other Made Client');
    await userEvent.click(within(other).getByRole('button', { name: M.approve }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(M.confirmApprove('Schedule Payment', '600.00', 'Other Made Client')),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(M.note), 'Checked the wire');
    await userEvent.click(within(dialog).getByRole('button', { name: M.approve }));
    await waitFor(() => expect(api?.callsTo('approvals/decide')).toHaveLength(1));
    expect(api?.callsTo('approvals/decide')[0]?.body).toEqual({
      id: 11,
      decision: 'approve',
      note: 'Checked the wire',
    });
    expect(await screen.findByText(M.approved)).toBeInTheDocument();
  });

  it('disables the decision on one’s own approval and says why', async () => {
    openPage(() => ({
      body: { status: true, message: M.rejected, status_text: 'rejected', result_id: null },
    }));
    const own = await rowOf('Own Made Client');
    const approve = within(own).getByRole('button', { name: M.approve });
    expect(approve).toBeDisabled();
    expect(within(own).getByRole('button', { name: M.reject })).toBeDisabled();
    await userEvent.hover(approve.parentElement as HTMLElement);
    expect(await screen.findByText(M.ownApproval)).toBeInTheDocument();
    expect(api?.callsTo('approvals/decide') ?? []).toHaveLength(0);
  });

  it('rejects and shows the server’s refusal (the approval stays waiting)', async () => {
    openPage(() => ({ status: 400, body: { status: false, message: 'Amount must be at most $337.50' } }));
    const other = await rowOf('Other Made Client');
    await userEvent.click(within(other).getByRole('button', { name: M.reject }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: M.reject }));
    await waitFor(() => expect(api?.callsTo('approvals/decide')).toHaveLength(1));
    expect(api?.callsTo('approvals/decide')[0]?.body).toEqual({ id: 11, decision: 'reject', note: '' });
    expect(await screen.findByText('Amount must be at most $337.50')).toBeInTheDocument();
  });

  it('shows decided approvals with who decided and the note, without actions', async () => {
    openPage(() => ({ body: {} }));
    await screen.findByText('Other Made Client');
    await userEvent.click(
      within(screen.getByRole('group', { name: M.title })).getByText(M.statuses.approved),
    );
    const decided = await rowOf('Approved Client');
    expect(within(decided).getByText('Checked the wire')).toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: M.approve })).not.toBeInTheDocument();
  });
});
