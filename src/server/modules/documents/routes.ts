import type { FastifyInstance } from 'fastify';
import { documentEndpoints as endpoints } from '../../../shared/contract/documents';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { countDocuments, fetchDocuments, listDocumentCounts } from './list';

/** Registers the calls of src/shared/contract/documents.ts. */
export function registerDocumentRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.countList, async ({ body, caller }) => ({
    prospect_attachments: await listDocumentCounts(deps.db, caller, body),
  }));

  route(endpoints.fetch, async ({ body, caller }) => fetchDocuments(deps.db, caller, body, deps.clock.now()));

  route(endpoints.count, async ({ body, caller }) => countDocuments(deps.db, caller, body.prospect_id));
}
