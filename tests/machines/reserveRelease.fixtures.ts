import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import {
  reserveReleaseMachine,
  type LoadBatchInput,
  type LoadedBatch,
  type PostReleaseInput,
  type ReleaseAnswer,
  type ReserveReleaseEvent,
  type ReserveReleaseMachineInput,
} from '../../machines/reserveRelease.machine';
import type { ReserveRow } from '../../src/shared/contract/reserves';
import { recording, type Call } from './deferred';

/**
 * The worked example of docs/decisions/0029-reserves-and-their-release.md: Acme's invoices 1001
 * (held $1,630.00) and 1002 (held $910.00, its rest of $2,000.00 charged back), previous reserves of
 * −$50.00, escrows of $500.00, $250.00 and $300.00 against an extra of $450.00, a $25.00 wire fee.
 */
export function reserveRow(
  id: number,
  invoice_no: string,
  invoice_amount: string,
  advance_amount: string,
  discount_fee_amount: string,
  reserved_amount: string,
): ReserveRow {
  return {
    id,
    prospect_id: 7,
    invoice_no,
    client_name: 'Acme Freight Lines',
    debtor_name: 'Walmart Stores',
    funding_date: '2026-09-01',
    invoice_amount,
    advance_amount,
    discount_fee_amount,
    reserved_amount,
    open_balance: '0.00',
    releasable: true,
    escrow_reserves: '0.00',
    available_escrow_reserves: '0.00',
    wire_fee: '25.00',
    previous_reserves: '-50.00',
    reserve_released_amount: null,
    reserve_release_date: null,
    reserve_release_id: null,
    fee_days: 35,
    tax_per_day: null,
    release_amount: reserved_amount,
    deleted: false,
    is_terminated: false,
  };
}

export const workedExample: LoadedBatch = {
  batch: [
    reserveRow(1001, 'INV-1001', '10000.00', '8000.00', '370.00', '1630.00'),
    reserveRow(1002, 'INV-1002', '5000.00', '4000.00', '90.00', '910.00'),
  ],
  prospectId: 7,
  clientName: 'Acme Freight Lines',
  latestPostingDate: '2026-10-06',
  chargebacks: [
    {
      id: 41,
      invoice_no: 'INV-1002',
      debtor_name: 'Walmart Stores',
      chargeback_date: '2026-10-06',
      cb: '2000.00',
    },
  ],
  wireFee: '25.00',
  previousReserves: '-50.00',
  escrows: {
    escrows: [
      { invoice_id: 1001, invoice_no: 'INV-1001', funding_date: '2026-09-01', amount: '500.00' },
      { invoice_id: 1002, invoice_no: 'INV-1002', funding_date: '2026-09-01', amount: '250.00' },
      { invoice_id: 1006, invoice_no: 'INV-1006', funding_date: '2026-09-01', amount: '300.00' },
    ],
    held_escrow: '1050.00',
    open_receivables: '6000.00',
    ten_percent_ar: '600.00',
    extra_escrow: '450.00',
    auto_selected: [1002],
  },
};

export const released: ReleaseAnswer = {
  status: true,
  message: 'Reserves Released',
  id: 3,
  waiting_approval: false,
  approval_id: null,
};
export const heldForApproval: ReleaseAnswer = {
  status: true,
  message: 'The release waits for approval.',
  id: null,
  waiting_approval: true,
  approval_id: 8,
};

export const startInput: ReserveReleaseMachineInput = {
  invoiceIds: [1001, 1002],
  idempotencyKey: 'form-1',
  today: '2026-10-20',
};

/** The machine run for real with fakes the test answers: every call waits for the test. */
export function startRelease(
  input: ReserveReleaseMachineInput = startInput,
  inspect?: (event: InspectionEvent) => void,
) {
  const loads: Call<LoadBatchInput, LoadedBatch>[] = [];
  const posts: Call<PostReleaseInput, ReleaseAnswer>[] = [];
  const machine = reserveReleaseMachine.provide({
    actors: { loadBatch: fromPromise(recording(loads)), postRelease: fromPromise(recording(posts)) },
  });
  const actor = createActor(machine, { input, ...(inspect ? { inspect } : {}) }).start();
  return {
    actor,
    loads,
    posts,
    send: (event: ReserveReleaseEvent) => actor.send(event),
    snapshot: () => actor.getSnapshot(),
    context: () => actor.getSnapshot().context,
    value: () => actor.getSnapshot().value,
  };
}
