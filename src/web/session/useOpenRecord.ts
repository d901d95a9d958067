import { useNavigate } from 'react-router-dom';
import type { RightId } from '../../shared/rights';
import { useHeldRights } from './currentUser';

/**
 * Opens a list row's record on its page (`path`, with the page's navigation state for the row),
 * for holders of every one of `rights`; undefined otherwise, so the list offers no opening.
 */
export function useOpenRecord<Row>(
  rights: readonly RightId[],
  path: string,
  stateOf: (row: Row) => unknown,
): ((row: Row) => void) | undefined {
  const navigate = useNavigate();
  const held = useHeldRights();
  if (!rights.every((right) => held.has(right))) return undefined;
  return (row) => navigate(path, { state: stateOf(row) });
}
