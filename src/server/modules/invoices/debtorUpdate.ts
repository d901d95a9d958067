import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { invoices } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { forbidden } from '../../http/errors';
import { isDebtorUser } from './access';
import { requireChangeable, visibleInvoice } from './records';

/**
 * invoice/debtor_update: the part of an invoice a debtor user keeps up itself (spec part 2 §4: it
 * changes no amount, date, status or payment type), so that it needs neither the invoice form nor
 * the client's terms the form carries. Only while the invoice is live and not bought; the
 * verification of its schedule stands, as neither field is one the verification looked at.
 */
export async function updateAsDebtor(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  input: { id: number; Tentative_payment_mode: string; note: string },
): Promise<string> {
  if (!isDebtorUser(caller)) throw forbidden(messages.http.forbidden);
  await deps.db.transaction(async (tx) => {
    const stored = await visibleInvoice(tx, caller, input.id, true);
    requireChangeable(stored);
    await tx
      .update(invoices)
      .set({
        tentativePaymentMode: input.Tentative_payment_mode,
        note: input.note,
        updatedAt: deps.clock.now(),
      })
      .where(eq(invoices.id, stored.id));
  });
  return messages.invoice.screens.updated;
}
