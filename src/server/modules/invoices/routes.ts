import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints as endpoints } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar } from '../../http/route';
import { deleteAttachment, readAttachment, uploadAttachments } from './attachmentCalls';
import { decideInvoices } from './decision';
import { invoiceDetails } from './details';
import { checkInvoiceNumber } from './invoiceNumbers';
import { refuseDebtorUser, visibleHolding } from './access';
import { updateAsDebtor } from './debtorUpdate';
import { clientChoices, clientTerms, debtorChoices, debtorCreditAndContacts } from './lookups';
import { listInvoices } from './queries';
import { deleteInvoices } from './remove';
import { saveInvoice } from './save';

/**
 * Registers the calls of src/shared/contract/invoices.ts; Move To Schedule and its choice of
 * schedules are the schedules module's (it depends on invoices, never the other way).
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetch, async ({ body, caller }) => ({
    invoices: await listInvoices(deps.db, caller, body),
  }));

  route(endpoints.details, async ({ body, caller }) => ({
    invoice: await invoiceDetails(deps.db, caller, body.id),
  }));

  route(endpoints.save, async ({ body, caller, files }) => saveInvoice(deps, caller, body, files));

  route(endpoints.uploadAttachments, async ({ body, caller, files }) => ({
    message: messages.invoice.screens.attachmentsSaved,
    ...(await uploadAttachments(deps, caller, body.id, files)),
  }));

  route(endpoints.deleteAttachment, async ({ body, caller }) => {
    await deleteAttachment(deps, caller, body.id, body.path);
    return { message: messages.files.deletedMessage };
  });

  route(endpoints.viewAttachment, async ({ body, caller, reply }) =>
    sendPrivateFile(reply, await readAttachment(deps, caller, body.id, body.path)),
  );

  route(endpoints.changeStatus, async ({ body, caller }) => ({
    message: await decideInvoices(deps, caller, body.ids, body.status),
  }));

  route(endpoints.delete, async ({ body, caller }) => ({
    message: await deleteInvoices(deps, caller, body.ids),
  }));

  route(endpoints.checkNumber, async ({ body, caller }) => {
    refuseDebtorUser(caller);
    await visibleHolding(deps.db, caller, body.prospect_id, body.debtor_id);
    return checkInvoiceNumber(deps.db, body.prospect_id, body.debtor_id, body.invoice_no, body.id);
  });

  route(endpoints.clients, async ({ body, caller }) => ({
    prospects: await clientChoices(deps.db, caller, body),
  }));

  route(endpoints.clientTerms, async ({ body, caller }) => {
    refuseDebtorUser(caller);
    return { terms: await clientTerms(deps.db, caller, body.prospect_id) };
  });

  route(endpoints.debtors, async ({ body, caller }) => ({
    debtors: await debtorChoices(deps.db, caller, body.prospect_id, body),
  }));

  route(endpoints.debtorCredit, async ({ body, caller }) => {
    refuseDebtorUser(caller);
    return debtorCreditAndContacts(deps.db, caller, body.prospect_id, body.debtor_id, body.leave_out);
  });

  route(endpoints.debtorUpdate, async ({ body, caller }) => ({
    message: await updateAsDebtor(deps, caller, body),
  }));
}
