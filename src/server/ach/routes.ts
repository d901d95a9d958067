import type { FastifyInstance } from 'fastify';
import { achEndpoints as endpoints } from '../../shared/contract/ach';
import { messages } from '../../shared/messages';
import type { Deps } from '../deps';
import { sendPrivateFile } from '../http/privateFile';
import { endpointRegistrar } from '../http/route';
import { paymentAchFile, reserveReleaseAchFile } from './files';
import { achOriginatorOf } from './settings';

/** The NACHA file's type: plain ASCII text of 94-character lines. */
const achContentType = 'text/plain; charset=us-ascii';

/** Registers the calls of src/shared/contract/ach.ts: a payment's and a release's ACH file. */
export function registerAchRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const originator = achOriginatorOf(deps.config);
  // Production without the settings: the server runs, and says at start why ACH files are refused.
  if (!originator) deps.log.warn(messages.ach.notConfigured);

  route(endpoints.payment, async ({ body, caller, reply }) => {
    const file = await paymentAchFile(deps.db, caller, body.id, originator);
    return sendPrivateFile(reply, { data: file.data, contentType: achContentType, fileName: file.fileName });
  });

  route(endpoints.reserveRelease, async ({ body, caller, reply }) => {
    const file = await reserveReleaseAchFile(deps.db, caller, body.id, originator);
    return sendPrivateFile(reply, { data: file.data, contentType: achContentType, fileName: file.fileName });
  });
}
