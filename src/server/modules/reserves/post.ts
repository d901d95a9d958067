import { eq, inArray, sql } from 'drizzle-orm';
import { paymentTypeText } from '../../../shared/schedulePayment';
import type { Tx } from '../../db/client';
import {
  chargebacks,
  invoices,
  reserveReleaseChargebacks,
  reserveReleaseEscrows,
  reserveReleaseInvoices,
  reserveReleases,
} from '../../db/schema';
import { ledgerOperations } from '../../ledger/operations';
import { postEntry, type PostingLine } from '../../ledger/post';
import type { CheckedRelease } from './releaseCheck';

/**
 * Posts a checked release (docs/decisions/0029, The release): the release and its invoices,
 * escrows and chargebacks stored, the invoices marked released, the escrows released, the
 * chargebacks settled in full, and one entry `reserve_release:<id>` in the same transaction.
 */

export interface ReleasePeople {
  /** Who made the release. */
  madeBy: string;
  /** Who approved it, when it waited for a second pair of eyes. */
  approvedBy: string | null;
}

/** The lines of a release's entry. */
export function releaseLines(release: CheckedRelease): PostingLine[] {
  const clientId = release.clientId;
  return [
    { chart: 'escrowReserves', clientId, debit: release.escrowAmount, memo: 'Escrow released' },
    { chart: 'clientReserves', clientId, credit: release.escrowAmount, memo: 'Escrow joins the reserve' },
    { chart: 'clientReserves', clientId, debit: release.customAmount, memo: 'Reserves released' },
    ...release.chargebacks.map((chargeback): PostingLine => ({
      chart: 'chargebacksReceivable',
      clientId,
      invoiceId: chargeback.invoiceId,
      credit: chargeback.amount,
      memo: `Chargeback of invoice ${chargeback.invoiceNo}`,
    })),
    { chart: 'wireFeeIncome', clientId, credit: release.wireFee, memo: 'Wire fee' },
    { chart: 'cash', credit: release.releasedAmount, memo: 'Paid to the client' },
  ];
}

export async function postRelease(tx: Tx, release: CheckedRelease, people: ReleasePeople): Promise<number> {
  const request = release.request;
  const [stored] = await tx
    .insert(reserveReleases)
    .values({
      prospectId: release.clientId,
      reserveReleaseDate: request.reserve_release_date,
      paymentType: request.payment_type,
      amount: release.invoiceReserves,
      escrowAmount: release.escrowAmount,
      previousReserves: release.previousReserves,
      customAmount: release.customAmount,
      wireFee: release.wireFee,
      cbAmount: release.cbAmount,
      releasedAmount: release.releasedAmount,
      createdBy: people.madeBy,
      approvedBy: people.approvedBy,
    })
    .returning({ id: reserveReleases.id });
  if (!stored) throw new Error('reserve release was not stored');
  const releaseId = stored.id;

  await tx
    .insert(reserveReleaseInvoices)
    .values(release.invoices.map((row) => ({ releaseId, invoiceId: row.id, reserveAmount: row.reserve })));
  await tx
    .update(invoices)
    .set({ reserveReleaseId: releaseId, updatedAt: sql`now()` })
    .where(
      inArray(
        invoices.id,
        release.invoices.map((row) => row.id),
      ),
    );
  if (release.escrows.length > 0) {
    await tx
      .insert(reserveReleaseEscrows)
      .values(release.escrows.map((row) => ({ releaseId, invoiceId: row.invoiceId, amount: row.amount })));
    await tx
      .update(invoices)
      .set({ escrowReleasedAmount: sql`${invoices.escrowAmount}`, updatedAt: sql`now()` })
      .where(
        inArray(
          invoices.id,
          release.escrows.map((row) => row.invoiceId),
        ),
      );
  }
  if (release.chargebacks.length > 0) {
    await tx
      .insert(reserveReleaseChargebacks)
      .values(release.chargebacks.map((row) => ({ releaseId, chargebackId: row.id, amount: row.amount })));
    await tx
      .update(chargebacks)
      .set({ chargeBackSettled: 1, adjustedCb: '0' })
      .where(
        inArray(
          chargebacks.id,
          release.chargebacks.map((row) => row.id),
        ),
      );
  }

  const journalEntryId = await postEntry(tx, {
    date: request.reserve_release_date,
    operation: ledgerOperations.reserveRelease,
    operationKey: `reserve_release:${releaseId}`,
    memo: `Reserve release to ${release.clientName} by ${paymentTypeText(request.payment_type)}`,
    clientId: release.clientId,
    createdBy: people.madeBy,
    lines: releaseLines(release),
  });
  await tx.update(reserveReleases).set({ journalEntryId }).where(eq(reserveReleases.id, releaseId));
  return releaseId;
}
