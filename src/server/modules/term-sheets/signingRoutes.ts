import type { FastifyInstance } from 'fastify';
import { termSheetSigningEndpoints as endpoints } from '../../../shared/contract/termSheetSigning';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { signedTermSheet, signingStatus, signTermSheet } from './signing';

/**
 * The signing calls. Status and sign are public, like the application's: the owner has no account
 * and the link's token is the proof; they count against the API's rate limit like every call.
 */
export function registerTermSheetSigningRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.status, async ({ body }) => ({ term_sheet_status: await signingStatus(deps, body) }));

  route(endpoints.sign, async ({ body, request }) => {
    await signTermSheet(deps, body, request.ip);
    return { message: messages.signing.signed.message };
  });

  route(endpoints.signed, async ({ body, caller }) => ({
    signed: await signedTermSheet(deps, caller, body),
  }));
}
