import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Registers the calls of src/shared/contract/debtors.ts. */
export function registerDebtorRoutes(_app: FastifyInstance, _deps: Deps): void {}
