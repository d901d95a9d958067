import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { idempotencyKeyHeader } from '../../../src/shared/contract/endpoint';
import { reserveEndpoints as r, reserveReleaseEndpoints as rr } from '../../../src/shared/contract/reserves';
import { messages } from '../../../src/shared/messages';
import { clearToasts } from '../../../src/web/kit/toast';
import {
  chosenState,
  createRrBatchHandlers,
  createRrBatchRoutes,
} from '../../../stories/reserves/CreateRrBatch.fixtures';
import {
  batchLoaded,
  chooseChargeback,
  expectFigure,
  fillRelease,
  inputOf,
  postAndConfirm,
  postButton,
  typeInto,
} from '../../../stories/reserves/CreateRrBatch.play';
import { pending, type FakeApi, type FakeHandler } from '../../../stories/shell/fakeApi';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';
import { installFakeServer } from '../../../stories/users/fakeServer';
import { StaffScreen } from '../../../stories/users/StaffScreen';

const R = messages.reserve;
const F = R.fields;
const B = R.createBatch;
const admin = userOf('admin');

let server: FakeApi | undefined;
/** The Idempotency-Key of each release posted, in order. */
let keys: (string | null)[] = [];

afterEach(async () => {
  cleanup();
  server?.restore();
  server = undefined;
  keys = [];
  await clearToasts();
});

/** The fake server of the screen, with `overrides`, recording the key of every post. */
function serve(
  overrides: Record<string, FakeHandler> = {},
  chargebacks?: Parameters<typeof createRrBatchHandlers>[1],
) {
  server = installFakeServer({
    ...shellHandlers(admin),
    ...createRrBatchHandlers(admin, chargebacks),
    ...overrides,
  });
  const fakeFetch = globalThis.fetch;
  const restore = server.restore;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.url.endsWith(rr.save.path)) keys.push(request.headers.get(idempotencyKeyHeader));
    return fakeFetch(request);
  };
  server.restore = () => {
    globalThis.fetch = fakeFetch;
    restore();
  };
  return server;
}

function open(state: unknown = chosenState) {
  render(<StaffScreen user={admin} path="/createrrbatch" state={state} routes={createRrBatchRoutes} />);
}

describe('/createrrbatch opened without invoices', () => {
  it('explains and leads back to /reserves, asking the server nothing', async () => {
    const api = serve();
    open(null);
    expect(await screen.findByText(B.noBatch)).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: messages.common.breadcrumb });
    expect(within(trail).getByRole('link', { name: R.reserves })).toHaveAttribute('href', '/reserves');
    expect(within(trail).getByText(R.createRrBatch)).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo(r.batch.path)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: B.backToReserves }));
    expect(await screen.findByRole('heading', { name: 'Reserves list' })).toBeInTheDocument();
  });

  it('treats forged state (not ids) as no state', async () => {
    const api = serve();
    open({ ids: '1001,abc', prospect_id: 7 });
    expect(await screen.findByText(B.noBatch)).toBeInTheDocument();
    expect(api.callsTo(r.batch.path)).toHaveLength(0);
  });
});

describe('/createrrbatch', () => {
  it('loads the chosen invoices, then the client’s previous reserves and escrows', async () => {
    const api = serve();
    open();
    await batchLoaded();
    expect(api.callsTo(r.batch.path).map((call) => call.body)).toEqual([{ id: [1001, 1002] }]);
    expect(api.callsTo(r.previousReserves.path).map((call) => call.body)).toEqual([{ prospect_id: 7 }]);
    expect(api.callsTo(r.availableEscrows.path).map((call) => call.body)).toEqual([{ prospect_id: 7 }]);
    const batch = screen.getByRole('table', { name: R.reserveRelease });
    expect(within(batch).getByText('INV-1001')).toBeInTheDocument();
    expect(within(batch).getByText('$1,630.00')).toBeInTheDocument();
    expect(within(batch).getByText('$910.00')).toBeInTheDocument();
    expect(screen.getByText('Acme Freight Lines')).toBeInTheDocument();
  });

  it('hides the chargebacks and CB Amount Deducted for a client without chargebacks', async () => {
    serve({}, []);
    open();
    await batchLoaded();
    expect(screen.queryByRole('table', { name: R.chargebacksTable })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(F.cbAmountDeducted)).not.toBeInTheDocument();
    await expectFigure(F.amountToBeReleased, '$2,740.00');
  });

  it('shows a failed load with Try again', async () => {
    let first = true;
    serve({
      [r.batch.path]: (body) => {
        if (!first) return createRrBatchHandlers(admin)[r.batch.path]!(body);
        first = false;
        return { status: 422, body: { status: false, message: 'Invoice INV-1006 is not releasable.' } };
      },
    });
    open();
    expect(await screen.findByText('Invoice INV-1006 is not releasable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.common.tryAgain }));
    await batchLoaded();
  });

  it('takes no release date before the latest posting date', async () => {
    const api = serve();
    open();
    await batchLoaded();
    await typeInto(F.releaseDate, '10/05/2026');
    // The field itself takes no date before the latest posting date: it stays empty in the form.
    expect(inputOf(F.releaseDate)).toHaveValue(messages.common.outOfRange);
    await userEvent.click(postButton());
    expect(
      (await screen.findAllByText('Reserve Release Date  is required', { collapseWhitespace: false })).length,
    ).toBeGreaterThan(0);
    expect(api.callsTo(rr.save.path)).toHaveLength(0);
  });

  it('asks before posting: No posts nothing and keeps the form', async () => {
    const api = serve();
    open();
    await batchLoaded();
    await fillRelease('ACH');
    await userEvent.click(postButton());
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(B.confirmPost('$2,740.00', 'Acme Freight Lines'))).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: messages.common.no }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(rr.save.path)).toHaveLength(0);
    expect(inputOf(F.releaseDate)).toHaveValue('10/08/2026');
  });

  it('shows progress while posting, and a refused post keeps the form; posting again sends the same key', async () => {
    let answer: 'wait' | 'refuse' | 'post' = 'wait';
    let release: (() => void) | undefined;
    const api = serve({
      [rr.save.path]: async () => {
        if (answer === 'wait') {
          await new Promise<void>((resolve) => (release = resolve));
          return { status: 409, body: { status: false, message: 'Invoice INV-1001 is already released.' } };
        }
        return {
          body: {
            status: true,
            message: 'Reserves Released',
            id: 3,
            waiting_approval: false,
            approval_id: null,
          },
        };
      },
    });
    open();
    await batchLoaded();
    await chooseChargeback('INV-1002');
    await fillRelease('ACH');
    await postAndConfirm();
    expect(await screen.findByRole('progressbar', { name: B.posting })).toBeInTheDocument();
    release?.();
    expect(await screen.findByText('Invoice INV-1001 is already released.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(inputOf(F.releaseDate)).toHaveValue('10/08/2026');
    await expectFigure(F.cbAmountDeducted, '$2,000.00');
    answer = 'post';
    await postAndConfirm();
    expect(await screen.findByRole('heading', { name: 'Reserves list' })).toBeInTheDocument();
    expect(api.callsTo(rr.save.path)).toHaveLength(2);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a release held for approval says so and stays; Back to Reserves opens the release card', async () => {
    serve({
      [rr.save.path]: () => ({
        body: {
          status: true,
          message: 'The release waits for a second staff member.',
          id: null,
          waiting_approval: true,
          approval_id: 8,
        },
      }),
    });
    open();
    await batchLoaded();
    await fillRelease('Check');
    await postAndConfirm();
    expect(await screen.findByText('The release waits for a second staff member.')).toBeInTheDocument();
    expect(screen.getByText(B.waitingApproval.title)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: R.createRrBatch })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: B.backToReserves }));
    expect(await screen.findByText('Card: release')).toBeInTheDocument();
  });

  it('View Breakdown: the extra escrow, Clear Selection and Auto Select move the total', async () => {
    const api = serve();
    open();
    await batchLoaded();
    await fillRelease('ACH');
    await userEvent.click(screen.getByRole('button', { name: R.viewBreakdown }));
    const dialog = await screen.findByRole('dialog', { name: R.reserveBreakdown });
    expect(within(dialog).getByText('$450.00')).toBeInTheDocument();
    const escrow = (invoiceNo: string) =>
      within(dialog).getByRole('checkbox', { name: `${B.select} ${B.escrow} ${invoiceNo}` });
    expect(escrow('INV-1002')).toBeChecked();
    expect(escrow('INV-1001')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: R.clearSelection }));
    expect(escrow('INV-1002')).not.toBeChecked();
    await userEvent.click(escrow('INV-1006'));
    expect(escrow('INV-1006')).toBeChecked();
    expect(escrow('INV-1002')).toBeDisabled();
    await userEvent.click(within(dialog).getAllByRole('button', { name: messages.common.close })[0]!);
    await expectFigure(F.totalAmount, '$2,790.00');
    await userEvent.click(screen.getByRole('button', { name: R.viewBreakdown }));
    const again = await screen.findByRole('dialog', { name: R.reserveBreakdown });
    await userEvent.click(within(again).getByRole('button', { name: R.autoSelect }));
    await userEvent.click(within(again).getAllByRole('button', { name: messages.common.close })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectFigure(F.totalAmount, '$2,740.00');
    await postAndConfirm();
    await screen.findByRole('heading', { name: 'Reserves list' });
    expect(api.callsTo(rr.save.path).at(-1)?.body).toMatchObject({ escrow: '250.00', escrows: [1002] });
  });

  it('Cancel with changes asks first', async () => {
    const api = serve();
    open();
    await batchLoaded();
    await fillRelease('ACH');
    await userEvent.click(screen.getByRole('button', { name: messages.common.cancel }));
    expect(await screen.findByText(messages.confirm.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.common.yes }));
    expect(await screen.findByRole('heading', { name: 'Reserves list' })).toBeInTheDocument();
    expect(api.callsTo(rr.save.path)).toHaveLength(0);
  });

  it('a never-answered load shows the page loading', async () => {
    serve({ [r.batch.path]: () => pending() });
    open();
    expect(await screen.findByRole('status', { name: messages.common.loading })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: R.createRrBatch })).not.toBeInTheDocument();
  });
});
