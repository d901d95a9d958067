import { describe, expect, it } from 'vitest';
import {
  canEdit,
  escrowFits,
  figuresOf,
  hasChargebacks,
  isBusy,
  isDirty,
  postDisabled,
  problemsOf,
  releaseBodyOf,
  releaseToastOf,
  totalExceedsNoteOf,
  type LoadedBatch,
} from '../../machines/reserveRelease.machine';
import { messages } from '../../src/shared/messages';
import { answerLast, failLast } from './deferred';
import {
  heldForApproval,
  released,
  startInput,
  startRelease,
  workedExample,
} from './reserveRelease.fixtures';

const R = messages.reserve;

/** The form with the worked example's batch loaded. */
async function editing(loaded: LoadedBatch = workedExample) {
  const r = startRelease();
  await answerLast(r.loads, loaded);
  return r;
}

/** The worked example's release: 10/08/2026 by wire, with 1002's chargeback. */
async function completeRelease() {
  const r = await editing();
  r.send({ type: 'TOGGLE_CHARGEBACK', id: 41, selected: true });
  r.send({ type: 'SET_RELEASE_DATE', date: '2026-10-08' });
  r.send({ type: 'SET_PAYMENT_TYPE', paymentType: 2 });
  return r;
}

const messagesOf = (r: Awaited<ReturnType<typeof editing>>) => r.context().problems.map((p) => p.message);

describe('reserve release: loading the batch', () => {
  it('loads the chosen invoices and waits for them', () => {
    const r = startRelease();
    expect(r.value()).toBe('loading');
    expect(r.loads[0]?.input).toEqual({ invoiceIds: [1001, 1002] });
    expect(isBusy(r.snapshot())).toBe(true);
    expect(canEdit(r.snapshot())).toBe(false);
    expect(postDisabled(r.snapshot())).toBe(true);
    expect(isDirty(r.snapshot())).toBe(false);
  });

  it('starts with Auto Select’s escrows and the custom amount at the batch total (0029 worked example)', async () => {
    const r = await editing();
    expect(r.value()).toBe('editing');
    expect(r.context().escrowIds).toEqual([1002]);
    expect(r.context().chargebackIds).toEqual([]);
    expect(figuresOf(r.context())).toEqual({
      invoiceReserves: '2540.00',
      previousReserves: '-50.00',
      escrows: '250.00',
      extraEscrow: '450.00',
      batchTotal: '2740.00',
      customAmount: '2740.00',
      wireFee: '0.00',
      cbAmount: '0.00',
      released: '2740.00',
      refusal: null,
    });
    expect(r.context().customAmount).toBe('2740.00');
    expect(hasChargebacks(r.snapshot())).toBe(true);
    expect(isDirty(r.snapshot())).toBe(false);
  });

  it('hides the chargebacks when the client has none', async () => {
    const r = await editing({ ...workedExample, chargebacks: [] });
    expect(hasChargebacks(r.snapshot())).toBe(false);
  });

  it('keeps the server’s message when the load fails, and loads again on RETRY', async () => {
    const r = startRelease();
    await failLast(r.loads, new Error('These invoices are not releasable.'));
    expect(r.value()).toBe('loadFailed');
    expect(releaseToastOf(r.snapshot())).toEqual({
      title: messages.titles.fetchFailed,
      message: 'These invoices are not releasable.',
    });
    r.send({ type: 'RETRY' });
    expect(r.value()).toBe('loading');
    expect(r.context().error).toBeNull();
    expect(r.loads).toHaveLength(2);
    await answerLast(r.loads, workedExample);
    expect(r.value()).toBe('editing');
  });

  it('may be cancelled while loading or after a failed load', async () => {
    const r = startRelease();
    r.send({ type: 'CANCEL' });
    expect(r.value()).toBe('cancelled');
    const f = startRelease();
    await failLast(f.loads, new Error('No.'));
    f.send({ type: 'CANCEL' });
    expect(f.value()).toBe('cancelled');
    expect(f.snapshot().status).toBe('done');
  });
});

describe('reserve release: the figures', () => {
  it('the CB amount follows the chosen chargebacks, and the released amount drops by it', async () => {
    const r = await editing();
    r.send({ type: 'TOGGLE_CHARGEBACK', id: 41, selected: true });
    expect(figuresOf(r.context())).toMatchObject({ cbAmount: '2000.00', released: '740.00' });
    r.send({ type: 'TOGGLE_CHARGEBACK', id: 41, selected: false });
    expect(figuresOf(r.context())).toMatchObject({ cbAmount: '0.00', released: '2740.00' });
  });

  it('takes no chargeback the client does not have, and none twice', async () => {
    const r = await editing();
    r.send({ type: 'TOGGLE_CHARGEBACK', id: 99, selected: true });
    r.send({ type: 'TOGGLE_CHARGEBACK', id: 41, selected: true });
    r.send({ type: 'TOGGLE_CHARGEBACK', id: 41, selected: true });
    expect(r.context().chargebackIds).toEqual([41]);
  });

  it('a wire pays the client’s wire fee; ACH and check none (0029: $715.00 by wire, $740.00 by ACH)', async () => {
    const r = await completeRelease();
    expect(figuresOf(r.context())).toMatchObject({ wireFee: '25.00', released: '715.00' });
    r.send({ type: 'SET_PAYMENT_TYPE', paymentType: 0 });
    expect(figuresOf(r.context())).toMatchObject({ wireFee: '0.00', released: '740.00' });
    r.send({ type: 'SET_PAYMENT_TYPE', paymentType: 1 });
    expect(figuresOf(r.context())).toMatchObject({ wireFee: '0.00', released: '740.00' });
  });

  it('a lowered total releases less (0029: $2,500.00 releases $475.00)', async () => {
    const r = await completeRelease();
    r.send({ type: 'SET_TOTAL', amount: '2500.00' });
    expect(figuresOf(r.context())).toMatchObject({ customAmount: '2500.00', released: '475.00' });
    expect(totalExceedsNoteOf(r.snapshot())).toBeNull();
  });

  it('floors the amount to be released at 0', async () => {
    const r = await completeRelease();
    r.send({ type: 'SET_TOTAL', amount: '1000.00' });
    expect(figuresOf(r.context()).released).toBe('0.00');
  });

  it('above the batch total the note shows and Post is off', async () => {
    const r = await completeRelease();
    r.send({ type: 'SET_TOTAL', amount: '2740.01' });
    expect(totalExceedsNoteOf(r.snapshot())).toBe(
      'Note: Total Amount with Previous Reserves and Escrow should be either equal or less than batch total amount $2,740.00',
    );
    expect(postDisabled(r.snapshot())).toBe(true);
    r.send({ type: 'SUBMIT' });
    expect(r.value()).toBe('editing');
    expect(r.posts).toHaveLength(0);
    r.send({ type: 'SET_TOTAL', amount: '2740.00' });
    expect(totalExceedsNoteOf(r.snapshot())).toBeNull();
    expect(postDisabled(r.snapshot())).toBe(false);
  });

  it('a typed total stays when the escrows change; an untouched one follows the batch total', async () => {
    const r = await editing();
    r.send({ type: 'CLEAR_ESCROWS' });
    expect(r.context().customAmount).toBe('2490.00');
    r.send({ type: 'AUTO_SELECT_ESCROWS' });
    expect(r.context().customAmount).toBe('2740.00');
    r.send({ type: 'SET_TOTAL', amount: '2600.00' });
    r.send({ type: 'CLEAR_ESCROWS' });
    expect(r.context().customAmount).toBe('2600.00');
    expect(totalExceedsNoteOf(r.snapshot())).toBe(R.totalExceedsBatch('$2,490.00'));
  });
});

describe('reserve release: the escrows (Reserve Breakdown)', () => {
  it('Clear Selection takes none, Auto Select takes the oldest that fit the extra', async () => {
    const r = await editing();
    r.send({ type: 'CLEAR_ESCROWS' });
    expect(r.context().escrowIds).toEqual([]);
    expect(figuresOf(r.context()).escrows).toBe('0.00');
    r.send({ type: 'AUTO_SELECT_ESCROWS' });
    expect(r.context().escrowIds).toEqual([1002]);
  });

  it('takes an escrow only while the chosen stay within the extra', async () => {
    const r = await editing();
    expect(escrowFits(r.context(), 1001)).toBe(false);
    r.send({ type: 'TOGGLE_ESCROW', invoiceId: 1001, selected: true });
    expect(r.context().escrowIds).toEqual([1002]);
    r.send({ type: 'TOGGLE_ESCROW', invoiceId: 1002, selected: false });
    expect(escrowFits(r.context(), 1006)).toBe(true);
    r.send({ type: 'TOGGLE_ESCROW', invoiceId: 1006, selected: true });
    expect(r.context().escrowIds).toEqual([1006]);
    expect(figuresOf(r.context())).toMatchObject({ escrows: '300.00', batchTotal: '2790.00' });
    expect(escrowFits(r.context(), 1002)).toBe(false);
    expect(escrowFits(r.context(), 1006)).toBe(true);
    expect(escrowFits(r.context(), 5555)).toBe(false);
  });

  it('offers no escrow when the held escrow is within 10 % of the open receivables', async () => {
    const r = await editing({
      ...workedExample,
      escrows: { ...workedExample.escrows, open_receivables: '20000.00' },
    });
    expect(r.context().escrowIds).toEqual([]);
    expect(figuresOf(r.context()).extraEscrow).toBe('0.00');
    r.send({ type: 'TOGGLE_ESCROW', invoiceId: 1002, selected: true });
    expect(r.context().escrowIds).toEqual([]);
  });
});

describe('reserve release: the rules', () => {
  it('refuses an empty form in the spec’s words, in the form’s order, and sends nothing', async () => {
    const r = await editing();
    r.send({ type: 'SUBMIT' });
    expect(r.value()).toBe('editing');
    expect(messagesOf(r)).toEqual(['Reserve Release Date  is required', 'Payment Type is required']);
    expect(r.posts).toHaveLength(0);
  });

  it('wants the total, at most 99,999,999.99', async () => {
    const r = await completeRelease();
    r.send({ type: 'SET_TOTAL', amount: '' });
    r.send({ type: 'SUBMIT' });
    expect(messagesOf(r)).toContain(R.totalRequired);
    expect(problemsOf(r.context()).find((p) => p.field === 'custom_amount')?.message).toBe(R.totalRequired);
    r.send({ type: 'SET_TOTAL', amount: '100000000.00' });
    expect(problemsOf(r.context()).find((p) => p.field === 'custom_amount')).toBeDefined();
    r.send({ type: 'SET_TOTAL', amount: '1e3' });
    expect(problemsOf(r.context()).find((p) => p.field === 'custom_amount')?.message).toBe(R.totalRequired);
  });

  it('wants a released amount of at least $1.00', async () => {
    const r = await completeRelease();
    r.send({ type: 'SET_TOTAL', amount: '2025.99' });
    expect(figuresOf(r.context()).released).toBe('0.99');
    r.send({ type: 'SUBMIT' });
    expect(messagesOf(r)).toEqual([R.releasedAmountRequired]);
    expect(r.posts).toHaveLength(0);
    r.send({ type: 'SET_TOTAL', amount: '2026.00' });
    r.send({ type: 'SUBMIT' });
    expect(r.value()).toBe('confirming');
  });

  it('wants the release date not before the latest posting date, and not in the future', async () => {
    const r = await completeRelease();
    r.send({ type: 'SET_RELEASE_DATE', date: '2026-10-05' });
    r.send({ type: 'SUBMIT' });
    expect(messagesOf(r)).toEqual([R.createBatch.releaseDateBeforePosting('10/06/2026')]);
    r.send({ type: 'SET_RELEASE_DATE', date: '2026-10-21' });
    r.send({ type: 'SUBMIT' });
    expect(messagesOf(r)).toEqual([R.createBatch.releaseDateInFuture]);
    r.send({ type: 'SET_RELEASE_DATE', date: 'not a date' });
    r.send({ type: 'SUBMIT' });
    expect(messagesOf(r)).toEqual([R.releaseDateRequired]);
    r.send({ type: 'SET_RELEASE_DATE', date: '2026-10-06' });
    r.send({ type: 'SUBMIT' });
    expect(r.value()).toBe('confirming');
    expect(r.context().problems).toEqual([]);
  });

  it('takes any release date when the batch has no posting date', async () => {
    const r = await editing({ ...workedExample, latestPostingDate: null });
    r.send({ type: 'SET_RELEASE_DATE', date: '2026-01-02' });
    r.send({ type: 'SET_PAYMENT_TYPE', paymentType: 1 });
    expect(problemsOf(r.context())).toEqual([]);
  });

  it('a client whose previous reserves outweigh the batch cannot release (total below 0)', async () => {
    const r = await editing({ ...workedExample, previousReserves: '-3000.00' });
    expect(figuresOf(r.context())).toMatchObject({ batchTotal: '-210.00', released: '0.00' });
    r.send({ type: 'SET_RELEASE_DATE', date: '2026-10-08' });
    r.send({ type: 'SET_PAYMENT_TYPE', paymentType: 0 });
    r.send({ type: 'SUBMIT' });
    expect(r.value()).toBe('editing');
    expect(messagesOf(r)).toEqual([R.totalRequired, R.releasedAmountRequired]);
  });
});

describe('reserve release: posting', () => {
  it('asks first; No goes back to the form and posts nothing', async () => {
    const r = await completeRelease();
    r.send({ type: 'SUBMIT' });
    expect(r.value()).toBe('confirming');
    expect(canEdit(r.snapshot())).toBe(false);
    r.send({ type: 'BACK' });
    expect(r.value()).toBe('editing');
    expect(r.posts).toHaveLength(0);
  });

  it('posts the worked example as the contract takes it, under the form’s key', async () => {
    const r = await completeRelease();
    r.send({ type: 'SUBMIT' });
    r.send({ type: 'CONFIRM' });
    expect(r.value()).toBe('posting');
    expect(isBusy(r.snapshot())).toBe(true);
    expect(r.posts[0]?.input).toEqual({
      idempotencyKey: 'form-1',
      body: {
        prospect_id: 7,
        reserve_release_date: '2026-10-08',
        payment_type: 2,
        custom_amount: '2740.00',
        escrow: '250.00',
        previous_reserves: '-50.00',
        cb_amount: '2000.00',
        released_amount: '715.00',
        wire_fee: '25.00',
        invoices: [1001, 1002],
        charge_backs: [41],
        escrows: [1002],
      },
    });
    await answerLast(r.posts, released);
    expect(r.value()).toBe('released');
    expect(releaseToastOf(r.snapshot())).toEqual(R.released);
    expect(r.context().answer).toEqual(released);
  });

  it('sends no chargebacks when none is chosen', async () => {
    const r = await editing();
    r.send({ type: 'SET_RELEASE_DATE', date: '2026-10-08' });
    r.send({ type: 'SET_PAYMENT_TYPE', paymentType: 0 });
    expect(releaseBodyOf(r.context())).toMatchObject({
      cb_amount: '0.00',
      charge_backs: [],
      wire_fee: '0.00',
    });
  });

  it('a release above the approval threshold waits for approval', async () => {
    const r = await completeRelease();
    r.send({ type: 'SUBMIT' });
    r.send({ type: 'CONFIRM' });
    await answerLast(r.posts, heldForApproval);
    expect(r.value()).toBe('waitingApproval');
    expect(r.snapshot().status).toBe('done');
    expect(releaseToastOf(r.snapshot())).toEqual({
      title: R.createBatch.waitingApproval.title,
      message: 'The release waits for approval.',
    });
  });

  it('a refused post keeps the form and the server’s message; posting again asks again, same key', async () => {
    const r = await completeRelease();
    r.send({ type: 'SUBMIT' });
    r.send({ type: 'CONFIRM' });
    await failLast(r.posts, new Error('Invoice INV-1001 is already released.'));
    expect(r.value()).toBe('postFailed');
    expect(releaseToastOf(r.snapshot())).toEqual({
      title: messages.titles.error,
      message: 'Invoice INV-1001 is already released.',
    });
    expect(r.context().releaseDate).toBe('2026-10-08');
    expect(canEdit(r.snapshot())).toBe(true);
    r.send({ type: 'SUBMIT' });
    expect(r.value()).toBe('confirming');
    expect(r.context().error).toBeNull();
    r.send({ type: 'CONFIRM' });
    expect(r.posts.map((post) => post.input.idempotencyKey)).toEqual(['form-1', 'form-1']);
  });

  it('every edit after a refused post returns to the form', async () => {
    const edits = [
      { type: 'TOGGLE_CHARGEBACK', id: 41, selected: false },
      { type: 'SET_RELEASE_DATE', date: '2026-10-09' },
      { type: 'SET_PAYMENT_TYPE', paymentType: 0 },
      { type: 'SET_TOTAL', amount: '2000.00' },
      { type: 'TOGGLE_ESCROW', invoiceId: 1002, selected: false },
      { type: 'CLEAR_ESCROWS' },
      { type: 'AUTO_SELECT_ESCROWS' },
    ] as const;
    for (const edit of edits) {
      const r = await completeRelease();
      r.send({ type: 'SUBMIT' });
      r.send({ type: 'CONFIRM' });
      await failLast(r.posts, new Error('No.'));
      r.send(edit);
      expect(r.value(), edit.type).toBe('editing');
      expect(r.context().error, edit.type).toBeNull();
    }
  });

  it('counts as changed once anything is chosen, the escrows included', async () => {
    const r = await editing();
    expect(isDirty(r.snapshot())).toBe(false);
    r.send({ type: 'CLEAR_ESCROWS' });
    expect(isDirty(r.snapshot())).toBe(true);
    r.send({ type: 'AUTO_SELECT_ESCROWS' });
    expect(isDirty(r.snapshot())).toBe(false);
    r.send({ type: 'SET_TOTAL', amount: '2740.00' });
    expect(isDirty(r.snapshot())).toBe(true);
    const c = await editing();
    c.send({ type: 'TOGGLE_CHARGEBACK', id: 41, selected: true });
    expect(isDirty(c.snapshot())).toBe(true);
  });

  it('may be cancelled from the form and after a refused post', async () => {
    const r = await completeRelease();
    expect(isDirty(r.snapshot())).toBe(true);
    r.send({ type: 'CANCEL' });
    expect(r.value()).toBe('cancelled');
    const f = await completeRelease();
    f.send({ type: 'SUBMIT' });
    f.send({ type: 'CONFIRM' });
    await failLast(f.posts, new Error('No.'));
    f.send({ type: 'CANCEL' });
    expect(f.value()).toBe('cancelled');
  });

  it('makes one key per opened form', () => {
    const first = startRelease({ invoiceIds: [1] }).context().idempotencyKey;
    const second = startRelease({ invoiceIds: [1] }).context().idempotencyKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
    expect(startInput.idempotencyKey).toBe('form-1');
  });
});
