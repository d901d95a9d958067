import { eq } from 'drizzle-orm';
import { creditRequestRefusal, creditRequestStatus } from '../../../shared/contract/creditRequests';
import { messages } from '../../../shared/messages';
import { addMoney, toMoneyString } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { creditRequests, debtors } from '../../db/schema';
import type { RecordedNotification } from '../../events/notify';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/errors';
import { clientCredit } from '../debtors/clientCredit';
import { assertKindRight, kindOf } from './access';
import { livePair, requestableClient } from './limits';
import { requestedNotices } from './notices';

const M = messages.creditRequest;

export interface CreditRequestInput {
  prospect_id?: number | null | undefined;
  debtor_id?: number | null | undefined;
  requested_amount: string;
}

/**
 * Add New Request (spec part 2 §5 Credit requests; docs/decisions/0029, Credit requests): checks the
 * request against the limits as they stand, under the lock of the client row (so a debtor request
 * and a new debtor cannot both take the same available credit), and stores it pending. A client
 * user asks for its own company only; another client's id answers 404.
 */
export async function saveCreditRequest(
  tx: Tx,
  caller: Caller,
  input: CreditRequestInput,
  now: Date,
): Promise<{ id: number; bells: RecordedNotification[] }> {
  if (input.prospect_id === null || input.prospect_id === undefined) throw badRequest(M.clientNameRequired);
  const prospectId = input.prospect_id;
  const debtorId = input.debtor_id ?? null;
  const kind = kindOf(debtorId);
  assertKindRight(caller, kind, 'add');
  const client = await requestableClient(tx, caller, prospectId, true);
  const credit = await clientCredit(tx, prospectId);
  if (!credit) throw notFound(messages.http.notFound);
  const active = credit.client_active_credit_limit ?? '0.00';

  let current = active;
  let debtorName: string | null = null;
  if (debtorId !== null) {
    const pair = await livePair(tx, prospectId, debtorId);
    if (!pair) throw notFound(messages.http.notFound);
    current = pair.creditLimit;
    const [debtor] = await tx
      .select({ name: debtors.legalName })
      .from(debtors)
      .where(eq(debtors.id, debtorId));
    debtorName = debtor?.name ?? '';
  }
  const refusal = creditRequestRefusal(kind, input.requested_amount, {
    current,
    available: credit.available_credit_limit,
  });
  if (refusal !== null) throw badRequest(refusal);

  const [row] = await tx
    .insert(creditRequests)
    .values({
      prospectId,
      debtorId,
      requestedAmount: input.requested_amount,
      currentCreditLimit: current,
      clientActiveCreditLimit: active,
      newLimitAmount: toMoneyString(addMoney(current, input.requested_amount)),
      status: creditRequestStatus.pending,
      createdBy: caller.userId,
      searchText: (debtorName ?? client.name).toLowerCase(),
      createdAt: now,
    })
    .returning({ id: creditRequests.id });
  if (!row) throw new Error('credit request was not stored');
  const bells = await requestedNotices(tx, {
    id: row.id,
    kind,
    clientName: client.name,
    debtorName,
    amount: input.requested_amount,
    callerId: caller.userId,
  });
  return { id: row.id, bells };
}
