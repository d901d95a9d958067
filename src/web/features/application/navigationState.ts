import { z } from 'zod';
import { navigationField } from '../../kit/navigationState';

/** The prospect opened on /addprospect, passed in the navigation state `{ id }` (its numeric id). */
export const { read: prospectIdFromState, write: editProspectState } = navigationField(
  'id',
  z.coerce.number().int().positive(),
);
