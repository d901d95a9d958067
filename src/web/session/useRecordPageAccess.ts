import { skipToken } from '@reduxjs/toolkit/query';
import type { RightId } from '../../shared/rights';
import { useHeldRights } from './currentUser';

/**
 * Who may open a record's Add/Edit page: adding needs the add right, opening an existing record
 * its selection right (else the page sends the user back to the list). Answers the rights held,
 * that verdict, and the record query's argument (skipped when adding or not allowed).
 */
export function useRecordPageAccess<Id>(
  id: Id | null,
  rights: { add: RightId; open: RightId },
): { held: ReadonlySet<RightId>; mayOpen: boolean; recordArg: Id | typeof skipToken } {
  const held = useHeldRights();
  const mayOpen = id === null ? held.has(rights.add) : held.has(rights.open);
  return { held, mayOpen, recordArg: mayOpen && id !== null ? id : skipToken };
}
