import type { FastifyInstance } from 'fastify';
import { collectionEndpoints as endpoints } from '../../../shared/contract/collections';
import { messages } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { ringBells } from '../../events/notify';
import { discardFile } from '../../files/discardFile';
import { idempotencyStore } from '../../http/idempotency';
import { sendPrivateFile } from '../../http/privateFile';
import { endpointRegistrar, idempotentEndpointRegistrar } from '../../http/route';
import { partyOf } from '../../http/scope';
import { listCollections, visibleCollection } from './list';
import { addNote, notesOf } from './notes';
import { offeredRows, poolOf } from './offered';
import { pairOf } from './pair';
import { renderCollectionReport } from './report';
import { saveCollection } from './save';

/**
 * Registers the calls of src/shared/contract/collections.ts. The save moves money: it runs in the
 * idempotent registrar's transaction and rings its bells once that committed.
 */
export function registerCollectionRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);
  const moneyRoute = idempotentEndpointRegistrar(app, deps.authenticate, idempotencyStore(deps.db));
  const now = () => deps.clock.now();

  route(endpoints.fetch, async ({ body, caller }) => ({
    collections: await listCollections(deps.db, caller, body),
  }));

  route(endpoints.notes, async ({ body, caller }) => ({
    notes: await notesOf(deps.db, caller, body.collection_id),
  }));

  route(endpoints.saveNote, async ({ body, caller }) => ({
    message: messages.collection.noteSaved,
    note: await addNote(deps.db, caller, body.collection_id, body.note, now()),
  }));

  route(endpoints.report, async ({ body, caller, reply }) => {
    const collection = await visibleCollection(deps.db, caller, body.id);
    const data = await renderCollectionReport(collection, { withFees: partyOf(caller).kind === 'staff' });
    return sendPrivateFile(reply, {
      data,
      contentType: 'application/pdf',
      fileName: `${collection.collection_id}.pdf`,
    });
  });

  route(endpoints.invoices, async ({ body, caller }) => {
    const pair = await pairOf(deps.db, caller, body.prospect_id, body.debtor_id);
    return { invoices: await offeredRows(deps.db, pair.clientId, pair.debtorId, body.collection_type) };
  });

  route(endpoints.debtorUc, async ({ body, caller }) => {
    const pair = await pairOf(deps.db, caller, body.prospect_id, body.debtor_id);
    return { uc: await poolOf(deps.db, pair.clientId, pair.debtorId) };
  });

  moneyRoute(endpoints.save, async ({ body, caller, files, tx, afterCommit }) => {
    const written: string[] = [];
    try {
      const saved = await saveCollection(deps, tx, caller, body, files, now(), written);
      afterCommit(() => ringBells(deps.realtime, saved.bells));
      return { message: messages.collection.completed, id: saved.id };
    } catch (error) {
      for (const path of written) await discardFile(deps, path);
      throw error;
    }
  });
}
