import { messages } from '../../../shared/messages';
import type { InvoiceForm } from '../../../shared/validation/invoiceForm';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { ringBells, type RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { debtorCreditOf } from '../credit/debtorCredit';
import { holdPledgeCheck, recordPledgeMatches } from '../pledge-matches/record';
import {
  refuseDebtorUser,
  requireOpenForInvoices,
  requireRight,
  visibleClient,
  visibleHolding,
} from './access';
import { attachFiles, attachmentPathsOf, provenFiles, requireRoomFor, type ProvenFile } from './attachments';
import { lockedFor, valuesOf } from './fieldLocks';
import { checkInvoiceRow, requireInvoiceTerms, writeInvoiceRow } from './invoiceRow';
import { holdCredit, requireDistinctInSchedule, scheduleNumbers } from './invoiceRules';
import { invoiceUpdatedNotices } from '../../events/recordNotices';
import { creditConsumedNotices, creditNewlyConsumed, invoiceCreatedNotices } from './notices';
import { requireChangeable, visibleInvoice } from './records';

type SaveDeps = Pick<Deps, 'db' | 'files' | 'clock' | 'realtime'>;

/**
 * invoice/save (spec part 2 §5 Invoice form): creates (add_new_invoice) or updates
 * (invoice_selection) one invoice with its attachments, all or nothing. The terms come from the
 * client's signed term sheet and the advance and due date are computed here; the amount must fit
 * the debtor's available credit, checked with the client–debtor pair locked.
 */
export async function saveInvoice(
  deps: SaveDeps,
  caller: Caller,
  form: InvoiceForm,
  files: readonly UploadedFile[],
): Promise<{ id: number; message: string }> {
  requireRight(caller, form.id === undefined ? 'add_new_invoice' : 'invoice_selection');
  // A debtor user keeps its own part up through invoice/debtor_update; the form is the client's.
  refuseDebtorUser(caller);
  const proven = await provenFiles(files);
  const written: string[] = [];
  try {
    const saved = await deps.db.transaction((tx) => writeInvoice(deps, tx, caller, form, proven, written));
    ringBells(deps.realtime, saved.bells);
    const S = messages.invoice.screens;
    return { id: saved.id, message: form.id === undefined ? S.created : S.updated };
  } catch (error) {
    await Promise.allSettled(written.map((path) => deps.files.remove(path)));
    throw error;
  }
}

async function writeInvoice(
  deps: SaveDeps,
  tx: Tx,
  caller: Caller,
  form: InvoiceForm,
  proven: readonly ProvenFile[],
  written: string[],
): Promise<{ id: number; bells: RecordedNotification[] }> {
  const S = messages.invoice.screens;
  // Before the invoice is locked: the double-pledge check of its debtor runs one save at a time.
  await holdPledgeCheck(tx, [form.debtor_id]);
  const stored = form.id === undefined ? null : await visibleInvoice(tx, caller, form.id, true);
  if (stored) {
    requireChangeable(stored);
    if (stored.prospectId !== form.prospect_id || stored.debtorId !== form.debtor_id) {
      throw conflict(S.partiesLocked);
    }
  }
  const client = await visibleClient(tx, caller, form.prospect_id);
  const holding = await visibleHolding(tx, caller, form.prospect_id, form.debtor_id);
  if (!stored) requireOpenForInvoices(client, holding);
  const terms = await requireInvoiceTerms(tx, client.id);

  const values = lockedFor(caller, valuesOf(form), stored);
  const row = { prospectId: client.id, debtorId: holding.debtorId, values, stored };
  const { zeroFunding } = await checkInvoiceRow(tx, row);
  if (stored?.scheduleId) {
    requireDistinctInSchedule([values.invoiceNo], await scheduleNumbers(tx, stored.scheduleId, [stored.id]));
  }
  const credit = await holdCredit(
    tx,
    client.id,
    holding.debtorId,
    values.invoiceAmount,
    stored ? [stored.id] : [],
    () => messages.invoice.creditLimitExceeded,
  );
  const heldFiles = stored ? ((await attachmentPathsOf(tx, [stored.id])).get(stored.id) ?? []) : [];
  requireRoomFor(heldFiles.length, proven.length);

  const now = deps.clock.now();
  const id = await writeInvoiceRow(tx, { ...row, caller, zeroFunding, terms, now });
  await attachFiles(deps, tx, id, proven, written, now);
  await recordPledgeMatches(tx, [id]);

  const bells: RecordedNotification[] = [];
  if (!stored) {
    bells.push(
      ...(await invoiceCreatedNotices(tx, {
        invoiceId: id,
        invoiceNo: values.invoiceNo,
        clientName: client.name,
        debtorId: holding.debtorId,
        callerId: caller.userId,
        toStaff: true,
      })),
    );
  }
  if (stored) {
    bells.push(
      ...(await invoiceUpdatedNotices(tx, {
        invoiceId: id,
        invoiceNo: values.invoiceNo,
        prospectId: client.id,
        callerId: caller.userId,
      })),
    );
  }
  const after = await debtorCreditOf(tx, client.id, holding.debtorId);
  if (after && creditNewlyConsumed(credit.before, after)) {
    bells.push(
      ...(await creditConsumedNotices(tx, {
        prospectId: client.id,
        clientName: client.name,
        debtorId: holding.debtorId,
        debtorName: holding.legalName,
        available: after.available,
        callerId: caller.userId,
      })),
    );
  }
  return { id, bells };
}
