import { and, eq } from 'drizzle-orm';
import {
  collectionProblems,
  splitRow,
  ucCollectedOf,
  type CollectionRow,
  type CollectionType,
} from '../../../shared/collectionRules';
import { cacheTag } from '../../../shared/cacheTags';
import { compareIsoDates, formatUsDate, todayIso } from '../../../shared/dates';
import { discountFeeOf } from '../../../shared/discountFee';
import { messages } from '../../../shared/messages';
import { addMoney, compareMoney, formatUsd, subtractMoney, toMoneyString } from '../../../shared/money';
import { paymentTypeText } from '../../../shared/schedulePayment';
import { postingBeforeFunding, type CollectionSave } from '../../../shared/validation/collection';
import type { Tx } from '../../db/client';
import {
  chargebacks,
  collectionItems,
  collections,
  invoices,
  unappliedCash,
  unappliedCashApplications,
  unappliedCashStatus,
  users,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { recordNotifications, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { badRequest, forbidden } from '../../http/errors';
import { partyOf } from '../../http/scope';
import type { UploadedFile } from '../../http/multipart';
import { ledgerOperations } from '../../ledger/operations';
import { postEntry } from '../../ledger/post';
import { raiseChargeback } from '../chargebacks/raise';
import { signedTermsOf } from '../clients/terms';
import { provenAttachmentType } from '../invoices/attachmentFiles';
import { refreshInvoiceUc } from '../unapplied-cash/invoiceUc';
import { collectionLines, type WorkedRow } from './entry';
import { lockChargebacks, lockInvoices, lockPool, lockTouchedInvoices, refuse } from './locks';
import { recordEscrowExceeded } from '../reserves/notices';
import { pairOf, type CollectionPair } from './pair';

/**
 * Add New Collection (spec part 2 §5, §7, §9 Collections; docs/decisions/0028-cash-comes-back.md).
 *
 * One transaction: the chosen invoices are locked, then the chosen chargebacks, then the pair's
 * pool of unapplied cash (oldest first), each in id order; every balance is read again under the
 * locks and the collection checked against them with the dialog's own rules. Each row's cash and
 * unapplied cash fall on its balance; cash above it is held as unapplied cash on the invoice; each
 * invoice row earns the discount fee on what it applied; the pool is consumed oldest first; one
 * journal entry `collection:<id>` records it all; then the rows moved to chargeback are charged
 * back. Two collections against one invoice queue on its lock, and the second sees what the first
 * left; the database refuses a receivable below zero all the same.
 */

const M = messages.collection;

/** The form field the check image or remittance comes in. */
const fileFields: ReadonlySet<string> = new Set(['check_path', 'check_path[]']);

/** Where a collection's attachment is stored. */
export function collectionFolder(clientId: number): string {
  return `collection-attachments/${clientId}`;
}

/** The collection types' names as the list shows them. */
export const collectionTypeText: Record<CollectionType, string> = {
  1: M.againstInvoice,
  2: M.againstChargeback,
  3: M.againstChargebackAndInvoices,
};

export interface SavedCollection {
  id: number;
  bells: RecordedNotification[];
}

/**
 * Saves a collection inside the caller's transaction (the idempotent registrar's). `written` gets
 * the stored attachment's path, for the route to remove if the transaction fails.
 */
export async function saveCollection(
  deps: Pick<Deps, 'files'>,
  tx: Tx,
  caller: Caller,
  /** The request as the contract read it (payment fields checked, but not against today). */
  save: CollectionSave,
  files: readonly UploadedFile[],
  now: Date,
  written: string[],
): Promise<SavedCollection> {
  if (compareIsoDates(save.posting_date, todayIso(now)) > 0) refuse(M.postingInFuture, 'posting_date');
  // Money is recorded where it lands: the factor's bank, by its staff (0028, who records money).
  if (partyOf(caller).kind !== 'staff') throw forbidden(M.staffRecordsMoney);
  const pair = await pairOf(tx, caller, save.prospect_id, save.debtor_id);

  // The attachment: required, one file, proven by its bytes.
  const stray = files.find((file) => !fileFields.has(file.field));
  if (stray) throw badRequest(messages.http.unknownFields(stray.field));
  const [file] = files;
  if (!file) refuse(M.attachmentRequired, 'check_path');
  await provenAttachmentType(file);

  // Locks: invoices, then chargebacks, then the pool, each in id order.
  const invoiceIds = [
    ...new Set(save.invoices.filter((row) => row.kind === 'invoice').map((row) => row.id)),
  ].sort((a, b) => a - b);
  const chargebackIds = [
    ...new Set(save.invoices.filter((row) => row.kind === 'chargeback').map((row) => row.id)),
  ].sort((a, b) => a - b);
  // Every invoice the save may write is locked first, in one id order: the chosen ones, those of
  // the chosen chargebacks (an excess is held on them) and those the pool's cash is held on
  // (refreshInvoiceUc), so no other flow that locks invoices first (Revert Funding, the chargeback
  // job) can wait on this one in a circle.
  await lockTouchedInvoices(tx, pair, invoiceIds, chargebackIds);
  const lockedInvoices = await lockInvoices(tx, pair, invoiceIds);
  const lockedChargebacks = await lockChargebacks(tx, pair, chargebackIds);
  const pool = await lockPool(tx, pair);
  const poolTotal = toMoneyString(addMoney('0', ...pool.map((row) => row.remaining)));

  // The rules, on the balances as they stand under the locks.
  const ruleRows: CollectionRow[] = save.invoices.map((row) => {
    const found = row.kind === 'invoice' ? lockedInvoices.get(row.id) : lockedChargebacks.get(row.id);
    return { ...row, invoice_no: found?.invoiceNo ?? '', balance: found?.balance ?? '0.00' };
  });
  const problems = collectionProblems({
    type: save.collection_type,
    amount: save.amount,
    cb_amount: save.cb_amount,
    total_amount: save.total_amount,
    rows: ruleRows,
    pool: poolTotal,
  });
  const problem = problems[0];
  if (problem) refuse(problem.message, problem.field ?? '_');
  const ucTotal = ucCollectedOf(ruleRows);
  if (compareMoney(ucTotal, save.uc_collected) !== 0) refuse(M.ucAbovePool, 'uc_collected');
  const fundingProblem = postingBeforeFunding(
    save.posting_date,
    [...lockedInvoices.values()].map((invoice) => invoice.fundingDate),
  );
  if (fundingProblem) refuse(fundingProblem, 'posting_date');
  // A chargeback is paid on or after the day it was raised, never before its 1300 debit.
  const raisedLast = [...lockedChargebacks.values()]
    .map((chargeback) => chargeback.chargebackDate)
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1);
  if (raisedLast !== undefined && compareIsoDates(save.posting_date, raisedLast) < 0) {
    refuse(M.postingBeforeChargeback(formatUsDate(raisedLast)), 'posting_date');
  }

  // What each row applies, holds and earns.
  const terms = await signedTermsOf(tx, pair.clientId, { whateverItsStatus: true });
  const worked: WorkedRow[] = save.invoices.map((row, index) => {
    const ruleRow = ruleRows[index]!;
    const { applied, excess } = splitRow(ruleRow);
    if (row.kind === 'invoice') {
      const invoice = lockedInvoices.get(row.id)!;
      const fee =
        terms && invoice.fundingDate !== null
          ? discountFeeOf(applied, invoice.fundingDate, save.posting_date, terms)
          : { fee: '0.00', days: null };
      return {
        input: row,
        invoiceId: row.id,
        invoiceNo: invoice.invoiceNo,
        fundingDate: invoice.fundingDate,
        balance: ruleRow.balance,
        applied,
        excess,
        fee: fee.fee,
        feeDays: fee.days,
      };
    }
    const chargeback = lockedChargebacks.get(row.id)!;
    return {
      input: row,
      invoiceId: chargeback.invoiceId,
      invoiceNo: chargeback.invoiceNo,
      fundingDate: null,
      balance: ruleRow.balance,
      applied,
      excess,
      fee: '0.00',
      feeDays: null,
    };
  });

  // The attachment is kept first: the collection names it.
  const checkPath = await deps.files.save(collectionFolder(pair.clientId), file.filename, file.data);
  written.push(checkPath);

  const typeText = collectionTypeText[save.collection_type];
  const [stored] = await tx
    .insert(collections)
    .values({
      prospectId: pair.clientId,
      debtorId: pair.debtorId,
      collectionType: save.collection_type,
      amount: save.amount,
      cbAmount: save.cb_amount,
      totalAmount: save.total_amount,
      ucCollected: ucTotal,
      paymentType: save.payment_type,
      checkNumber: save.check_number,
      checkDate: save.check_date,
      checkDepositDate: save.check_deposit_date,
      postingDate: save.posting_date,
      checkPath,
      note: save.notes,
      createdBy: caller.userId,
      createdAt: now,
    })
    .returning({ id: collections.id });
  if (!stored) throw new Error('collection was not stored');
  const collectionId = stored.id;
  const searchText = [
    collectionNumber(collectionId),
    String(collectionId),
    pair.clientName,
    pair.debtorName,
    typeText,
    ...worked.map((row) => row.invoiceNo),
  ]
    .join(' ')
    .toLowerCase();

  await tx.insert(collectionItems).values(
    worked.map((row) => ({
      collectionId,
      invoiceId: row.invoiceId,
      chargebackId: row.input.kind === 'chargeback' ? row.input.id : null,
      collectedAmount: row.input.collected_amount,
      ucAmount: row.input.uc,
      appliedAmount: row.applied,
      excessAmount: row.excess,
      balanceBefore: row.balance,
      discountFee: row.fee,
      feeDays: row.feeDays,
      moveToCb: row.input.move_to_cb,
    })),
  );

  // The operational columns.
  const touchedUcInvoices: number[] = [];
  for (const row of worked) {
    if (row.input.kind === 'invoice') {
      const [current] = await tx
        .select({ collected: invoices.collectedAmount, fees: invoices.discountFeeAmount })
        .from(invoices)
        .where(eq(invoices.id, row.invoiceId));
      await tx
        .update(invoices)
        .set({
          collectedAmount: toMoneyString(addMoney(current!.collected, row.applied)),
          discountFeeAmount: toMoneyString(addMoney(current!.fees, row.fee)),
          updatedAt: now,
        })
        .where(eq(invoices.id, row.invoiceId));
    } else {
      const left = toMoneyString(subtractMoney(row.balance, row.applied));
      await tx
        .update(chargebacks)
        .set({ adjustedCb: left, chargeBackSettled: compareMoney(left, '0') === 0 ? 1 : 2 })
        .where(eq(chargebacks.id, row.input.id));
    }
    if (compareMoney(row.excess, '0') > 0) {
      await tx.insert(unappliedCash).values({
        prospectId: pair.clientId,
        debtorId: pair.debtorId,
        invoiceId: row.invoiceId,
        collectionId,
        amount: row.excess,
        remaining: row.excess,
        status: unappliedCashStatus.held,
        paymentType: save.payment_type,
        checkNumber: save.check_number,
        checkDate: save.check_date,
        checkDepositDate: save.check_deposit_date,
        postingDate: save.posting_date,
        checkPath,
        searchText: [pair.clientName, pair.debtorName, row.invoiceNo, save.check_number]
          .join(' ')
          .toLowerCase(),
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      });
      touchedUcInvoices.push(row.invoiceId);
    }
  }

  // The pool, oldest first, row by row.
  let poolIndex = 0;
  const remainingOf = new Map(pool.map((row) => [row.id, toMoneyString(row.remaining)]));
  for (const row of worked) {
    let need = toMoneyString(row.input.uc);
    while (compareMoney(need, '0') > 0) {
      const source = pool[poolIndex];
      if (!source) throw new Error('unapplied cash above the pool passed the rules');
      const left = remainingOf.get(source.id) ?? '0.00';
      const take = compareMoney(left, need) <= 0 ? left : need;
      if (compareMoney(take, '0') > 0) {
        await tx.insert(unappliedCashApplications).values({
          unappliedCashId: source.id,
          collectionId,
          invoiceId: row.invoiceId,
          amount: take,
          createdAt: now,
        });
        remainingOf.set(source.id, toMoneyString(subtractMoney(left, take)));
        need = toMoneyString(subtractMoney(need, take));
      }
      if (compareMoney(remainingOf.get(source.id) ?? '0', '0') === 0) poolIndex += 1;
    }
  }
  for (const source of pool) {
    const left = remainingOf.get(source.id) ?? '0.00';
    if (compareMoney(left, source.remaining) === 0) continue;
    await tx
      .update(unappliedCash)
      .set({
        remaining: left,
        ...(compareMoney(left, '0') === 0 ? { status: unappliedCashStatus.applied } : {}),
        updatedAt: now,
      })
      .where(eq(unappliedCash.id, source.id));
    if (source.invoiceId !== null) touchedUcInvoices.push(source.invoiceId);
  }
  await refreshInvoiceUc(tx, touchedUcInvoices);

  // One entry for the whole collection.
  const journalEntryId = await postEntry(tx, {
    date: save.posting_date,
    operation: ledgerOperations.collection,
    operationKey: `collection:${collectionId}`,
    memo: `${collectionNumber(collectionId)}: ${paymentTypeText(save.payment_type)} ${save.check_number} from ${pair.debtorName}`,
    clientId: pair.clientId,
    createdBy: caller.userId,
    lines: collectionLines(pair, save.total_amount, ucTotal, worked),
  });
  await tx.update(collections).set({ journalEntryId, searchText }).where(eq(collections.id, collectionId));

  // Moved to chargeback: the rest of each short-paid invoice, by the chargeback rule.
  for (const row of worked) {
    if (row.input.kind === 'invoice' && row.input.move_to_cb) {
      await raiseChargeback(tx, row.invoiceId, save.posting_date, caller.userId);
    }
  }

  const bells = [
    ...(await recordCollectionNotice(tx, caller, pair, collectionId, save.total_amount)),
    // Its open receivables fell: the client may now hold escrow a release could take.
    ...(await recordEscrowExceeded(tx, pair)),
  ];
  return { id: collectionId, bells };
}

/** The collection's number as the list prints it. */
export function collectionNumber(id: number): string {
  return `COL-${id}`;
}

/**
 * Tells the staff who see collections and the client's own users, inside the transaction; the
 * route rings the bells after the commit. The caller needs no bell.
 */
async function recordCollectionNotice(
  tx: Tx,
  caller: Caller,
  pair: CollectionPair,
  collectionId: number,
  cash: string,
): Promise<RecordedNotification[]> {
  const common = {
    type: 'collection_posted' as const,
    content: M.posted(formatUsd(cash), pair.debtorName, pair.clientName),
    typeId: collectionId,
    tags: [cacheTag.collection, cacheTag.invoice, cacheTag.chargeback, cacheTag.unappliedCash],
    exceptUserId: caller.userId,
  };
  const recorded = await recordNotifications(tx, { ...common, right: 'view_collections' });
  const clientUsers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, pair.clientId), eq(users.isActive, true)));
  const told = new Set(recorded.map((entry) => entry.userId));
  const others = clientUsers.map((user) => user.id).filter((id) => !told.has(id));
  if (others.length === 0) return recorded;
  return [...recorded, ...(await recordNotifications(tx, { ...common, userIds: others }))];
}
