import type { FastifyInstance } from 'fastify';
import { prospectDocumentEndpoints as endpoints } from '../../../shared/contract/prospectDocuments';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar } from '../../http/route';
import { deleteDocument, fetchDocuments, readDocument, saveDocuments } from './service';

/**
 * The documents checklist calls. All are public, like the application's: the applicant has no
 * account and names the draft by its token; staff are recognised by their token and rights.
 */
export function registerProspectDocumentRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetchDocuments, async ({ body, caller }) => ({
    underwriting_documents: await fetchDocuments(deps, caller, body.prospect_id),
  }));

  route(endpoints.saveDocuments, async ({ body, caller, files }) => ({
    message: messages.files.uploaded,
    underwriting_documents: await saveDocuments(deps, caller, body, files),
  }));

  route(endpoints.deleteDocument, async ({ body, caller }) => ({
    message: messages.files.deletedMessage,
    underwriting_documents: await deleteDocument(deps, caller, body.prospect_id, body.id),
  }));

  route(endpoints.viewDocument, async ({ body, caller, reply }) =>
    sendPrivateFile(reply, await readDocument(deps, caller, body.prospect_id, body.blobName)),
  );
}
