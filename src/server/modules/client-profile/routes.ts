import type { FastifyInstance } from 'fastify';
import { clientProfileEndpoints as endpoints } from '../../../shared/contract/clientProfile';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar } from '../../http/route';
import { clientOfCaller } from './clientOfCaller';
import { clientUserPage } from './clientUsers';
import {
  deleteContractDocument,
  fetchContractDocuments,
  readContractDocument,
  saveContractDocument,
} from './contractDocuments';
import { inviteClientUser, resendClientInvite } from './invites';
import { setClientUserStatus } from './userStatus';

/** The Edit Client page's calls: client users and contract documents (spec part 1 §7, part 3 §3). */
export function registerClientProfileRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetchClientUsers, async ({ body, caller }) => {
    const client = await clientOfCaller(deps.db, caller, body.prospect_id);
    return { status: true, ...(await clientUserPage(deps.db, client.id, body)) };
  });

  route(endpoints.invite, async ({ body: { prospect_id, ...form }, caller }) =>
    inviteClientUser(deps, caller, prospect_id, form),
  );

  route(endpoints.resendInvite, async ({ body, caller }) =>
    resendClientInvite(deps, caller, body.prospect_id, body.sso_id),
  );

  route(endpoints.userStatus, async ({ body, caller }) =>
    setClientUserStatus(deps, caller, body.prospect_id, body.sso_id, body.status === 1),
  );

  route(endpoints.fetchContractDocuments, async ({ body, caller }) => ({
    documents: await fetchContractDocuments(deps, caller, body.prospect_id),
  }));

  route(endpoints.saveContractDocument, async ({ body, caller, files }) => ({
    message: messages.files.uploaded,
    documents: await saveContractDocument(deps, caller, body, files),
  }));

  route(endpoints.deleteContractDocument, async ({ body, caller }) => ({
    message: messages.files.deletedMessage,
    documents: await deleteContractDocument(deps, caller, body.prospect_id, body.id),
  }));

  route(endpoints.viewContractDocument, async ({ body, caller, reply }) =>
    sendPrivateFile(reply, await readContractDocument(deps, caller, body.prospect_id, body.id)),
  );
}
