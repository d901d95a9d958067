import { prospectStatuses } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { RightId } from '../../../shared/rights';
import type { Db } from '../../db/client';
import { holdsAny, type Caller } from '../../http/caller';
import { conflict, forbidden, notFound } from '../../http/errors';
import { partyOf } from '../../http/scope';
import { prospectById, prospectByToken, type ProspectRecord } from '../prospects/queries';
import { prospectStaffRights } from '../prospects/service';

/** Staff who may read a checklist: those who work on applications, and those who only view prospects. */
const readerRights: readonly RightId[] = [...prospectStaffRights, 'view_prospects'];
/** The Edit Client page's Documents tab: a client's application documents, read and changed. */
const clientDocumentRights: readonly RightId[] = ['client_documents'];

/** Whether a holder of the client documents right reaches this prospect: a client, and its own if a client user. */
function reachesAsClientDocuments(caller: Caller, row: ProspectRecord): boolean {
  if (!holdsAny(caller, clientDocumentRights) || row.status !== prospectStatuses.client) return false;
  const party = partyOf(caller);
  return party.kind === 'staff' || (party.kind === 'client' && party.companyId === row.id);
}

export type ChecklistPurpose = 'read' | 'change';

export function isChecklistStaff(caller: Caller | null): boolean {
  return caller !== null && holdsAny(caller, prospectStaffRights);
}

/**
 * The prospect whose checklist a caller names. A draft token is enough by itself (a guessed one
 * names nothing: 404). A numeric id is for staff: without a caller it names nothing either, and a
 * signed-in caller without the right gets 403; the client documents right (the Edit Client page's
 * Documents tab) reaches clients only, a client user its own company. Public callers cannot change a submitted
 * application. A change locks the prospect row, so that simultaneous uploads count each other.
 */
export async function checklistProspect(
  db: Db,
  caller: Caller | null,
  ref: string | number,
  purpose: ChecklistPurpose,
): Promise<ProspectRecord> {
  const lock = purpose === 'change';
  let row: ProspectRecord | null;
  let asClientDocuments = false;
  if (typeof ref === 'number') {
    if (!caller) throw notFound(messages.http.notFound);
    const asProspectStaff = holdsAny(caller, purpose === 'read' ? readerRights : prospectStaffRights);
    if (!asProspectStaff && !holdsAny(caller, clientDocumentRights)) {
      throw forbidden(messages.http.forbidden);
    }
    row = await prospectById(db, ref, lock);
    if (row && !asProspectStaff) {
      asClientDocuments = reachesAsClientDocuments(caller, row);
      if (!asClientDocuments) row = null;
    }
  } else {
    row = await prospectByToken(db, ref, lock);
  }
  if (!row) throw notFound(messages.http.notFound);
  if (lock && !isChecklistStaff(caller) && !asClientDocuments && row.applicationCompletelyFilled) {
    throw conflict(messages.prospect.submittedLocked);
  }
  return row;
}
