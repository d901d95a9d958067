import type { FastifyInstance } from 'fastify';
import { termSheetEndpoints as endpoints } from '../../../shared/contract/termSheets';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import { sendPrivateFile } from '../../http/privateFile';
import { letterData, letterPdf, sendTermSheet, termDetail, termSheetOwnersOf, wireFeeOf } from './service';

/** Registers the calls of src/shared/contract/termSheets.ts; rights are declared there. */
export function registerTermSheetRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.owners, async ({ body, caller }) => ({
    owners: await termSheetOwnersOf(deps, caller, body.prospect_id),
  }));

  route(endpoints.detail, async ({ body, caller }) => termDetail(deps, caller, body.prospect_id));

  route(endpoints.save, async ({ body, caller }) => sendTermSheet(deps, caller, body));

  route(endpoints.wireFee, async ({ body, caller }) => wireFeeOf(deps, caller, body.prospect_id));

  route(endpoints.letter, async ({ body, caller }) => letterData(deps, caller, body.prospect_id));

  route(endpoints.letterPdf, async ({ body, caller, reply }) => {
    const file = await letterPdf(deps, caller, body);
    return sendPrivateFile(reply, {
      data: file.data,
      contentType: 'application/pdf',
      fileName: file.fileName,
    });
  });
}
