import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { paymentTypes } from '../../../shared/constants';
import { todayIso, compareIsoDates } from '../../../shared/dates';
import { addMoney, compareMoney, formatUsd, subtractMoney, toMoneyString } from '../../../shared/money';
import { paymentTypeText } from '../../../shared/schedulePayment';
import {
  UnappliedCashFormSchema,
  UnappliedCashReturnSchema,
  wireReturnAllowed,
} from '../../../shared/validation/unappliedCash';
import type { Tx } from '../../db/client';
import { debtorClients, debtors, prospects, unappliedCash, unappliedCashStatus } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { partyOf } from '../../http/scope';
import { validationError } from '../../http/validation';
import { ledgerOperations } from '../../ledger/operations';
import { postEntry } from '../../ledger/post';
import { signedTermsOf } from '../clients/terms';
import { provenAttachmentType } from '../invoices/attachmentFiles';
import { refreshInvoiceUc } from './invoiceUc';
import { unappliedCashScope } from './list';

const M = messages.unappliedCash;

/** A client the caller may act for: a client user only its own company; 404 otherwise. */
async function visibleClient(tx: Tx, caller: Caller, prospectId: number) {
  const party = partyOf(caller);
  if (party.kind !== 'staff' && !(party.kind === 'client' && party.companyId === prospectId)) {
    throw notFound(messages.http.notFound);
  }
  const [client] = await tx
    .select({ id: prospects.id, name: prospects.companyBusinessName })
    .from(prospects)
    .where(and(eq(prospects.id, prospectId), isNull(prospects.deletedAt)));
  if (!client) throw notFound(messages.http.notFound);
  return client;
}

/** The folder a client's unapplied cash papers are kept in. */
function folderOf(prospectId: number): string {
  return `unapplied-cash/${prospectId}`;
}

/**
 * Add New UC (docs/decisions/0028, "Add New UC"): the form checked again, the attachment proven by
 * its bytes and kept, the row stored and Dr 1000 / Cr 2300 posted under `unapplied_cash:<id>`, in
 * the registrar's transaction. The kept file is removed when anything refuses.
 */
export async function saveUnappliedCash(
  deps: Pick<Deps, 'files'>,
  tx: Tx,
  caller: Caller,
  /** The form as sent: checked here with every rule of the dialog. */
  body: unknown,
  files: readonly UploadedFile[],
  now: Date,
): Promise<number> {
  // Money is recorded where it lands: the factor's bank, by its staff (0028, who records money).
  if (partyOf(caller).kind !== 'staff') throw forbidden(messages.collection.staffRecordsMoney);
  const parsed = UnappliedCashFormSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const entry = parsed.data;
  // Cash is received on a day that has come (a collection's rule too).
  if (compareIsoDates(entry.posting_date, todayIso(now)) > 0) {
    throw badRequest(messages.collection.postingInFuture);
  }
  const file = files.find((candidate) => candidate.field === 'check_path') ?? files[0];
  const client = await visibleClient(tx, caller, entry.prospect_id);
  const [held] = await tx
    .select({ name: debtors.legalName })
    .from(debtorClients)
    .innerJoin(debtors, eq(debtors.id, debtorClients.debtorId))
    .where(
      and(
        eq(debtorClients.prospectId, client.id),
        eq(debtorClients.debtorId, entry.debtor_id),
        isNull(debtorClients.deletedAt),
      ),
    );
  if (!held) throw badRequest(M.debtorNotHeld);
  if (!file) throw badRequest(messages.required(M.fields.attachment));
  await provenAttachmentType(file);

  const path = await deps.files.save(folderOf(client.id), file.filename, file.data);
  try {
    const [row] = await tx
      .insert(unappliedCash)
      .values({
        prospectId: client.id,
        debtorId: entry.debtor_id,
        amount: entry.amount,
        remaining: entry.amount,
        status: unappliedCashStatus.held,
        paymentType: entry.payment_type,
        checkNumber: entry.check_number,
        checkDate: entry.check_date,
        checkDepositDate: entry.check_deposit_date,
        postingDate: entry.posting_date,
        checkPath: path,
        note: entry.note,
        searchText: [client.name, held.name, entry.check_number].join(' ').toLowerCase(),
        createdBy: caller.userId,
      })
      .returning({ id: unappliedCash.id });
    if (!row) throw new Error('unapplied cash was not stored');
    const journalEntryId = await postEntry(tx, {
      date: entry.posting_date,
      operation: ledgerOperations.unappliedCashReceipt,
      operationKey: `unapplied_cash:${row.id}`,
      memo: `Unapplied cash from ${held.name}: ${entry.payment_type_text} ${entry.check_number}`,
      clientId: client.id,
      createdBy: caller.userId,
      lines: [
        { chart: 'cash', debit: entry.amount },
        { chart: 'unappliedCash', clientId: client.id, credit: entry.amount },
      ],
    });
    await tx.update(unappliedCash).set({ journalEntryId }).where(eq(unappliedCash.id, row.id));
    return row.id;
  } catch (error) {
    await deps.files.remove(path).catch(() => undefined);
    throw error;
  }
}

/** The rows named, locked in id order, all of them visible to the caller (404 otherwise). */
async function lockRows(tx: Tx, caller: Caller, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(unappliedCash)
    .where(and(inArray(unappliedCash.id, unique), unappliedCashScope(caller)))
    .orderBy(asc(unappliedCash.id))
    .for('update');
  if (rows.length !== unique.length) throw notFound(messages.http.notFound);
  return rows;
}

type Row = Awaited<ReturnType<typeof lockRows>>[number];

function oneClient(rows: readonly Row[]): number {
  const clients = new Set(rows.map((row) => row.prospectId));
  if (clients.size !== 1) throw badRequest(M.sameClient);
  return rows[0]!.prospectId;
}

function stillHeld(row: Row): boolean {
  return (
    (row.status === unappliedCashStatus.held || row.status === unappliedCashStatus.inCollection) &&
    compareMoney(row.remaining, '0') > 0
  );
}

export interface AdjustRequest {
  ids: number[];
  hold_account_status?: 0 | 1 | undefined;
  hold_account_collection_status?: 0 | 1 | undefined;
}

/**
 * Adjust Unapplied Cash (docs/decisions/0028): rows of one client, locked in id order. To cash
 * reserves: each row's remaining moves Dr 2300 / Cr 2100 under `unapplied_cash:<id>:reserves`; to
 * collection: rows held on an invoice join the pool a collection may settle, nothing posts.
 */
export async function adjustUnappliedCash(
  tx: Tx,
  caller: Caller,
  request: AdjustRequest,
  now: Date,
): Promise<void> {
  const toReserves = request.hold_account_status === 1;
  if (toReserves === (request.hold_account_collection_status === 1)) throw badRequest(M.chooseAdjustment);
  const right = toReserves ? 'transfer_to_cash_reserves' : 'transfer_to_collection';
  if (!caller.rights.has(right)) throw forbidden(messages.http.forbidden);
  const rows = await lockRows(tx, caller, request.ids);
  const clientId = oneClient(rows);
  if (!rows.every(stillHeld)) throw badRequest(M.notHeld);

  if (!toReserves) {
    if (rows.some((row) => row.invoiceId === null)) throw badRequest(M.withInvoiceOnly);
    if (rows.some((row) => row.status !== unappliedCashStatus.held)) throw badRequest(M.notHeld);
    await tx
      .update(unappliedCash)
      .set({ status: unappliedCashStatus.inCollection, updatedAt: now })
      .where(
        inArray(
          unappliedCash.id,
          rows.map((row) => row.id),
        ),
      );
  } else {
    for (const row of rows) {
      const amount = toMoneyString(row.remaining);
      const journalEntryId = await postEntry(tx, {
        date: todayIso(now),
        operation: ledgerOperations.unappliedCashToReserves,
        operationKey: `unapplied_cash:${row.id}:reserves`,
        memo: `Unapplied cash ${row.id} transferred to cash reserves`,
        clientId,
        createdBy: caller.userId,
        lines: [
          { chart: 'unappliedCash', clientId, debit: amount },
          { chart: 'clientReserves', clientId, credit: amount },
        ],
      });
      await tx
        .update(unappliedCash)
        .set({
          status: unappliedCashStatus.movedToReserves,
          remaining: '0',
          reservedAt: now,
          reservedAmount: amount,
          journalEntryId: row.journalEntryId ?? journalEntryId,
          updatedAt: now,
        })
        .where(eq(unappliedCash.id, row.id));
    }
  }
  await refreshInvoiceUc(
    tx,
    rows.flatMap((row) => (row.invoiceId === null ? [] : [row.invoiceId])),
  );
}

/** The client's wire fee (its signed terms, whatever the client's status). */
export async function wireFeeOf(tx: Tx, prospectId: number): Promise<string> {
  const terms = await signedTermsOf(tx, prospectId, { whateverItsStatus: true });
  if (!terms) throw badRequest(M.noTerms);
  return toMoneyString(terms.wireFee);
}

/** wire_fee: the client's wire fee, for a client the caller may see. */
export async function visibleWireFee(tx: Tx, caller: Caller, prospectId: number): Promise<string> {
  await visibleClient(tx, caller, prospectId);
  return wireFeeOf(tx, prospectId);
}

/**
 * Return to Debtor (docs/decisions/0028): the whole remaining amount of held rows without an
 * invoice, of one client and debtor, locked in id order. Dr 2300 the amount; Cr 1000 the payout;
 * Cr 4200 the client's wire fee for a wire (refused unless the amount is above it). One entry under
 * `unapplied_cash_return:<first id>`; every row is released with the return's date, type and fee,
 * its returned_amount the unapplied cash it gave up.
 */
export async function returnUnappliedCash(tx: Tx, caller: Caller, body: unknown, now: Date): Promise<void> {
  const parsed = UnappliedCashReturnSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const request = parsed.data;
  const rows = await lockRows(tx, caller, request.ids);
  const clientId = oneClient(rows);
  if (new Set(rows.map((row) => row.debtorId)).size !== 1) throw badRequest(M.sameDebtor);
  if (rows.some((row) => row.invoiceId !== null)) throw badRequest(M.withoutInvoiceOnly);
  if (rows.some((row) => row.status !== unappliedCashStatus.held || !stillHeld(row))) {
    throw badRequest(M.notHeld);
  }
  if (compareIsoDates(request.uc_released_date, todayIso(now)) > 0) throw badRequest(M.returnInFuture);
  if (rows.some((row) => compareIsoDates(request.uc_released_date, row.postingDate) < 0)) {
    throw badRequest(M.returnBeforePosting);
  }
  const total = addMoney(...rows.map((row) => row.remaining));
  if (compareMoney(request.amount, total) !== 0) throw badRequest(M.returnAmountMismatch);

  const wire = request.uc_return_payment_type === paymentTypes.Wire;
  const wireFee = wire ? await wireFeeOf(tx, clientId) : '0.00';
  if (wire && !wireReturnAllowed(total, wireFee)) throw badRequest(M.wireBelowFee(formatUsd(wireFee)));
  const amount = toMoneyString(total);
  const payout = toMoneyString(subtractMoney(total, wireFee));
  const first = rows[0]!;

  const journalEntryId = await postEntry(tx, {
    date: request.uc_released_date,
    operation: ledgerOperations.unappliedCashReturn,
    operationKey: `unapplied_cash_return:${first.id}`,
    memo: `Unapplied cash returned to the debtor by ${paymentTypeText(request.uc_return_payment_type)}`,
    clientId,
    createdBy: caller.userId,
    lines: [
      { chart: 'unappliedCash', clientId, debit: amount },
      { chart: 'cash', credit: payout },
      ...(wire ? [{ chart: 'wireFeeIncome' as const, clientId, credit: wireFee }] : []),
    ],
  });
  for (const row of rows) {
    await tx
      .update(unappliedCash)
      .set({
        status: unappliedCashStatus.released,
        returnedAmount: toMoneyString(row.remaining),
        remaining: '0',
        releasedDate: request.uc_released_date,
        returnPaymentType: request.uc_return_payment_type,
        returnWireFee: wireFee,
        returnId: first.id,
        journalEntryId: row.journalEntryId ?? journalEntryId,
        updatedAt: now,
      })
      .where(eq(unappliedCash.id, row.id));
  }
}
