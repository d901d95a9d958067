import type { FastifyInstance } from 'fastify';
import { approvalMessages } from '../../../shared/contract/approvals';
import { fundingEndpoints as endpoints } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { ringBells } from '../../events/notify';
import { idempotencyStore } from '../../http/idempotency';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar, idempotentEndpointRegistrar } from '../../http/route';
import { deleteSchedules, reassignmentOf } from './deletion';
import { fundingInvoicesOf, listFundingSchedules, visibleFundingSchedule } from './fundingList';
import { revertFunding } from './fundingReversal';
import { registerPaymentApprovalRunner } from './paymentApproval';
import { paymentInfoOf } from './paymentInfo';
import { paymentsOfSchedule, showPayments } from './payments';
import { postPayment } from './postPayment';
import { revertVerification } from './revertVerification';
import { scheduleOfAssignmentPdf } from './scheduleDocument';
import { checkChargebacks, verifySchedule } from './verification';

/**
 * Registers the calls of src/shared/contract/funding.ts: the schedule workflows (verify, delete,
 * PDF) and the Schedule of Funding. Notices are rung once the service's transaction committed.
 */
export function registerFundingRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const moneyRoute = idempotentEndpointRegistrar(app, deps.authenticate, idempotencyStore(deps.db));
  const now = () => deps.clock.now();
  // A payment that waited for approval is posted by this runner when a checker approves it.
  registerPaymentApprovalRunner();

  route(endpoints.checkChargebacks, async ({ body, caller }) => checkChargebacks(deps.db, caller, body));

  route(endpoints.verify, async ({ body, caller }) => {
    ringBells(deps.realtime, await verifySchedule(deps.db, caller, body, now()));
    return { message: messages.schedule.verified };
  });

  route(endpoints.reassignment, async ({ body, caller }) => reassignmentOf(deps.db, caller, body));

  route(endpoints.deleteSchedule, async ({ body, caller }) => {
    const { newScheduleId } = await deleteSchedules(deps.db, caller, body, now());
    return { message: messages.schedule.workflows.deleted.message, new_schedule_id: newScheduleId };
  });

  route(endpoints.download, async ({ body, caller, reply }) => {
    const file = await scheduleOfAssignmentPdf(deps.db, caller, body.id, now());
    return sendPrivateFile(reply, {
      data: file.data,
      contentType: 'application/pdf',
      fileName: file.fileName,
    });
  });

  route(endpoints.fetchFunding, async ({ body, caller }) => ({
    schedules: await listFundingSchedules(deps.db, caller, body),
  }));

  route(endpoints.fundingDetail, async ({ body, caller }) => {
    const schedule = await visibleFundingSchedule(deps.db, caller, body.id);
    return {
      schedule,
      invoices: await fundingInvoicesOf(deps.db, schedule.id),
      payments: await paymentsOfSchedule(deps.db, schedule.id),
    };
  });

  route(endpoints.paymentInfo, async ({ body, caller }) => paymentInfoOf(deps.db, caller, body.id));

  // The payment commits with its Idempotency-Key's answer, in the transaction the registrar opened.
  moneyRoute(endpoints.postPayment, async ({ body, caller, request, tx, afterCommit }) => {
    const outcome = await postPayment(tx, caller, body.schedule_id, request.body, now());
    afterCommit(() => ringBells(deps.realtime, outcome.bells));
    if (outcome.approvalId !== null) {
      return {
        message: approvalMessages.paymentWaiting(outcome.heldAmount ?? '0'),
        payment: null,
        waiting_approval: true,
        approval_id: outcome.approvalId,
      };
    }
    return {
      message: messages.funding.paymentFunded,
      payment: outcome.payment,
      waiting_approval: false,
      approval_id: null,
    };
  });

  route(endpoints.payments, async ({ body, caller }) => ({
    payments: await showPayments(deps.db, caller, body.schedule_id),
  }));

  route(endpoints.revertVerification, async ({ body, caller }) => {
    ringBells(deps.realtime, await revertVerification(deps.db, caller, body.id, now()));
    return { message: messages.schedule.reverted };
  });

  route(endpoints.revertFunding, async ({ body, caller }) => {
    ringBells(deps.realtime, await revertFunding(deps.db, caller, body.schedule_id, now()));
    return { message: messages.schedule.fundedReversed };
  });
}
