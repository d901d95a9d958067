import { useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../src/shared/contract/session';
import {
  reserveEndpoints as r,
  reserveReleaseEndpoints as rr,
  type AvailableEscrows,
  type ReleaseChargeback,
  type ReserveRow,
} from '../../src/shared/contract/reserves';
import { CreateRrBatchPage } from '../../src/web/features/reserves/createBatch/CreateRrBatchPage';
import {
  createRrBatchState,
  reserveCardFromState,
} from '../../src/web/features/reserves/createBatch/navigationState';
import type { FakeHandler } from '../shell/fakeApi';
import type { StaffRoute } from '../users/StaffScreen';
import { answeredFor, answering } from '../users/fakeServer';

/**
 * The worked example of docs/decisions/0029-reserves-and-their-release.md: Acme Freight Lines
 * releases invoices 1001 (held $1,630.00) and 1002 (held $910.00, its rest of $2,000.00 charged
 * back), with previous reserves of −$50.00 and escrows of $500.00, $250.00 and $300.00 against an
 * extra of $450.00 (Auto Select takes 1002's $250.00); its wire fee is $25.00. Batch total
 * $2,740.00.
 */
function reserveRow(
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

export const batchRows: ReserveRow[] = [
  reserveRow(1001, 'INV-1001', '10000.00', '8000.00', '370.00', '1630.00'),
  reserveRow(1002, 'INV-1002', '5000.00', '4000.00', '90.00', '910.00'),
];

export const openChargebacks: ReleaseChargeback[] = [
  {
    id: 41,
    invoice_no: 'INV-1002',
    debtor_name: 'Walmart Stores',
    chargeback_date: '2026-10-06',
    cb: '2000.00',
  },
];

export const availableEscrows: AvailableEscrows = {
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
};

/** How the Cash Reserves card opens Create RR Batch on 1001 and 1002. */
export const chosenState = createRrBatchState({ invoiceIds: [1001, 1002], prospectId: 7 });

/** Where a release lands: the reserves screen, saying which card it opened on. */
function ReservesLanding() {
  const card = reserveCardFromState(useLocation().state);
  return (
    <>
      <h1>Reserves list</h1>
      <p>Card: {card ?? 'cash'}</p>
    </>
  );
}

export const createRrBatchRoutes: StaffRoute[] = [
  { path: '/createrrbatch', element: <CreateRrBatchPage /> },
  { path: '/reserves', element: <ReservesLanding /> },
];

/** The answers of Create RR Batch: the batch of the worked example, and a release that posts. */
export function createRrBatchHandlers(
  user: CurrentUser,
  chargebacks: readonly ReleaseChargeback[] = openChargebacks,
): Record<string, FakeHandler> {
  return {
    [r.batch.path]: answering(r.batch, () =>
      answeredFor(r.batch, user, {
        batch: batchRows,
        prospect_id: 7,
        client_name: 'Acme Freight Lines',
        latest_posting_date: '2026-10-06',
        chargebacks,
        wire_fee: '25.00',
        previous_reserves: '-50.00',
      }),
    ),
    [r.previousReserves.path]: answering(r.previousReserves, () =>
      answeredFor(r.previousReserves, user, { amount: '-50.00' }),
    ),
    [r.availableEscrows.path]: answering(r.availableEscrows, () =>
      answeredFor(r.availableEscrows, user, availableEscrows),
    ),
    [rr.save.path]: answering(rr.save, () => ({
      body: { status: true, message: 'Reserves Released', id: 3, waiting_approval: false, approval_id: null },
    })),
  };
}
