import type { FastifyInstance } from 'fastify';
import { achEndpoints as endpoints } from '../../shared/contract/ach';
import { achMessages } from '../../shared/messages/ach';
import type { Deps } from '../deps';
import { sendPrivateFile } from '../http/privateFile';
import { endpointRegistrar } from '../http/route';
import type { AnswerOf } from '../../shared/contract/endpoint';
import { paymentAchFile, reserveReleaseAchFile } from './files';
import { achOriginatorOf } from './settings';

/** The NACHA file's type: plain ASCII text of 94-character lines. */
const achContentType = 'text/plain; charset=us-ascii';

/**
 * The file's bytes as the handler's answer: the registrar sends a binary endpoint's answer as it is.
 * (The contract declares these answers as a message where the other binary calls say z.unknown().)
 */
function fileAnswer<E>(bytes: Buffer): AnswerOf<E> {
  return bytes as unknown as AnswerOf<E>;
}

/** Registers the calls of src/shared/contract/ach.ts: a payment's and a release's ACH file. */
export function registerAchRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const originator = achOriginatorOf(deps.config);
  // Production without the settings: the server runs, and says at start why ACH files are refused.
  if (!originator) deps.log.warn(achMessages.notConfigured);

  route(endpoints.payment, async ({ body, caller, reply }) => {
    const file = await paymentAchFile(deps.db, caller, body.id, originator);
    return fileAnswer<typeof endpoints.payment>(
      sendPrivateFile(reply, { data: file.data, contentType: achContentType, fileName: file.fileName }),
    );
  });

  route(endpoints.reserveRelease, async ({ body, caller, reply }) => {
    const file = await reserveReleaseAchFile(deps.db, caller, body.id, originator);
    return fileAnswer<typeof endpoints.reserveRelease>(
      sendPrivateFile(reply, { data: file.data, contentType: achContentType, fileName: file.fileName }),
    );
  });
}
