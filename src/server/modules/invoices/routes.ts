import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Registers the calls of src/shared/contract/invoices.ts. */
export function registerInvoiceRoutes(_app: FastifyInstance, _deps: Deps): void {}
