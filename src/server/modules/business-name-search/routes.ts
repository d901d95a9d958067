import type { FastifyInstance } from 'fastify';
import { businessNameSearchEndpoints as endpoints } from '../../../shared/contract/businessNameSearch';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar } from '../../http/route';
import { editNote, fetchSearches, readSearchFile, saveSearch } from './service';

/** The Business Name Search tab's calls (staff only). */
export function registerBusinessNameSearchRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.saveSearch, async ({ body, caller, files }) => {
    await saveSearch(deps, caller, body, files);
    return { message: messages.businessNameSearch.created };
  });

  route(endpoints.fetchSearches, async ({ body, caller }) => ({
    attachments: await fetchSearches(deps, caller, body.prospect_id),
  }));

  route(endpoints.editNote, async ({ body, caller }) => {
    await editNote(deps, caller, body);
    return {};
  });

  route(endpoints.viewAttachment, async ({ body, caller, reply }) =>
    sendPrivateFile(reply, await readSearchFile(deps, caller, body.prospect_id, body.blobName)),
  );
}
