import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Registers the calls of src/shared/contract/schedules.ts. */
export function registerScheduleRoutes(_app: FastifyInstance, _deps: Deps): void {}
