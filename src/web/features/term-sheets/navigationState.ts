import { z } from 'zod';
import { navigationField } from '../../kit/navigationState';

/** The prospect /termsheetdetail opens, passed in the navigation state `{ id }` as /addprospect takes it. */
export const { read: prospectIdFromState, write: termSheetDetailState } = navigationField(
  'id',
  z.coerce.number().int().positive(),
);
