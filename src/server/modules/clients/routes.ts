import type { FastifyInstance } from 'fastify';
import { clientEndpoints as endpoints } from '../../../shared/contract/clients';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar } from '../../http/route';
import { foundOr404 } from '../../http/scope';
import { documentOf } from '../prospect-documents/queries';
import { readApplication } from '../prospects/queries';
import { clientSummaryOf } from './details';
import { deleteClient, terminateClient } from './lifecycle';
import { clientOf, listClients, liveDebtorsOf } from './queries';
import { saveClientStep } from './stepSave';
import { terminationInfoOf } from './terminationInfo';

/** Registers the calls of src/shared/contract/clients.ts; each names a client the caller may see, or 404. */
export function registerClientRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const { db } = deps;

  route(endpoints.fetch, async ({ body, caller }) => ({ clients: await listClients(db, caller, body) }));

  route(endpoints.details, async ({ body, caller }) => {
    const client = foundOr404(await clientOf(db, caller, body.prospect_id));
    return { client: await clientSummaryOf(db, caller, client) };
  });

  route(endpoints.allInformation, async ({ body, caller }) => {
    const client = foundOr404(await clientOf(db, caller, body.prospect_id));
    return { details: await terminationInfoOf(db, client.id) };
  });

  route(endpoints.information, async ({ body, caller }) => {
    const client = foundOr404(await clientOf(db, caller, body.prospect_id));
    const view = { byId: true, sensitive: caller.sensitiveInformationDisclosure };
    return { details: await readApplication(db, client, view) };
  });

  route(endpoints.debtors, async ({ body, caller }) => {
    const client = foundOr404(await clientOf(db, caller, body.prospect_id));
    return { debtors: await liveDebtorsOf(db, client.id) };
  });

  route(endpoints.saveStep, async ({ body, caller }) => saveClientStep(deps, caller, body));

  route(endpoints.terminate, async ({ body, caller }) => ({
    message: await terminateClient(deps, caller, body.id, body.terminated_at),
  }));

  route(endpoints.statusChange, async ({ body, caller }) => ({
    message: await deleteClient(deps, caller, body.id),
  }));

  route(endpoints.viewDocument, async ({ body, caller, reply }) => {
    const client = foundOr404(await clientOf(db, caller, body.prospect_id));
    const document = foundOr404(await documentOf(db, client.id, { path: body.blobName }));
    const data = await deps.files.read(document.attachmentPath).catch(() => {
      throw notFound(messages.http.notFound);
    });
    return sendPrivateFile(reply, { data, contentType: document.contentType });
  });
}
