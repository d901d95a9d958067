/**
 * Words of the role screens that the spec does not quote (ours); candidates for
 * src/shared/messages.ts. Spec texts come from the message catalogue.
 */
export const roleTexts = {
  deleteRole: 'Delete Role',
  changeStatus: 'Change Status',
  changeStatusQuestion: (roleName: string, active: boolean): string =>
    `Are you sure, you want to ${active ? 'deactivate' : 'activate'} the role ${roleName}?`,
  active: 'Active',
  inactive: 'Inactive',
  roleTitle: 'Role Title',
  rights: 'Rights',
  selectAll: (name: string): string => `Select all: ${name}`,
  reassignTitle: 'Reassign Users',
  reassignTo: 'Reassign to',
  reassignAndDelete: 'Reassign & Delete',
  fullName: 'Full Name',
  email: 'Email',
  username: 'Username',
  save: 'Save',
  cancel: 'Cancel',
  back: 'Back',
} as const;
