import { z } from 'zod';
import { navigationState, recordId } from '../../kit/navigationState';

/**
 * The navigation state that opens /SignedTermSheet: the signed owner, the term sheet and its
 * prospect (the owners dialog of the term sheet writes it with `signedTermSheetState.write`).
 */
export const signedTermSheetState = navigationState(
  z.object({ owner_id: recordId, term_id: recordId, prospect_id: recordId }),
);
