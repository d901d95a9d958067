import type { FastifyInstance } from 'fastify';
import { supportEndpoints as endpoints, ticketResponseFileRules } from '../../../shared/contract/support';
import { supportMessages } from '../../../shared/messages/support';
import { messages } from '../../../shared/messages';
import { checkFiles } from '../../../shared/validation/fileRules';
import type { Deps } from '../../deps';
import { ringBells } from '../../events/notify';
import { provenContentType } from '../../files/fileKinds';
import { badRequest, notFound } from '../../http/errors';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar } from '../../http/route';
import {
  assignees,
  assignTicket,
  changeTicketStatus,
  createTicket,
  listTickets,
  responseAttachment,
  saveResponse,
  ticketDetails,
  ticketFolder,
} from './tickets';

const M = supportMessages.support;
const fileFields: ReadonlySet<string> = new Set(['attachment_path', 'attachment']);

/** Registers the calls of src/shared/contract/support.ts. */
export function registerSupportRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const now = () => deps.clock.now();

  route(endpoints.fetch, async ({ body, caller }) => ({ tickets: await listTickets(deps.db, caller, body) }));

  route(endpoints.create, async ({ body, caller }) => ({
    message: M.created,
    id: await createTicket(deps.db, caller, body, now()),
  }));

  route(endpoints.details, async ({ body, caller }) => ({
    tickets: await ticketDetails(deps.db, caller, body.id),
  }));

  route(endpoints.respond, async ({ body, caller, files }) => {
    if (files.length > 1) throw badRequest(messages.http.badRequest);
    const file = files[0];
    let attachment: { path: string; contentType: string } | null = null;
    if (file) {
      if (!fileFields.has(file.field)) throw badRequest(messages.http.unknownFields(file.field));
      const refusal = checkFiles([{ name: file.filename, size: file.data.length }], ticketResponseFileRules)
        .refusals[0];
      if (refusal) throw badRequest(refusal.message);
      const contentType = await provenContentType(file, ticketResponseFileRules.allowedExtensions);
      attachment = {
        path: await deps.files.save(ticketFolder(body.id), file.filename, file.data),
        contentType,
      };
    }
    try {
      const bells = await deps.db.transaction((tx) =>
        saveResponse(tx, caller, { id: body.id, response: body.response, attachment }, now()),
      );
      ringBells(deps.realtime, bells);
    } catch (error) {
      if (attachment) await deps.files.remove(attachment.path).catch(() => undefined);
      throw error;
    }
    return { message: M.responseSaved };
  });

  route(endpoints.attachment, async ({ body, caller, reply }) => {
    const found = await responseAttachment(deps.db, caller, body.id, body.path);
    const data = await deps.files.read(body.path).catch(() => {
      throw notFound(messages.http.notFound);
    });
    return sendPrivateFile(reply, { data, contentType: found.contentType ?? 'application/octet-stream' });
  });

  route(endpoints.assign, async ({ body, caller }) => {
    const bells = await deps.db.transaction((tx) => assignTicket(tx, caller, body, now()));
    ringBells(deps.realtime, bells);
    return { message: M.assigned };
  });

  route(endpoints.changeStatus, async ({ body, caller }) => {
    await deps.db.transaction((tx) => changeTicketStatus(tx, caller, body, now()));
    return { message: M.statusChanged.message };
  });

  route(endpoints.assignees, async ({ body }) => ({ data: await assignees(deps.db, body.search_text) }));
}
