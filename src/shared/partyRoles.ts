import type { RoleType } from './rights';

/**
 * Client, debtor and broker users belong to a party (company, debtor, broker): they get their role
 * from that party's screens, never from the user form, and never hear of staff work (spec part 1 §5).
 */
export const partyRoleTypes = ['client', 'debtor', 'broker'] as const satisfies readonly RoleType[];

export function isPartyRoleType(roleType: string): boolean {
  return (partyRoleTypes as readonly string[]).includes(roleType);
}
