import type { RightId, RoleType } from '../../shared/rights';
import type { TableLayout } from '../kit/tableTypes';
import { useCurrentUser, useHeldRights } from './currentUser';

/** Role types that get the simplified layout (DESIGN.md §8); staff get the dense workspace. */
export const simpleLayoutRoles: readonly RoleType[] = ['client', 'debtor', 'broker'];

/** How a list shows for the signed-in user, and where it remembers the user's split. */
export interface ListWorkspace {
  layout: TableLayout;
  storageKey: string;
  /** The rights the user holds, which offer the list's actions. */
  heldRights: ReadonlySet<RightId>;
}

/**
 * A list's layout for the signed-in user: the workspace (detail panel, keyboard, big table) for
 * staff, the simple layout for client, debtor and broker users; the split is remembered per user
 * and list. The held rights decide which of its actions show.
 */
export function useListWorkspace(list: string): ListWorkspace {
  const { id, role } = useCurrentUser();
  const heldRights = useHeldRights();
  return {
    layout: simpleLayoutRoles.includes(role.role_type) ? 'simple' : 'workspace',
    storageKey: `fd.workspace.${id}.${list}`,
    heldRights,
  };
}
