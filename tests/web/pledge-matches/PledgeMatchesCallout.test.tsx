import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PledgeMatch } from '../../../src/shared/contract/pledgeMatches';
import type { CurrentUser } from '../../../src/shared/contract/session';
import { messages } from '../../../src/shared/messages';
import { PledgeMatchesCallout } from '../../../src/web/features/pledge-matches/PledgeMatchesCallout';
import { VerifyScheduleDialog } from '../../../src/web/features/schedules/VerifyScheduleDialog';
import { clearToasts } from '../../../src/web/kit/toast';
import type { FakeApi } from '../../../stories/shell/fakeApi';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { StaffScreen } from '../../../stories/users/StaffScreen';
import { fakeSocketModule } from '../shell/renderApp';

vi.mock('socket.io-client', () => fakeSocketModule());

const P = messages.pledgeMatch;

const match: PledgeMatch = {
  id: 31,
  invoice_id: 5,
  matched_invoice_id: 9,
  invoice_no: '100245',
  prospect_id: 2,
  company_business_name: 'Bayside Medical Supply',
  invoice_amount: '1250.00',
  invoice_date: '2026-10-01',
  schedule_id: 4,
  schedule_no: 17,
  is_funding: false,
  reason: 'number',
  cleared_at: null,
  cleared_by: null,
};

let server: FakeApi | undefined;

function open(user: CurrentUser, matches: () => PledgeMatch[]) {
  server = installFakeServer({
    ...shellHandlers(user),
    'invoice/pledge_matches': () => ({ body: { status: true, matches: matches() } }),
    'invoice/pledge_matches/clear': () => ({ body: { status: true, message: P.cleared.message } }),
  });
  render(
    <StaffScreen
      user={user}
      path="/addnewinvoice"
      routes={[{ path: '/addnewinvoice', element: <PledgeMatchesCallout invoiceId={5} /> }]}
    />,
  );
}

afterEach(async () => {
  cleanup();
  await clearToasts();
  server?.restore();
  server = undefined;
  localStorage.clear();
});

describe('the double-pledge warning', () => {
  it('shows staff the matching invoice and clears it once confirmed', async () => {
    let current = [match];
    open(userOf('admin'), () => current);
    expect(await screen.findByText(P.intro)).toBeTruthy();
    const table = await screen.findByRole('table', { name: P.title });
    expect(within(table).getByText('100245')).toBeTruthy();
    expect(within(table).getByText('Bayside Medical Supply')).toBeTruthy();
    expect(within(table).getByText('$1,250.00')).toBeTruthy();
    expect(within(table).getByText(P.reasonNumber)).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: P.clear }));
    // Nothing is cleared before the confirmation.
    expect(server?.callsTo('invoice/pledge_matches/clear')).toHaveLength(0);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(P.confirmClear('100245'))).toBeTruthy();
    current = [{ ...match, cleared_at: '2026-11-02T15:00:00.000Z', cleared_by: 'Avery Stone' }];
    await userEvent.click(within(dialog).getByRole('button', { name: P.clear }));

    await waitFor(() => expect(server?.callsTo('invoice/pledge_matches/clear')).toHaveLength(1));
    expect(server?.callsTo('invoice/pledge_matches/clear')[0]?.body).toEqual({ ids: [31] });
    expect(await screen.findByText(/Reviewed by Avery Stone/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: P.clear })).toBeNull();
  });

  it('never asks for matches as a client user, and shows nothing', async () => {
    open(userOf('client'), () => [match]);
    await screen.findByRole('navigation', { name: 'Main menu' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server?.callsTo('invoice/pledge_matches')).toHaveLength(0);
    expect(screen.queryByText('Bayside Medical Supply')).toBeNull();
  });
});

describe('Verify Schedule refused for an unreviewed match', () => {
  const refusal = P.verificationRefused(['100245']);

  function openVerify(handlers: Record<string, () => { status?: number; body: unknown }>) {
    server = installFakeServer({ ...shellHandlers(userOf('admin')), ...handlers });
    render(
      <StaffScreen
        user={userOf('admin')}
        path="/scheduleofassignment"
        routes={[
          {
            path: '/scheduleofassignment',
            element: <VerifyScheduleDialog scheduleId={4} prospectId={2} onClose={() => undefined} />,
          },
        ]}
      />,
    );
  }

  it('shows the server’s refusal when the dialog opens', async () => {
    openVerify({
      'schedule/check_chargebacks': () => ({ status: 409, body: { status: false, message: refusal } }),
    });
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('shows the server’s refusal when Verify is pressed', async () => {
    openVerify({
      'schedule/check_chargebacks': () => ({
        body: { status: true, invoices: [], scheduleTotalAmount: '800.00' },
      }),
      'schedule/verify': () => ({ status: 409, body: { status: false, message: refusal } }),
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: messages.schedule.workflows.verifyButton }),
    );
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
  });
});
