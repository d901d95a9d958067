import { z } from 'zod';
import type { CurrentUser } from '../../../shared/contract/session';
import { navigationField } from '../../kit/navigationState';
import { viewerKindOf } from '../../session/viewerKind';
import { storedClientParam } from '../clients';

/**
 * Staff open a client here with the navigation state `{ id }` (the command palette), or from its
 * details page, which keeps the client under 'param'.
 */
export const { read: clientIdFromState, write: editClientState } = navigationField(
  'id',
  z.coerce.number().int().positive(),
);

/**
 * The client the page edits: a client user's own company, else the client staff opened. Null
 * when there is none, and the page sends the user back.
 */
export function editedClientId(user: CurrentUser, navigationState: unknown): number | null {
  if (viewerKindOf(user) === 'client') return user.company_id;
  return clientIdFromState(navigationState) ?? storedClientParam();
}
