import { eq } from 'drizzle-orm';
import type { SaveApplicationRequest } from '../../../shared/contract/prospects';
import { messages } from '../../../shared/messages';
import { prospects } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Caller } from '../../http/caller';
import { conflict, HttpError, notFound } from '../../http/errors';
import { readApplication } from '../prospects/queries';
import { saveStep, type Applicant } from '../prospects/service';
import { clientOf } from './queries';

/**
 * client/save: one card of /clientdetails, saved as the application wizard saves that step (the
 * same schema, the same writes), for a live client the caller may act for. A stored FEIN, SSN or
 * account number is replaced only by a caller holding the disclosure flag.
 */
export async function saveClientStep(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  request: SaveApplicationRequest,
) {
  const id = typeof request.id === 'number' ? request.id : 0;
  const applicant: Applicant = { staff: false, sensitive: caller.sensitiveInformationDisclosure };
  return deps.db.transaction(async (tx) => {
    const client = await clientOf(tx, caller, id, true);
    if (!client) throw notFound(messages.http.notFound);
    if (client.terminatedAt !== null || client.deletedAt !== null) {
      throw conflict(messages.clients.screens.closedNoChanges);
    }
    await saveStep(deps, tx, applicant, client, { ...request, company_id: null });
    const [saved] = await tx.select().from(prospects).where(eq(prospects.id, client.id)).limit(1);
    if (!saved) throw new HttpError(500, messages.generic.failure);
    return {
      message: messages.clients.screens.updated,
      prospect: await readApplication(tx, saved, { byId: true, sensitive: applicant.sensitive }),
    };
  });
}
