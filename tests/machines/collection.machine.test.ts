import { afterAll, describe, expect, it } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import { TestModel } from '@xstate/graph';
import {
  amountWarningOf,
  collectionMachine,
  collectionToastOf,
  isBusy,
  isDirty,
  problemsOf,
  selectedRows,
  ucOffered,
  type CollectionEvent,
  type CollectionMachineInput,
  type LoadedRows,
  type LoadRowsInput,
  type SaveCollectionInput,
} from '../../machines/collection.machine';
import type { CollectionRow } from '../../src/shared/collectionRules';
import { messages } from '../../src/shared/messages';
import { answerLast, failLast, flush, recording, type Call } from './deferred';

const C = messages.collection;

const row = (
  id: number,
  kind: CollectionRow['kind'],
  invoice_no: string,
  balance: string,
): CollectionRow => ({
  id,
  kind,
  invoice_no,
  balance,
  collected_amount: '',
  uc: '',
  move_to_cb: false,
});

/** Two open invoices of the pair and one open chargeback, with $200.00 of unapplied cash. */
const invoiceA = row(11, 'invoice', 'INV-1001', '1000.00');
const invoiceB = row(12, 'invoice', 'INV-1002', '500.00');
const chargeback = row(11, 'chargeback', 'INV-0900', '300.00');
const loaded: LoadedRows = { rows: [invoiceA, invoiceB, chargeback], unappliedCash: '200.00' };
const A = 'invoice:11';
const B = 'invoice:12';
const CB = 'chargeback:11';
const check = new File(['%PDF-1.4'], 'check.pdf', { type: 'application/pdf' });

/** Every transition each test took, by the state node it left, the event and its branch. */
const taken = new Set<string>();
function transitionName(source: AnyStateNode, eventType: string, transition: unknown): string {
  const branches = source.on[eventType] ?? [];
  return `${source.id} ${eventType} #${branches.indexOf(transition as never)}`;
}
function recordTaken(event: InspectionEvent) {
  if (event.type !== '@xstate.microstep') return;
  for (const transition of event._transitions)
    taken.add(transitionName(transition.source, transition.eventType, transition));
}

/** The machine run for real with fakes the test answers: every call waits for the test. */
function startCollection(input: CollectionMachineInput = { idempotencyKey: 'form-1' }) {
  const loads: Call<LoadRowsInput, LoadedRows>[] = [];
  const saves: Call<SaveCollectionInput, unknown>[] = [];
  const machine = collectionMachine.provide({
    actors: {
      loadRows: fromPromise(recording(loads)),
      saveCollection: fromPromise(recording(saves)),
    },
  });
  const actor = createActor(machine, { input, inspect: recordTaken }).start();
  const send = (event: CollectionEvent) => actor.send(event);
  return {
    actor,
    loads,
    saves,
    send,
    snapshot: () => actor.getSnapshot(),
    context: () => actor.getSnapshot().context,
    value: () => actor.getSnapshot().value,
    field: (field: Extract<CollectionEvent, { type: 'SET_FIELD' }>['field'], value: string) =>
      send({ type: 'SET_FIELD', field, value }),
    pick: (key: string) => send({ type: 'TOGGLE_ROW', key, selected: true }),
    settle: (key: string, amount: string) => send({ type: 'SET_ROW_AMOUNT', key, amount }),
    rowOf: (key: string) => actor.getSnapshot().context.rows.find((r) => `${r.kind}:${r.id}` === key),
  };
}

/** The form of `type` for client 5 and debtor 9 with the pair's rows loaded. */
async function editing(type: 1 | 2 | 3 = 1, input?: CollectionMachineInput) {
  const c = startCollection(input);
  c.send({ type: 'CHOOSE_TYPE', collectionType: type });
  c.send({ type: 'SET_CLIENT', clientId: 5 });
  c.send({ type: 'SET_DEBTOR', debtorId: 9 });
  await answerLast(c.loads, loaded);
  return c;
}

/** A check dated 10/06, deposited 10/07, posted 10/08, with its image. */
function payByCheck(c: Awaited<ReturnType<typeof editing>>) {
  c.send({ type: 'SET_PAYMENT_TYPE', paymentType: 1 });
  c.field('check_number', 'CHK778');
  c.field('check_date', '2026-10-06');
  c.field('check_deposit_date', '2026-10-07');
  c.field('posting_date', '2026-10-08');
  c.send({ type: 'SET_ATTACHMENT', file: check });
}

/** A complete collection of $1,500.00 against both invoices, paid in full. */
async function completeInvoiceCollection(input?: CollectionMachineInput) {
  const c = await editing(1, input);
  c.pick(A);
  c.pick(B);
  c.settle(A, '1000.00');
  c.settle(B, '500.00');
  c.field('amount', '1500.00');
  payByCheck(c);
  return c;
}

describe('collection: choosing the type', () => {
  it('starts with the three cards and nothing chosen', () => {
    const c = startCollection();
    expect(c.value()).toBe('choosingType');
    expect(c.context().collectionType).toBeNull();
    expect(isBusy(c.snapshot())).toBe(false);
    expect(isDirty(c.snapshot())).toBe(false);
  });

  it('opens the form of the chosen type, waiting for the client and debtor', () => {
    const c = startCollection();
    c.send({ type: 'CHOOSE_TYPE', collectionType: 3 });
    expect(c.value()).toEqual({ form: 'pickingPair' });
    expect(c.context().collectionType).toBe(3);
    expect(c.context().clientId).toBeNull();
  });

  it('may be cancelled before a type is chosen', () => {
    const c = startCollection();
    c.send({ type: 'CANCEL' });
    expect(c.value()).toBe('cancelled');
    expect(c.snapshot().status).toBe('done');
  });

  it('keeps the form when the chosen card is chosen again', async () => {
    const c = await editing(1);
    c.pick(A);
    c.send({ type: 'CHOOSE_TYPE', collectionType: 1 });
    expect(c.value()).toEqual({ form: 'editing' });
    expect(c.context().selected).toEqual([A]);
  });

  it('empties the whole form when another type is chosen', async () => {
    const c = await editing(1);
    c.pick(A);
    c.settle(A, '100.00');
    c.field('amount', '100.00');
    c.send({ type: 'SET_ATTACHMENT', file: check });
    c.send({ type: 'CHOOSE_TYPE', collectionType: 2 });
    expect(c.value()).toEqual({ form: 'pickingPair' });
    expect(c.context()).toMatchObject({
      collectionType: 2,
      clientId: null,
      debtorId: null,
      rows: [],
      selected: [],
      attachment: null,
      problems: [],
    });
    expect(c.context().fields.amount).toBe('');
  });
});

describe('collection: the client and the debtor', () => {
  it("loads the pair's open rows and pool once both are chosen", async () => {
    const c = startCollection();
    c.send({ type: 'CHOOSE_TYPE', collectionType: 3 });
    c.send({ type: 'SET_CLIENT', clientId: 5 });
    expect(c.value()).toEqual({ form: 'pickingPair' });
    c.send({ type: 'SET_DEBTOR', debtorId: 9 });
    expect(c.value()).toEqual({ form: 'loadingRows' });
    expect(isBusy(c.snapshot())).toBe(true);
    expect(c.loads[0]?.input).toEqual({ clientId: 5, debtorId: 9, collectionType: 3 });
    const entered: CollectionRow = { ...invoiceA, collected_amount: '9.00', move_to_cb: true };
    await answerLast(c.loads, { rows: [entered], unappliedCash: '200.00' });
    expect(c.value()).toEqual({ form: 'editing' });
    expect(c.context().rows).toEqual([invoiceA]);
    expect(c.context().unappliedCash).toBe('200.00');
  });

  it('waits for a client before a debtor loads anything, and for a debtor after it is cleared', async () => {
    const c = startCollection();
    c.send({ type: 'CHOOSE_TYPE', collectionType: 1 });
    c.send({ type: 'SET_DEBTOR', debtorId: 9 });
    expect(c.value()).toEqual({ form: 'pickingPair' });
    expect(c.loads).toHaveLength(0);
    c.send({ type: 'SET_CLIENT', clientId: 5 });
    c.send({ type: 'SET_DEBTOR', debtorId: 9 });
    await answerLast(c.loads, loaded);
    c.send({ type: 'SET_DEBTOR', debtorId: null });
    expect(c.value()).toEqual({ form: 'pickingPair' });
    expect(c.context().rows).toEqual([]);
  });

  it('empties the debtor and the rows when another client is chosen', async () => {
    const c = await editing(1);
    c.pick(A);
    c.send({ type: 'SET_CLIENT', clientId: 6 });
    expect(c.value()).toEqual({ form: 'pickingPair' });
    expect(c.context()).toMatchObject({ clientId: 6, debtorId: null, rows: [], selected: [] });
  });

  it('loads again for another debtor, forgetting the rows chosen', async () => {
    const c = await editing(1);
    c.pick(A);
    c.send({ type: 'SET_DEBTOR', debtorId: 10 });
    expect(c.value()).toEqual({ form: 'loadingRows' });
    expect(c.context().selected).toEqual([]);
    expect(c.loads.at(-1)?.input).toEqual({ clientId: 5, debtorId: 10, collectionType: 1 });
  });

  it("keeps a client user's own company, whatever client is sent, across types", async () => {
    const c = startCollection({ lockedClientId: 77, idempotencyKey: 'k' });
    expect(c.context().clientId).toBe(77);
    c.send({ type: 'CHOOSE_TYPE', collectionType: 1 });
    expect(c.context().clientId).toBe(77);
    c.send({ type: 'SET_CLIENT', clientId: 5 });
    expect(c.context().clientId).toBe(77);
    c.send({ type: 'SET_DEBTOR', debtorId: 9 });
    expect(c.loads[0]?.input.clientId).toBe(77);
    await answerLast(c.loads, loaded);
    c.send({ type: 'CHOOSE_TYPE', collectionType: 2 });
    expect(c.context().clientId).toBe(77);
  });

  it("keeps the server's message on a failed load, and loads again on RETRY", async () => {
    const c = startCollection();
    c.send({ type: 'CHOOSE_TYPE', collectionType: 1 });
    c.send({ type: 'SET_CLIENT', clientId: 5 });
    c.send({ type: 'SET_DEBTOR', debtorId: 9 });
    await failLast(c.loads, new Error('Debtor not found.'));
    expect(c.value()).toEqual({ form: 'loadFailed' });
    expect(collectionToastOf(c.snapshot())).toEqual({ title: 'Fetch Failed', message: 'Debtor not found.' });
    c.send({ type: 'RETRY' });
    expect(c.value()).toEqual({ form: 'loadingRows' });
    expect(c.context().error).toBeNull();
    await failLast(c.loads, undefined);
    expect(c.context().error).toBe(messages.generic.serverError);
    c.send({ type: 'CANCEL' });
    expect(c.value()).toBe('cancelled');
  });

  it('may choose another type or debtor while the rows load', () => {
    const c = startCollection();
    c.send({ type: 'CHOOSE_TYPE', collectionType: 1 });
    c.send({ type: 'SET_CLIENT', clientId: 5 });
    c.send({ type: 'SET_DEBTOR', debtorId: 9 });
    c.send({ type: 'SET_DEBTOR', debtorId: 10 });
    expect(c.loads).toHaveLength(2);
    c.send({ type: 'CHOOSE_TYPE', collectionType: 3 });
    expect(c.value()).toEqual({ form: 'pickingPair' });
  });
});

describe('collection: the rows', () => {
  it('chooses rows and forgets what was entered on a row left out', async () => {
    const c = await editing(1);
    c.pick(A);
    c.settle(A, '100.00');
    expect(selectedRows(c.context()).map((r) => r.invoice_no)).toEqual(['INV-1001']);
    c.send({ type: 'TOGGLE_ROW', key: A, selected: false });
    expect(c.context().selected).toEqual([]);
    expect(c.rowOf(A)?.collected_amount).toBe('');
    c.send({ type: 'TOGGLE_ROW', key: 'invoice:999', selected: true });
    expect(c.context().selected).toEqual([]);
  });

  it('moves a short-paid invoice to chargeback, and forces it off where the rules forbid it', async () => {
    const c = await editing(3);
    c.pick(A);
    c.pick(CB);
    c.send({ type: 'SET_ROW_MOVE_TO_CB', key: A, moveToCb: true });
    expect(c.rowOf(A)?.move_to_cb).toBe(false); // no amount yet
    c.settle(A, '400.00');
    c.send({ type: 'SET_ROW_MOVE_TO_CB', key: A, moveToCb: true });
    expect(c.rowOf(A)?.move_to_cb).toBe(true);
    c.settle(A, '1000.00'); // fully settled: forced off
    expect(c.rowOf(A)?.move_to_cb).toBe(false);
    c.settle(CB, '100.00');
    c.send({ type: 'SET_ROW_MOVE_TO_CB', key: CB, moveToCb: true });
    expect(c.rowOf(CB)?.move_to_cb).toBe(false); // a chargeback row
    c.settle(A, '400.00');
    c.send({ type: 'SET_ROW_MOVE_TO_CB', key: A, moveToCb: true });
    c.send({ type: 'SET_ROW_MOVE_TO_CB', key: A, moveToCb: false });
    expect(c.rowOf(A)?.move_to_cb).toBe(false);
  });

  it('offers to settle unapplied cash only while the amount is below the rows and the pool has some', async () => {
    const c = await editing(1);
    c.pick(A);
    c.field('amount', '1000.00');
    expect(ucOffered(c.snapshot())).toBe(false);
    c.send({ type: 'SET_SETTLE_UC', settleUc: true });
    expect(c.context().settleUc).toBe(false);
    c.field('amount', '900.00');
    expect(ucOffered(c.snapshot())).toBe(true);
    c.send({ type: 'SET_SETTLE_UC', settleUc: true });
    expect(c.context().settleUc).toBe(true);
    c.settle(A, '900.00');
    c.send({ type: 'SET_ROW_UC', key: A, uc: '100.00' });
    expect(c.rowOf(A)?.uc).toBe('100.00');
    c.field('amount', '1000.00'); // the option goes, and the unapplied cash with it
    expect(c.context().settleUc).toBe(false);
    expect(c.rowOf(A)?.uc).toBe('');
  });

  it('caps the unapplied cash of a row by the balance left after the cash, and all rows by the pool', async () => {
    const c = await editing(1);
    c.pick(A);
    c.pick(B);
    c.field('amount', '1200.00');
    c.send({ type: 'SET_SETTLE_UC', settleUc: true });
    c.settle(A, '950.00');
    c.send({ type: 'SET_ROW_UC', key: A, uc: '80.00' });
    expect(c.rowOf(A)?.uc).toBe('50.00');
    c.settle(B, '250.00');
    c.send({ type: 'SET_ROW_UC', key: B, uc: '250.00' });
    expect(c.rowOf(B)?.uc).toBe('150.00'); // the pool of 200.00 less the 50.00 on INV-1001
    c.settle(B, '400.00'); // more cash leaves 100.00 of INV-1002 for unapplied cash
    expect(c.rowOf(B)?.uc).toBe('100.00');
    c.send({ type: 'SET_ROW_UC', key: B, uc: '1' });
    expect(c.rowOf(B)?.uc).toBe('1');
    c.send({ type: 'SET_ROW_UC', key: B, uc: '' });
    expect(c.rowOf(B)?.uc).toBe('');
    c.send({ type: 'SET_SETTLE_UC', settleUc: false });
    expect(c.rowOf(A)?.uc).toBe('');
    c.send({ type: 'SET_ROW_UC', key: A, uc: '10.00' });
    expect(c.rowOf(A)?.uc).toBe('');
  });

  it('warns when the amount is less or more than the chosen invoices', async () => {
    const c = await editing(1);
    expect(amountWarningOf(c.snapshot())).toBeNull();
    c.pick(A);
    c.field('amount', '999.99');
    expect(amountWarningOf(c.snapshot())).toBe(C.amountBelowInvoices);
    c.field('amount', '1000.01');
    expect(amountWarningOf(c.snapshot())).toBe(C.amountAboveInvoices);
    c.field('amount', '1000.00');
    expect(amountWarningOf(c.snapshot())).toBeNull();
  });
});

describe('collection: the payment', () => {
  it('clears the later dates when a date changes, and the deposit date for a wire', async () => {
    const c = await editing(1);
    payByCheck(c);
    c.field('check_date', '2026-10-06');
    expect(c.context().fields.posting_date).toBe('2026-10-08'); // the same date: nothing cleared
    c.field('check_deposit_date', '2026-10-07');
    c.field('posting_date', '2026-10-09');
    expect(c.context().fields.check_deposit_date).toBe('2026-10-07');
    c.field('check_deposit_date', '2026-10-08');
    expect(c.context().fields.posting_date).toBe('');
    c.field('check_date', '2026-10-05');
    expect(c.context().fields).toMatchObject({ check_deposit_date: '', posting_date: '' });
    c.field('check_deposit_date', '2026-10-07');
    c.send({ type: 'SET_PAYMENT_TYPE', paymentType: 2 });
    expect(c.context().fields).toMatchObject({ payment_type: 2, check_deposit_date: '' });
    c.send({ type: 'SET_PAYMENT_TYPE', paymentType: 0 });
    expect(c.context().fields.payment_type).toBe(0);
  });

  it('takes the attachment and lets it go', async () => {
    const c = await editing(1);
    c.send({ type: 'SET_ATTACHMENT', file: check });
    expect(c.context().attachment).toBe(check);
    expect(isDirty(c.snapshot())).toBe(true);
    c.send({ type: 'SET_ATTACHMENT', file: null });
    expect(c.context().attachment).toBeNull();
    expect(isDirty(c.snapshot())).toBe(false);
  });
});

describe('collection: submitting', () => {
  it('refuses an empty form with the verbatim messages and sends nothing', async () => {
    const c = await editing(1);
    c.send({ type: 'SUBMIT' });
    expect(c.value()).toEqual({ form: 'editing' });
    const texts = c.context().problems.map((p) => p.message);
    expect(texts).toContain(C.selectAtLeastOne);
    expect(texts).toContain(messages.collection.attachmentRequired);
    expect(c.saves).toHaveLength(0);
  });

  it('refuses the payment as the server would: type, number, dates and their order', async () => {
    const c = await editing(1);
    c.pick(A);
    c.settle(A, '1000.00');
    c.field('amount', '1000.00');
    c.send({ type: 'SUBMIT' });
    expect(c.context().problems).toContainEqual({
      field: 'payment_type',
      message: 'Payment Type is required',
    });
    c.send({ type: 'SET_PAYMENT_TYPE', paymentType: 1 });
    c.field('check_number', 'CHK-1');
    c.field('check_date', '2026-10-06');
    c.field('check_deposit_date', '2026-10-05');
    c.field('posting_date', '2026-10-04');
    c.send({ type: 'SET_ATTACHMENT', file: check });
    c.send({ type: 'SUBMIT' });
    const fields = c.context().problems.map((p) => p.field);
    expect(fields).toContain('check_number');
    expect(c.saves).toHaveLength(0);
    c.field('check_number', 'CHK1');
    c.send({ type: 'SUBMIT' });
    expect(c.context().problems.map((p) => p.field)).toEqual(['check_deposit_date', 'posting_date']);
    expect(c.saves).toHaveLength(0);
  });

  it("refuses a posting date before a chosen invoice's funding date", async () => {
    const c = startCollection();
    c.send({ type: 'CHOOSE_TYPE', collectionType: 1 });
    c.send({ type: 'SET_CLIENT', clientId: 5 });
    c.send({ type: 'SET_DEBTOR', debtorId: 9 });
    await answerLast(c.loads, { rows: [{ ...invoiceA, funding_date: '2026-10-07' }], unappliedCash: '0.00' });
    c.pick(A);
    c.settle(A, '1000.00');
    c.field('amount', '1000.00');
    c.send({ type: 'SET_PAYMENT_TYPE', paymentType: 2 });
    c.field('check_number', 'W1');
    c.field('check_date', '2026-10-06');
    c.field('posting_date', '2026-10-06');
    c.send({ type: 'SET_ATTACHMENT', file: check });
    c.send({ type: 'SUBMIT' });
    expect(c.context().problems).toEqual([
      { field: 'posting_date', message: 'Posting Date cannot be before the funding date 10/07/2026' },
    ]);
    c.field('posting_date', '2026-10-07');
    c.send({ type: 'SUBMIT' });
    expect(c.value()).toBe('saving');
  });

  it("refuses cash that does not match the amount: 'Amounts are not matching'", async () => {
    const c = await completeInvoiceCollection();
    c.field('amount', '1400.00');
    c.send({ type: 'SUBMIT' });
    expect(c.context().problems.map((p) => p.message)).toContain('Amounts are not matching');
    expect(c.saves).toHaveLength(0);
  });

  it("refuses a chosen row without an amount: 'Invoice No. needs an Amount to be Settled'", async () => {
    const c = await completeInvoiceCollection();
    c.settle(B, '');
    c.field('amount', '1000.00');
    c.send({ type: 'SUBMIT' });
    expect(c.context().problems).toContainEqual(
      expect.objectContaining({ message: 'Invoice No. needs an Amount to be Settled' }),
    );
    expect(c.saves).toHaveLength(0);
  });

  it('refuses a combined collection whose parts do not match, each with its message', async () => {
    const c = await editing(3);
    c.pick(A);
    c.settle(A, '1000.00');
    c.field('amount', '1000.00');
    payByCheck(c);
    c.send({ type: 'SUBMIT' });
    expect(c.context().problems.map((p) => p.message)).toContain(
      'Please select atleast one Invoice or Chargeback Invoice',
    );
    c.pick(CB);
    c.settle(CB, '300.00');
    c.field('cb_amount', '200.00');
    c.field('total_amount', '1100.00');
    c.send({ type: 'SUBMIT' });
    const texts = c.context().problems.map((p) => p.message);
    expect(texts).toContain('Amounts entered does not match');
    expect(texts).toContain('Total amount does not matches with chargebacks amount and amount');
    expect(c.saves).toHaveLength(0);
  });

  it('saves a complete collection once, with its rows, payment and key, then says so', async () => {
    const c = await completeInvoiceCollection();
    c.send({ type: 'SUBMIT' });
    expect(c.value()).toBe('saving');
    expect(isBusy(c.snapshot())).toBe(true);
    c.send({ type: 'SUBMIT' });
    c.send({ type: 'CANCEL' });
    c.send({ type: 'CHOOSE_TYPE', collectionType: 2 });
    expect(c.saves).toHaveLength(1);
    expect(c.saves[0]?.input).toEqual({
      idempotencyKey: 'form-1',
      attachment: check,
      collection: {
        prospect_id: 5,
        debtor_id: 9,
        collection_type: 1,
        amount: '1500.00',
        cb_amount: '0.00',
        total_amount: '1500.00',
        payment_type: 1,
        check_number: 'CHK778',
        check_date: '2026-10-06',
        check_deposit_date: '2026-10-07',
        posting_date: '2026-10-08',
        notes: '',
        uc_collected: '0.00',
        invoices: [
          { id: 11, kind: 'invoice', collected_amount: '1000.00', uc: '0.00', move_to_cb: false },
          { id: 12, kind: 'invoice', collected_amount: '500.00', uc: '0.00', move_to_cb: false },
        ],
      },
    });
    await answerLast(c.saves, { status: true, message: 'Collection completed successfully' });
    expect(c.value()).toBe('completed');
    expect(c.snapshot().status).toBe('done');
    expect(collectionToastOf(c.snapshot())).toEqual({
      title: 'Collections',
      message: 'Collection completed successfully',
    });
  });

  it('sends a combined collection with its chargebacks amount, total and settled unapplied cash', async () => {
    const c = await editing(3);
    c.pick(A);
    c.pick(CB);
    c.field('amount', '900.00');
    c.send({ type: 'SET_SETTLE_UC', settleUc: true });
    c.settle(A, '900.00');
    c.send({ type: 'SET_ROW_UC', key: A, uc: '100' });
    c.settle(CB, '300.00');
    c.field('cb_amount', '300.00');
    c.field('total_amount', '1200.00');
    c.field('notes', 'Short by a dispute');
    payByCheck(c);
    c.send({ type: 'SET_PAYMENT_TYPE', paymentType: 2 });
    c.field('posting_date', '2026-10-08');
    c.send({ type: 'SUBMIT' });
    expect(c.saves[0]?.input.collection).toMatchObject({
      collection_type: 3,
      amount: '900.00',
      cb_amount: '300.00',
      total_amount: '1200.00',
      payment_type: 2,
      check_deposit_date: '',
      uc_collected: '100.00',
      notes: 'Short by a dispute',
      invoices: [
        { id: 11, kind: 'invoice', collected_amount: '900.00', uc: '100.00', move_to_cb: false },
        { id: 11, kind: 'chargeback', collected_amount: '300.00', uc: '0.00', move_to_cb: false },
      ],
    });
  });

  it("keeps the server's message on a refused save and retries with the same key", async () => {
    const c = await completeInvoiceCollection();
    c.send({ type: 'SUBMIT' });
    await failLast(c.saves, new Error('Invoice INV-1001 has a balance of $900.00.'));
    expect(c.value()).toEqual({ form: 'saveFailed' });
    expect(collectionToastOf(c.snapshot())).toEqual({
      title: 'Error',
      message: 'Invoice INV-1001 has a balance of $900.00.',
    });
    c.send({ type: 'RETRY' });
    expect(c.value()).toBe('saving');
    expect(c.saves[1]?.input).toEqual(c.saves[0]?.input);
    await failLast(c.saves, new Error(''));
    expect(c.context().error).toBe(messages.generic.failure);
    c.send({ type: 'SUBMIT' });
    expect(c.saves[2]?.input.idempotencyKey).toBe('form-1');
  });

  it('goes back to the form on an edit or a refused submission after a failed save', async () => {
    const c = await completeInvoiceCollection();
    c.send({ type: 'SUBMIT' });
    await failLast(c.saves, new Error('No.'));
    c.field('amount', '1400.00');
    expect(c.value()).toEqual({ form: 'editing' });
    expect(c.context().error).toBeNull();
    c.send({ type: 'SUBMIT' });
    c.field('amount', '1500.00');
    c.send({ type: 'SUBMIT' });
    await failLast(c.saves, new Error('No.'));
    c.field('amount', '1');
    c.field('amount', '1500.00');
    c.send({ type: 'SUBMIT' });
    await failLast(c.saves, new Error('No.'));
    c.field('amount', '1400.00');
    c.send({ type: 'SUBMIT' });
    expect(c.value()).toEqual({ form: 'editing' });
    expect(c.context().problems.map((p) => p.message)).toContain('Amounts are not matching');
    expect(c.saves).toHaveLength(3);
  });

  it('every edit after a failed save returns to the form', async () => {
    const edits: CollectionEvent[] = [
      { type: 'TOGGLE_ROW', key: B, selected: false },
      { type: 'SET_ROW_AMOUNT', key: A, amount: '999.00' },
      { type: 'SET_ROW_UC', key: A, uc: '1.00' },
      { type: 'SET_ROW_MOVE_TO_CB', key: A, moveToCb: true },
      { type: 'SET_SETTLE_UC', settleUc: true },
      { type: 'SET_FIELD', field: 'notes', value: 'x' },
      { type: 'SET_PAYMENT_TYPE', paymentType: 0 },
      { type: 'SET_ATTACHMENT', file: null },
    ];
    for (const edit of edits) {
      const c = await completeInvoiceCollection();
      c.send({ type: 'SUBMIT' });
      await failLast(c.saves, new Error('No.'));
      c.send(edit);
      expect(c.value(), edit.type).toEqual({ form: 'editing' });
    }
  });

  it('may choose another type, client or debtor, or cancel, after a failed save', async () => {
    for (const event of [
      { type: 'CHOOSE_TYPE', collectionType: 2 },
      { type: 'SET_CLIENT', clientId: 6 },
      { type: 'SET_DEBTOR', debtorId: 10 },
      { type: 'CANCEL' },
    ] as const) {
      const c = await completeInvoiceCollection();
      c.send({ type: 'SUBMIT' });
      await failLast(c.saves, new Error('No.'));
      c.send(event);
      expect(c.value(), event.type).not.toEqual({ form: 'saveFailed' });
    }
  });

  it('may be cancelled from every step of the form', async () => {
    const c = await editing(1);
    c.send({ type: 'CANCEL' });
    expect(c.value()).toBe('cancelled');
    const p = startCollection();
    p.send({ type: 'CHOOSE_TYPE', collectionType: 1 });
    p.send({ type: 'CANCEL' });
    expect(p.value()).toBe('cancelled');
    expect(collectionToastOf(p.snapshot())).toBeNull();
  });

  it('makes one key per opened form', () => {
    const first = startCollection({}).context().idempotencyKey;
    const second = startCollection({}).context().idempotencyKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based paths (DESIGN.md §6): the machine's own graph walked with a fixed set of events — a
// wire collection of INV-1001 in full, filled in one field at a time, plus the other edits, the
// choices and the calls' answers — and each path replayed on a running actor whose calls are
// fakes the test answers. A node is the state, how many of the wire's facts are filled in and
// whether the form is acceptable, so the walk stays small yet reaches a complete form; each
// transition is a node of its own, so the shortest paths take every transition.
// ---------------------------------------------------------------------------------------------

const walkInput: CollectionMachineInput = { idempotencyKey: 'walk-key' };
const wire: CollectionEvent[] = [
  { type: 'TOGGLE_ROW', key: A, selected: true },
  { type: 'SET_ROW_AMOUNT', key: A, amount: '1000.00' },
  { type: 'SET_FIELD', field: 'amount', value: '1000.00' },
  { type: 'SET_PAYMENT_TYPE', paymentType: 2 },
  { type: 'SET_FIELD', field: 'check_number', value: 'W1' },
  { type: 'SET_FIELD', field: 'check_date', value: '2026-10-06' },
  { type: 'SET_FIELD', field: 'posting_date', value: '2026-10-08' },
  { type: 'SET_ATTACHMENT', file: check },
];
const otherEdits: CollectionEvent[] = [
  { type: 'SET_ROW_UC', key: A, uc: '1.00' },
  { type: 'SET_ROW_MOVE_TO_CB', key: A, moveToCb: true },
  { type: 'SET_SETTLE_UC', settleUc: true },
];
const choicesOf: CollectionEvent[] = [
  { type: 'CHOOSE_TYPE', collectionType: 1 },
  { type: 'CHOOSE_TYPE', collectionType: 2 },
  { type: 'SET_CLIENT', clientId: 5 },
  { type: 'SET_DEBTOR', debtorId: 9 },
  { type: 'SET_DEBTOR', debtorId: null },
];

type Snapshot = ReturnType<ReturnType<typeof startCollection>['snapshot']>;

/** How many of the wire's facts are filled in, in their order (the walk fills them in that order). */
function filledOf(state: Snapshot): number {
  const { context } = state;
  const a = context.rows.find((r) => r.kind === 'invoice' && r.id === 11);
  const facts = [
    context.selected.includes(A),
    a?.collected_amount === '1000.00',
    context.fields.amount === '1000.00',
    context.fields.payment_type === 2,
    context.fields.check_number === 'W1',
    context.fields.check_date === '2026-10-06',
    context.fields.posting_date === '2026-10-08',
    context.attachment !== null,
  ];
  const first = facts.indexOf(false);
  return first === -1 ? facts.length : first;
}

function eventsFor(state: Snapshot): CollectionEvent[] {
  const anyEvent = (event: { type: string } & Record<string, unknown>) => event as unknown as CollectionEvent;
  return __unsafe_getAllOwnEventDescriptors(state).flatMap((type): CollectionEvent[] => {
    switch (type) {
      case 'CHOOSE_TYPE':
      case 'SET_CLIENT':
      case 'SET_DEBTOR':
        return choicesOf.filter((event) => event.type === type);
      case 'TOGGLE_ROW':
      case 'SET_ROW_AMOUNT':
      case 'SET_ROW_UC':
      case 'SET_ROW_MOVE_TO_CB':
      case 'SET_SETTLE_UC':
      case 'SET_FIELD':
      case 'SET_PAYMENT_TYPE':
      case 'SET_ATTACHMENT':
        return [wire[filledOf(state)], ...otherEdits].filter(
          (event): event is CollectionEvent => event !== undefined && event.type === type,
        );
      case 'SUBMIT':
      case 'RETRY':
      case 'CANCEL':
        return [{ type }];
      case 'xstate.done.actor.loadRows':
        return [anyEvent({ type, output: loaded })];
      case 'xstate.error.actor.loadRows':
        return [anyEvent({ type, error: new Error('Debtor not found.') })];
      case 'xstate.done.actor.saveCollection':
        return [anyEvent({ type, output: { status: true } })];
      case 'xstate.error.actor.saveCollection':
        return [anyEvent({ type, error: new Error('Invoice INV-1001 is already collected.') })];
      default:
        throw new Error(`No test event for '${type}': add it to eventsFor()`);
    }
  });
}

/** The node of a snapshot: everything of its context the walk can change, so merged nodes agree. */
function nodeOf(state: Snapshot): string {
  const { context } = state;
  return JSON.stringify([
    state.value,
    context.collectionType,
    context.clientId,
    context.debtorId,
    filledOf(state),
    context.problems.map((problem) => problem.message),
    context.error,
    context.settleUc,
    context.rows.map((row) => [row.uc, row.move_to_cb]),
  ]);
}

const model = new TestModel(collectionMachine, {
  events: eventsFor,
  input: walkInput,
  serializeState: (state, event, previous) =>
    `${nodeOf(state)}${event && previous ? ` via ${JSON.stringify(event, (k, v: unknown) => (v instanceof File ? v.name : v))} from ${nodeOf(previous)}` : ''}`,
});
const paths = model.getShortestPaths();
const reached = paths.flatMap((path) => path.steps.map((step) => step.state));

describe('collection: model-based paths', () => {
  it('reaches every state node of the machine', () => {
    const expected = [
      'choosingType',
      { form: 'pickingPair' },
      { form: 'loadingRows' },
      { form: 'loadFailed' },
      { form: 'editing' },
      { form: 'saveFailed' },
      'saving',
      'completed',
      'cancelled',
    ];
    for (const value of expected)
      expect(
        reached.some((s) => s.matches(value as never)),
        JSON.stringify(value),
      ).toBe(true);
  });

  it('saves only forms the rules accept', () => {
    for (const state of reached.filter((s) => s.matches('saving')))
      expect(problemsOf(state.context)).toEqual([]);
  });

  for (const [index, path] of paths.entries()) {
    const last = path.steps.at(-1)?.event.type ?? 'start';
    it(`path ${index + 1}: ${path.steps.length - 1} steps to ${JSON.stringify(path.state.value)} via ${last}`, async () => {
      const c = startCollection(walkInput);
      for (const step of path.steps.slice(1)) {
        const event: { type: string; output?: unknown; error?: unknown } = step.event;
        const [, kind, , id] = event.type.split('.');
        const calls = { loadRows: c.loads, saveCollection: c.saves }[id ?? ''] as
          Call<unknown, unknown>[] | undefined;
        if (kind === 'done' && calls) await answerLast(calls, event.output);
        else if (kind === 'error' && calls) await failLast(calls, event.error);
        else c.send(step.event);
        await flush();
        expect(c.value()).toEqual(step.state.value);
        expect(c.context()).toEqual(step.state.context);
      }
      const saving = path.steps.filter((s) => s.state.matches('saving')).length;
      expect(c.saves).toHaveLength(saving);
      expect(c.saves.every((save) => save.input.idempotencyKey === 'walk-key')).toBe(true);
    });
  }
});

/** Every transition the machine declares, named as `recordTaken` names them. */
function declaredTransitions(): string[] {
  const names: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const [eventType, branches] of Object.entries(node.on))
      for (const branch of branches) names.push(transitionName(node, eventType, branch));
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(collectionMachine.root);
  return names;
}

afterAll(() => {
  // Reported from afterAll so that it counts every test above; a missing transition fails the file.
  const missing = declaredTransitions().filter((name) => !taken.has(name));
  expect(missing).toEqual([]);
});

describe('collection: coverage of the machine', () => {
  it('declares the states the screens read', () => {
    expect(Object.keys(collectionMachine.root.states).sort()).toEqual(
      ['cancelled', 'choosingType', 'completed', 'form', 'saving'].sort(),
    );
    expect(Object.keys(collectionMachine.root.states.form?.states ?? {}).sort()).toEqual(
      ['editing', 'loadFailed', 'loadingRows', 'pickingPair', 'saveFailed'].sort(),
    );
  });
});
