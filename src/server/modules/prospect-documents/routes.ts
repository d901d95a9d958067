import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Registers the calls of src/shared/contract/prospectDocuments.ts. */
export function registerProspectDocumentRoutes(_app: FastifyInstance, _deps: Deps): void {}
