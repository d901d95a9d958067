import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { badRequest } from '../../http/errors';
import { checkerCaller, registerApprovalRunner, type ApprovedMovement } from '../approvals/runners';
import { runPayment } from './postPayment';

/**
 * The approved run of a Post Payment that waited (docs/decisions/0029): the request as the maker
 * sent it, checked again against the schedule as it stands now and posted with the maker as
 * created_by and the checker as approved_by. A refusal (the schedule changed meanwhile) throws and
 * leaves the approval waiting.
 */
export async function runApprovedPayment(deps: Deps, tx: Tx, movement: ApprovedMovement): Promise<number> {
  const request = movement.request as { schedule_id?: unknown } | null;
  const scheduleId = request?.schedule_id;
  if (typeof scheduleId !== 'number') throw badRequest('The waiting payment names no schedule.');
  const outcome = await runPayment(
    tx,
    checkerCaller(movement.approvedBy),
    scheduleId,
    request,
    deps.clock.now(),
    {
      createdBy: movement.madeBy,
      approvedBy: movement.approvedBy,
    },
  );
  if (!outcome.payment) throw new Error('an approved payment was held again');
  movement.bells?.push(...outcome.bells);
  return outcome.payment.id;
}

export function registerPaymentApprovalRunner(): void {
  registerApprovalRunner('schedule_payment', runApprovedPayment);
}
