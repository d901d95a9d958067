/**
 * The server's answers about roles where the spec shows no text (ours). They belong in
 * src/shared/messages.ts once its owner takes them in.
 */
export const roleTexts = {
  created: 'Role has been created successfully.',
  updated: 'Role has been updated successfully.',
  deleted: 'Role has been deleted successfully.',
  activated: 'Role has been activated successfully.',
  deactivated: 'Role has been deactivated successfully.',
  titleTaken: 'A role with this title already exists.',
  unknownRights: (ids: readonly number[]) => `Unknown right(s): ${ids.join(', ')}.`,
  viewOnly: 'This role is view only and cannot be changed.',
  builtInDelete: 'Built-in roles cannot be deleted.',
  viewOnlyStatus: 'This role is view only and cannot be deactivated.',
  ownRoleStatus: 'You cannot deactivate your own role.',
  notAssignable: 'Choose an active role other than Client, Debtor or Broker.',
  outranked: 'You cannot change a user whose role holds rights that you do not hold yourself.',
  beyondOwnRights: 'You cannot give a role holding rights that you do not hold yourself.',
};
