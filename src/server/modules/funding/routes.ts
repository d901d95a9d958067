import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Registers the calls of src/shared/contract/funding.ts. */
export function registerFundingRoutes(_app: FastifyInstance, _deps: Deps): void {}
