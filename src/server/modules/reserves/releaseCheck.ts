import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { compareIsoDates, todayIso } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { addMoney, compareMoney, formatUsd, subtractMoney, toMoneyString } from '../../../shared/money';
import {
  batchTotalOf,
  extraEscrowOf,
  heldReserveOf,
  isReserveReleasable,
  releaseRefusalOf,
  releasedAmountOf,
  releaseWireFeeOf,
} from '../../../shared/reserveRelease';
import type { ReserveReleaseRequest } from '../../../shared/validation/reserveRelease';
import type { Tx } from '../../db/client';
import { chargebacks, invoices, prospects } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { clientBalances } from './books';
import { chargebackOpenOf, latestPostingDateOf } from './batch';
import { reserveRefusals as R } from './refusals';
import { releaseTermsOf } from './termsOfClients';

/**
 * A reserve release checked under its locks (docs/decisions/0029, The release): the client's funded
 * invoices are locked in id order, then the chosen chargebacks; every figure is computed again here
 * from the books with src/shared/reserveRelease.ts and must equal what the form sent, so what staff
 * saw is what is paid. Nothing is written.
 */

export interface CheckedInvoice {
  id: number;
  invoiceNo: string;
  reserve: string;
}

export interface CheckedEscrow {
  invoiceId: number;
  invoiceNo: string;
  amount: string;
}

export interface CheckedChargeback {
  id: number;
  invoiceId: number;
  invoiceNo: string;
  amount: string;
}

export interface CheckedRelease {
  request: ReserveReleaseRequest;
  clientId: number;
  clientName: string;
  invoices: CheckedInvoice[];
  escrows: CheckedEscrow[];
  chargebacks: CheckedChargeback[];
  invoiceReserves: string;
  escrowAmount: string;
  previousReserves: string;
  customAmount: string;
  wireFee: string;
  cbAmount: string;
  releasedAmount: string;
  /** The extra escrow the client still holds once this release has taken its escrows. */
  extraAfter: string;
}

/** The client the chosen invoices belong to: all one client's, and the one the form names. */
async function clientOfBatch(tx: Tx, request: ReserveReleaseRequest) {
  const rows = await tx
    .select({ id: invoices.id, prospectId: invoices.prospectId })
    .from(invoices)
    .where(inArray(invoices.id, request.invoices));
  if (rows.length !== request.invoices.length) throw notFound(messages.http.notFound);
  const clients = new Set(rows.map((row) => row.prospectId));
  if (clients.size !== 1 || !clients.has(request.prospect_id)) throw badRequest(R.sameClient);
  const [client] = await tx
    .select({ id: prospects.id, name: prospects.companyBusinessName, deletedAt: prospects.deletedAt })
    .from(prospects)
    .where(eq(prospects.id, request.prospect_id));
  if (!client || client.deletedAt !== null) throw notFound(messages.http.notFound);
  return client;
}

/** The client's funded invoices and the chosen ones, locked in id order. */
async function lockClientInvoices(tx: Tx, clientId: number, chosen: readonly number[]) {
  return tx
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      fundingDate: invoices.fundingDate,
      deletedAt: invoices.deletedAt,
      invoiceAmount: invoices.invoiceAmount,
      advanceAmount: invoices.advanceAmount,
      discountFeeAmount: invoices.discountFeeAmount,
      collectedAmount: invoices.collectedAmount,
      chargebackAmount: invoices.chargebackAmount,
      escrowAmount: invoices.escrowAmount,
      escrowReleasedAmount: invoices.escrowReleasedAmount,
      reserveReleaseId: invoices.reserveReleaseId,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.prospectId, clientId),
        or(isNotNull(invoices.fundingDate), inArray(invoices.id, [...chosen])),
      ),
    )
    .orderBy(asc(invoices.id))
    .for('update');
}

/** The chosen chargebacks, locked in id order, each an open one of the client. */
async function lockChargebacks(tx: Tx, clientId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const sorted = [...ids].sort((a, b) => a - b);
  await tx
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(inArray(chargebacks.id, sorted))
    .orderBy(asc(chargebacks.id))
    .for('update');
  const open = await tx
    .select({
      id: chargebacks.id,
      invoiceId: chargebacks.invoiceId,
      invoiceNo: invoices.invoiceNo,
      cb: chargebacks.cb,
      adjustedCb: chargebacks.adjustedCb,
    })
    .from(chargebacks)
    .innerJoin(invoices, eq(invoices.id, chargebacks.invoiceId))
    .where(and(inArray(chargebacks.id, sorted), chargebackOpenOf(clientId)))
    .orderBy(asc(chargebacks.id));
  if (open.length !== sorted.length) throw badRequest(R.chargebackNotOpen);
  return open.map((row) => ({
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNo: row.invoiceNo,
    amount: toMoneyString(row.adjustedCb ?? row.cb),
  }));
}

const sameMoney = (a: string, b: string) => compareMoney(a, b) === 0;

export async function checkRelease(
  tx: Tx,
  request: ReserveReleaseRequest,
  now: Date,
): Promise<CheckedRelease> {
  if (compareIsoDates(request.reserve_release_date, todayIso(now)) > 0) throw badRequest(R.dateInFuture);
  const client = await clientOfBatch(tx, request);
  const locked = await lockClientInvoices(tx, client.id, request.invoices);
  const byId = new Map(locked.map((row) => [row.id, row]));

  // The batch: each invoice funded, closed and not yet released.
  const batch: CheckedInvoice[] = [];
  for (const id of [...request.invoices].sort((a, b) => a - b)) {
    const row = byId.get(id);
    if (!row) throw notFound(messages.http.notFound);
    if (row.reserveReleaseId !== null) throw badRequest(R.alreadyReleased(row.invoiceNo));
    if (row.deletedAt !== null || !isReserveReleasable(row)) throw badRequest(R.notReleasable(row.invoiceNo));
    batch.push({ id, invoiceNo: row.invoiceNo, reserve: heldReserveOf(row) });
  }
  const latestPosting = await latestPostingDateOf(tx, request.invoices);
  if (latestPosting !== null && compareIsoDates(request.reserve_release_date, latestPosting) < 0) {
    throw badRequest(R.dateBeforePosting(latestPosting));
  }

  // The escrows: whole, each still held on a live funded invoice of the client, together within the extra.
  const funded = locked.filter((row) => row.fundingDate !== null);
  const availableOf = (row: (typeof locked)[number]) =>
    toMoneyString(subtractMoney(row.escrowAmount, row.escrowReleasedAmount));
  const held = funded.filter((row) => row.deletedAt === null && compareMoney(availableOf(row), '0') > 0);
  const escrows: CheckedEscrow[] = [];
  for (const id of [...request.escrows].sort((a, b) => a - b)) {
    const row = held.find((candidate) => candidate.id === id);
    if (!row) throw badRequest(R.escrowNotHeld);
    escrows.push({ invoiceId: id, invoiceNo: row.invoiceNo, amount: availableOf(row) });
  }
  const heldEscrow = toMoneyString(addMoney('0', ...held.map(availableOf)));
  const openReceivables =
    (await clientBalances(tx, 'purchasedReceivables', [client.id])).get(client.id) ?? '0.00';
  const extra = extraEscrowOf(heldEscrow, openReceivables);
  const escrowAmount = toMoneyString(addMoney('0', ...escrows.map((escrow) => escrow.amount)));
  if (compareMoney(escrowAmount, extra) > 0) throw badRequest(R.escrowAboveExtra(formatUsd(extra)));

  const chosenChargebacks = await lockChargebacks(tx, client.id, request.charge_backs);

  // The figures, from the books, as the form computes them.
  const reserveAccount = (await clientBalances(tx, 'clientReserves', [client.id])).get(client.id) ?? '0.00';
  const heldOfUnreleased = addMoney(
    '0',
    ...funded.filter((row) => row.reserveReleaseId === null).map((row) => heldReserveOf(row)),
  );
  const previousReserves = toMoneyString(subtractMoney(reserveAccount, heldOfUnreleased));
  const invoiceReserves = toMoneyString(addMoney('0', ...batch.map((row) => row.reserve)));
  const terms = (await releaseTermsOf(tx, [client.id])).get(client.id);
  const wireFee = releaseWireFeeOf(request.payment_type, terms?.wireFee ?? '0');
  const cbAmount = toMoneyString(addMoney('0', ...chosenChargebacks.map((row) => row.amount)));
  const figures = {
    invoiceReserves,
    previousReserves,
    escrows: escrowAmount,
    customAmount: request.custom_amount,
    wireFee,
    cbAmount,
  };
  if (
    !sameMoney(request.escrow, escrowAmount) ||
    !sameMoney(request.previous_reserves, previousReserves) ||
    !sameMoney(request.wire_fee, wireFee) ||
    !sameMoney(request.cb_amount, cbAmount)
  ) {
    throw badRequest(R.figuresChanged);
  }
  const refusal = releaseRefusalOf(figures);
  if (refusal === 'totalExceedsBatch')
    throw badRequest(R.totalExceedsBatch(formatUsd(batchTotalOf(figures))));
  if (refusal === 'releasedBelowMinimum') throw badRequest(R.releasedAmountRequired);
  const releasedAmount = releasedAmountOf(figures);
  if (!sameMoney(request.released_amount, releasedAmount)) throw badRequest(R.figuresChanged);

  return {
    request,
    clientId: client.id,
    clientName: client.name,
    invoices: batch,
    escrows,
    chargebacks: chosenChargebacks,
    invoiceReserves,
    escrowAmount,
    previousReserves,
    customAmount: toMoneyString(request.custom_amount),
    wireFee,
    cbAmount,
    releasedAmount,
    extraAfter: extraEscrowOf(subtractMoney(heldEscrow, escrowAmount), openReceivables),
  };
}
