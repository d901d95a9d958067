import type { FastifyInstance } from 'fastify';
import { debtorEndpoints as endpoints } from '../../../shared/contract/debtors';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { endpointRegistrar } from '../../http/route';
import { clientCredit } from './clientCredit';
import { importDebtors, previewDebtorImport } from './import';
import { inviteDebtorContacts, resendDebtorInvite } from './invite';
import {
  debtorByIdentity,
  debtorIsVisible,
  findHolding,
  listClients,
  listDebtors,
  visibleClient,
} from './queries';
import { contactsOf, readDebtor, toContactRow } from './records';
import { saveDebtor } from './save';
import { changeDebtorStatus, deleteDebtors } from './status';

const S = messages.debtor.screens;

/** Registers the calls of src/shared/contract/debtors.ts. */
export function registerDebtorRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const { db } = deps;

  route(endpoints.fetch, async ({ body, caller }) => ({ debtors: await listDebtors(db, caller, body) }));

  route(endpoints.details, async ({ body, caller }) => {
    const holding = await findHolding(db, caller, body.id, body.prospect_id);
    const debtor = holding ? await readDebtor(db, caller, holding.id) : null;
    if (!debtor) throw notFound(messages.http.notFound);
    return { message: '', debtor };
  });

  route(endpoints.contacts, async ({ body, caller }) => {
    const visible =
      body.prospect_id === undefined
        ? await debtorIsVisible(db, caller, body.debtor_id)
        : (await findHolding(db, caller, body.debtor_id, body.prospect_id)) !== null;
    if (!visible) throw notFound(messages.http.notFound);
    return { message: '', pocs: (await contactsOf(db, body.debtor_id)).map(toContactRow) };
  });

  route(endpoints.clientCreditLimit, async ({ body, caller }) => {
    const credit = (await visibleClient(db, caller, body.prospect_id))
      ? await clientCredit(db, body.prospect_id)
      : null;
    if (!credit) throw notFound(messages.http.notFound);
    return { credit_limit: credit };
  });

  route(endpoints.clients, async ({ body, caller }) => ({ prospects: await listClients(db, caller, body) }));

  route(endpoints.exists, async ({ body, caller }) => {
    if (!(await visibleClient(db, caller, body.prospect_id))) throw notFound(messages.http.notFound);
    const onFile = await debtorByIdentity(db, body.email, body.fein);
    const held = onFile ? await findHolding(db, caller, onFile.id, body.prospect_id) : null;
    const isExists = held !== null && held.deletedAt === null;
    return { isExists, message: isExists ? S.existsForClient : S.notOnFileForClient };
  });

  route(endpoints.save, async ({ body, caller }) => saveDebtor(deps, caller, body));

  route(endpoints.invite, async ({ body, caller }) => ({
    message: await inviteDebtorContacts(deps, caller, body.poc_ids),
  }));

  route(endpoints.resendInvite, async ({ body, caller }) => ({
    message: await resendDebtorInvite(deps, caller, body.id, body.email),
  }));

  route(endpoints.statusChange, async ({ body, caller }) => ({
    message: await changeDebtorStatus(deps, caller, body.debtor_prospect_id, body.status),
  }));

  route(endpoints.delete, async ({ body, caller }) => ({
    message: await deleteDebtors(deps, caller, body.debtors),
  }));

  route(endpoints.importPreview, async ({ caller, files }) => previewDebtorImport(deps, caller, files[0]));

  route(endpoints.importSave, async ({ body, caller, files }) =>
    importDebtors(deps, caller, files[0], body.rows),
  );
}
