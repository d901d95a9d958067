import { z } from 'zod';
import { navigationState, recordId } from '../../kit/navigationState';

/** The debtor /editdebtor opens: the list, a client's page and notifications pass `{ id, prospect_id }`. */
export const { read: debtorFromState, write: editDebtorState } = navigationState(
  z.object({
    /** The debtor. */
    id: recordId,
    /** The client holding it. */
    prospect_id: recordId,
  }),
);
