/**
 * The role types. A module of its own, free of the catalogue: the route table, which the sign-in
 * page downloads, needs the names and nothing of the rights' descriptions.
 */
export const roleTypes = [
  'admin',
  'adminnew',
  'client_advocate',
  'credit_analyst',
  'client',
  'debtor',
  'broker',
  'custom',
] as const;
export type RoleType = (typeof roleTypes)[number];

export function isRoleType(value: string): value is RoleType {
  return (roleTypes as readonly string[]).includes(value);
}
