import { Intent, Tag, Tooltip } from '@blueprintjs/core';
import type { z } from 'zod';
import type {
  ClientReserveReleaseRowSchema,
  ReserveCard,
  ReserveReleaseRow as StaffReleaseRow,
  ReserveRow,
} from '../../../shared/contract/reserves';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { moneyColumn } from '../../kit/moneyColumn';
import { nameColumn } from '../../kit/nameColumn';
import type { TableColumn } from '../../kit/tableTypes';

/** A release as either party gets it: a client user's rows lack who made and approved it. */
export type ReserveReleaseRow = z.infer<typeof ClientReserveReleaseRowSchema> &
  Partial<Pick<StaffReleaseRow, 'created_by_name' | 'approved_by_name'>>;

const M = messages.reserve;
const C = M.columns;

/** Whether a cash reserve may go into a release batch now: not released, and its invoice closed. */
export function releasable(row: ReserveRow): boolean {
  return row.releasable && row.reserve_release_id === null;
}

/** Why a row cannot go into a batch, or null when it can. */
export function notReleasableWhy(row: ReserveRow): string | null {
  if (row.reserve_release_id !== null) return M.alreadyReleased;
  return row.releasable ? null : M.notReleasableWhy(formatUsd(row.open_balance));
}

/** Releasable, or why not on hover. */
function ReleaseStatus({ row }: { row: ReserveRow }) {
  const why = notReleasableWhy(row);
  if (why === null) {
    return (
      <Tag minimal intent={Intent.SUCCESS}>
        {M.releasable}
      </Tag>
    );
  }
  return (
    <Tooltip content={why} placement="top" hoverOpenDelay={150}>
      <Tag minimal intent={Intent.WARNING} icon="lock" htmlTitle={why}>
        {row.reserve_release_id !== null ? M.alreadyReleased : M.notReleasable}
      </Tag>
    </Tooltip>
  );
}

const client = nameColumn<ReserveRow>('client_name', C.clientName, (row) => row.client_name);
const invoiceNo: TableColumn<ReserveRow> = {
  id: 'invoice_no',
  header: C.invoiceNo,
  sortable: true,
  cell: (row) => row.invoice_no,
};
/** The client user's first column: its invoices are its rows. */
const invoiceNoFirst: TableColumn<ReserveRow> = { ...invoiceNo, hideable: false };
const debtor: TableColumn<ReserveRow> = {
  id: 'debtor_name',
  header: C.debtorName,
  sortable: true,
  cell: (row) => row.debtor_name,
};
const fundingDate: TableColumn<ReserveRow> = {
  id: 'funding_date',
  header: C.fundingDate,
  sortable: true,
  cell: (row) => formatUsDate(row.funding_date),
};
const invoiceAmount = moneyColumn<ReserveRow>(
  'invoice_amount',
  C.invoiceAmount,
  (row) => row.invoice_amount,
  {
    sortable: true,
  },
);
const advance = moneyColumn<ReserveRow>('advance_amount', C.advanceAmount, (row) => row.advance_amount, {
  defaultVisible: false,
});
const discountFee = moneyColumn<ReserveRow>(
  'discount_fee_amount',
  C.discountFee,
  (row) => row.discount_fee_amount,
);
const cashReserves = moneyColumn<ReserveRow>(
  'reserved_amount',
  C.cashReserves,
  (row) => row.reserved_amount,
  {
    sortable: true,
  },
);
const openBalance = moneyColumn<ReserveRow>('open_balance', C.openBalance, (row) => row.open_balance);
const releaseStatus: TableColumn<ReserveRow> = {
  id: 'release_status',
  header: C.releaseStatus,
  cell: (row) => <ReleaseStatus row={row} />,
};
const previousReserves = moneyColumn<ReserveRow>(
  'previous_reserves',
  C.previousReserves,
  (row) => row.previous_reserves,
  { defaultVisible: false },
);
const wireFee = moneyColumn<ReserveRow>('wire_fee', C.wireFee, (row) => row.wire_fee, {
  defaultVisible: false,
});
const escrow = moneyColumn<ReserveRow>('escrow_reserves', C.escrowReserves, (row) => row.escrow_reserves, {
  sortable: true,
});
const availableEscrow = moneyColumn<ReserveRow>(
  'available_escrow_reserves',
  C.availableEscrow,
  (row) => row.available_escrow_reserves,
  { sortable: true },
);

const staffColumns: Record<ReserveCard, readonly TableColumn<ReserveRow>[]> = {
  cash: [
    client,
    invoiceNo,
    debtor,
    fundingDate,
    invoiceAmount,
    advance,
    discountFee,
    cashReserves,
    openBalance,
    releaseStatus,
    previousReserves,
    wireFee,
  ],
  escrow: [client, invoiceNo, debtor, fundingDate, invoiceAmount, escrow, availableEscrow],
};

/** The client role's sets: no client column (always itself), no batch figures. */
const clientColumns: Record<ReserveCard, readonly TableColumn<ReserveRow>[]> = {
  cash: [invoiceNoFirst, debtor, fundingDate, invoiceAmount, cashReserves, openBalance],
  escrow: [invoiceNoFirst, debtor, fundingDate, escrow, availableEscrow],
};

/** The columns of the Cash or Escrow Reserves card, for staff or for a client user. */
export function reserveColumns(card: ReserveCard, isClient: boolean): readonly TableColumn<ReserveRow>[] {
  return (isClient ? clientColumns : staffColumns)[card];
}

const releaseClient = nameColumn<ReserveReleaseRow>('client_name', C.clientName, (row) => row.client_name);
const releaseDate: TableColumn<ReserveReleaseRow> = {
  id: 'reserve_release_date',
  header: C.releaseDate,
  sortable: true,
  cell: (row) => formatUsDate(row.reserve_release_date),
};
const releaseDateFirst: TableColumn<ReserveReleaseRow> = { ...releaseDate, hideable: false };
const paymentType: TableColumn<ReserveReleaseRow> = {
  id: 'payment_type',
  header: C.paymentType,
  cell: (row) => row.payment_type_text,
};
const invoiceCount: TableColumn<ReserveReleaseRow> = {
  id: 'invoice_count',
  header: C.invoiceCount,
  align: 'right',
  cell: (row) => row.invoice_count,
};
const invoiceReserves = moneyColumn<ReserveReleaseRow>('amount', C.invoiceReserves, (row) => row.amount, {
  sortable: true,
});
const escrowReleased = moneyColumn<ReserveReleaseRow>(
  'escrow_amount',
  C.escrowReleased,
  (row) => row.escrow_amount,
);
const releasePrevious = moneyColumn<ReserveReleaseRow>(
  'previous_reserves',
  C.previousReserves,
  (row) => row.previous_reserves,
  { defaultVisible: false },
);
const releaseWireFee = moneyColumn<ReserveReleaseRow>('wire_fee', C.wireFee, (row) => row.wire_fee);
const customAmount = moneyColumn<ReserveReleaseRow>(
  'custom_amount',
  C.customAmount,
  (row) => row.custom_amount,
);
const cbAmount = moneyColumn<ReserveReleaseRow>('cb_amount', C.cbAmount, (row) => row.cb_amount, {
  sortable: true,
});
const releasedAmount = moneyColumn<ReserveReleaseRow>(
  'released_amount',
  C.releasedAmount,
  (row) => row.released_amount,
  { sortable: true },
);
const createdBy: TableColumn<ReserveReleaseRow> = {
  id: 'created_by_name',
  header: C.createdBy,
  defaultVisible: false,
  cell: (row) => row.created_by_name ?? '',
};
const approvedBy: TableColumn<ReserveReleaseRow> = {
  id: 'approved_by_name',
  header: C.approvedBy,
  defaultVisible: false,
  cell: (row) => row.approved_by_name ?? '',
};

/** The columns of the Reserve Release card: a client user sees its own releases' figures only. */
export function releaseColumns(isClient: boolean): readonly TableColumn<ReserveReleaseRow>[] {
  if (isClient)
    return [releaseDateFirst, paymentType, invoiceReserves, releaseWireFee, cbAmount, releasedAmount];
  return [
    releaseClient,
    releaseDate,
    paymentType,
    invoiceCount,
    invoiceReserves,
    escrowReleased,
    releasePrevious,
    releaseWireFee,
    customAmount,
    cbAmount,
    releasedAmount,
    createdBy,
    approvedBy,
  ];
}
