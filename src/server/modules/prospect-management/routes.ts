import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Registers the calls of src/shared/contract/prospectManagement.ts. */
export function registerProspectManagementRoutes(_app: FastifyInstance, _deps: Deps): void {}
