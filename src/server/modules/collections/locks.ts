import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { subtractMoney, toMoneyString } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { chargebacks, invoices, unappliedCash } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ValidationError } from '../../http/validation';
import { chargebackOpenFor, invoiceOpenFor, poolCondition } from './offered';
import type { CollectionPair } from './pair';

/*
 * The locks of a collection's save (docs/decisions/0028-cash-comes-back.md), always in this order:
 * every invoice it may write, the chosen invoices with their balances, the chosen chargebacks, then
 * the pair's pool of unapplied cash, each in id order.
 */

const M = messages.collection;

export interface LockedInvoice {
  id: number;
  invoiceNo: string;
  fundingDate: string | null;
  balance: string;
}

export interface LockedChargeback {
  id: number;
  invoiceId: number;
  invoiceNo: string;
  /** The day it was raised; null for one from before these books. */
  chargebackDate: string | null;
  balance: string;
}

export function refuse(message: string, field = '_'): never {
  throw new ValidationError(message, { [field]: message });
}

/** The chosen rows' invoices, locked in id order; 404 for one of another client, 400 for one not open. */
export async function lockInvoices(
  tx: Tx,
  pair: CollectionPair,
  ids: readonly number[],
): Promise<Map<number, LockedInvoice>> {
  const locked = new Map<number, LockedInvoice>();
  if (ids.length === 0) return locked;
  const rows = await tx
    .select({
      id: invoices.id,
      prospectId: invoices.prospectId,
      debtorId: invoices.debtorId,
      invoiceNo: invoices.invoiceNo,
      fundingDate: invoices.fundingDate,
    })
    .from(invoices)
    .where(inArray(invoices.id, [...ids]))
    .orderBy(asc(invoices.id))
    .for('update');
  for (const id of ids) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || row.prospectId !== pair.clientId) throw notFound(messages.http.notFound);
    if (row.debtorId !== pair.debtorId) refuse(M.rowNotOffered, 'invoices');
  }
  // Read again with the conditions of an open receivable, under the lock just taken.
  const open = await tx
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      fundingDate: invoices.fundingDate,
      invoiceAmount: invoices.invoiceAmount,
      collectedAmount: invoices.collectedAmount,
      chargebackAmount: invoices.chargebackAmount,
    })
    .from(invoices)
    .where(and(inArray(invoices.id, [...ids]), invoiceOpenFor(pair.clientId, pair.debtorId)));
  for (const id of ids) {
    const row = open.find((candidate) => candidate.id === id);
    if (!row) refuse(M.invoiceNotOpen, 'invoices');
    locked.set(id, {
      id,
      invoiceNo: row.invoiceNo,
      fundingDate: row.fundingDate,
      balance: toMoneyString(
        subtractMoney(subtractMoney(row.invoiceAmount, row.collectedAmount), row.chargebackAmount),
      ),
    });
  }
  return locked;
}

/** The chosen chargebacks, locked in id order; 404 for one of another client, 400 for one not open. */
export async function lockChargebacks(
  tx: Tx,
  pair: CollectionPair,
  ids: readonly number[],
): Promise<Map<number, LockedChargeback>> {
  const locked = new Map<number, LockedChargeback>();
  if (ids.length === 0) return locked;
  const rows = await tx
    .select({ id: chargebacks.id, prospectId: chargebacks.prospectId })
    .from(chargebacks)
    .where(inArray(chargebacks.id, [...ids]))
    .orderBy(asc(chargebacks.id))
    .for('update');
  for (const id of ids) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || row.prospectId !== pair.clientId) throw notFound(messages.http.notFound);
  }
  const open = await tx
    .select({
      id: chargebacks.id,
      invoiceId: chargebacks.invoiceId,
      invoiceNo: invoices.invoiceNo,
      debtorId: invoices.debtorId,
      cb: chargebacks.cb,
      adjustedCb: chargebacks.adjustedCb,
      chargebackDate: chargebacks.chargebackDate,
    })
    .from(chargebacks)
    .innerJoin(invoices, eq(invoices.id, chargebacks.invoiceId))
    .where(and(inArray(chargebacks.id, [...ids]), chargebackOpenFor(pair.clientId)));
  for (const id of ids) {
    const row = open.find((candidate) => candidate.id === id);
    if (!row) refuse(M.invoiceNotOpen, 'invoices');
    if (row.debtorId !== pair.debtorId) refuse(M.rowNotOffered, 'invoices');
    locked.set(id, {
      id,
      invoiceId: row.invoiceId,
      invoiceNo: row.invoiceNo,
      chargebackDate: row.chargebackDate,
      balance: toMoneyString(row.adjustedCb ?? row.cb),
    });
  }
  return locked;
}

/** The pair's pool rows, oldest first, locked. */
export async function lockPool(tx: Tx, pair: CollectionPair) {
  return tx
    .select({ id: unappliedCash.id, invoiceId: unappliedCash.invoiceId, remaining: unappliedCash.remaining })
    .from(unappliedCash)
    .where(poolCondition(pair.clientId, pair.debtorId))
    .orderBy(asc(unappliedCash.id))
    .for('update');
}

export async function lockTouchedInvoices(
  tx: Tx,
  pair: CollectionPair,
  invoiceIds: readonly number[],
  chargebackIds: readonly number[],
): Promise<void> {
  const ofChargebacks =
    chargebackIds.length === 0
      ? []
      : await tx
          .select({ id: chargebacks.invoiceId })
          .from(chargebacks)
          .where(and(inArray(chargebacks.id, [...chargebackIds]), eq(chargebacks.prospectId, pair.clientId)));
  const ofPool = await tx
    .select({ id: unappliedCash.invoiceId })
    .from(unappliedCash)
    .where(and(poolCondition(pair.clientId, pair.debtorId), isNotNull(unappliedCash.invoiceId)));
  const ids = [
    ...new Set([...invoiceIds, ...ofChargebacks.map((row) => row.id), ...ofPool.map((row) => row.id!)]),
  ].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.id, ids), eq(invoices.prospectId, pair.clientId)))
    .orderBy(asc(invoices.id))
    .for('update');
}
