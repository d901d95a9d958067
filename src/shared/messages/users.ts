/** Messages of users and roles. */
import { fields } from './common';

export const usersMessages = {
  user: {
    userProfiles: 'User Profiles',
    addNew: 'Add New User',
    edit: 'Edit User',
    includeInactive: 'Include inactive user profiles',
    searchPlaceholder: 'Search by full name, email & username',
    columns: [fields.fullName, fields.email, fields.username, fields.phone, fields.role, fields.status],
    changeStatus: 'Change Status',
    resendInvite: 'Resend Invite',
    creationFailed: 'User creation failed. Admin has been notified.',
    updateFailed: 'User updated failed. Admin has been notified.',
    // ours: the user form's words the spec does not quote
    changeStatusQuestion: (name: string, active: boolean): string =>
      `Are you sure, you want to ${active ? 'deactivate' : 'activate'} ${name}?`,
    sensitiveInformation: 'Sensitive Information Disclosure',
    sensitiveInformationHint: 'Lets the user see and edit FEIN, SSN and bank account numbers.',
    // ours: the server's answers about users where the spec shows no text
    created: 'User has been created successfully. An invite to set a password has been mailed.',
    updated: 'User has been updated successfully.',
    activated: 'User has been activated successfully.',
    deactivated: 'User has been deactivated successfully.',
    inviteSent: 'Invite has been sent successfully.',
    assigned: 'Users have been assigned successfully.',
    emailTaken: 'A user with this email already exists.',
    usernameTaken: 'A user with this username already exists.',
    emailLocked: 'Email cannot be changed once the user is created.',
    usernameLocked: 'Username cannot be changed once the user is created.',
    partyUser: 'This user belongs to a client, debtor or broker and is edited from its own page.',
    ownRole: 'You cannot change your own role.',
    ownStatus: 'You cannot deactivate your own account.',
    sensitiveFlag: 'Only a user allowed to see sensitive information may change that permission.',
    inviteHasPassword: 'This user has already set a password; no invite is needed.',
    inviteInactive: 'This user is inactive; activate the user before sending an invite.',
    inviteTooSoon: 'An invite was sent less than a day ago. It can be sent again 1 day after the last one.',
  },

  role: {
    rolesRights: 'Roles & Rights',
    addNew: 'Add New Role',
    edit: 'Edit Role',
    view: 'View Role',
    includeInactive: 'Include inactive roles',
    searchPlaceholder: 'Search by role title',
    columns: [fields.roleTitle, 'Created At', fields.status],
    titleMin: 'Role Title must be at least 2 characters',
    selectRight: 'Select atleast one right.',
    // ours: the spec shows the dialog but not its text
    reassignUsers:
      'This role is assigned to the users below. Reassign them to another role before deleting it.',
    // ours: the role screens' words the spec does not quote
    deleteRole: 'Delete Role',
    changeStatusQuestion: (roleName: string, active: boolean): string =>
      `Are you sure, you want to ${active ? 'deactivate' : 'activate'} the role ${roleName}?`,
    rights: 'Rights',
    selectAll: (name: string): string => `Select all: ${name}`,
    reassignTitle: 'Reassign Users',
    reassignTo: 'Reassign to',
    reassignAndDelete: 'Reassign & Delete',
    // ours: the server's answers about roles where the spec shows no text
    created: 'Role has been created successfully.',
    updated: 'Role has been updated successfully.',
    deleted: 'Role has been deleted successfully.',
    activated: 'Role has been activated successfully.',
    deactivated: 'Role has been deactivated successfully.',
    titleTaken: 'A role with this title already exists.',
    unknownRights: (ids: readonly number[]): string => `Unknown right(s): ${ids.join(', ')}.`,
    viewOnly: 'This role is view only and cannot be changed.',
    builtInDelete: 'Built-in roles cannot be deleted.',
    viewOnlyStatus: 'This role is view only and cannot be deactivated.',
    ownRoleStatus: 'You cannot deactivate your own role.',
    notAssignable: 'Choose an active role other than Client, Debtor or Broker.',
    outranked: 'You cannot change a user whose role holds rights that you do not hold yourself.',
    beyondOwnRights: 'You cannot give a role holding rights that you do not hold yourself.',
  },
} as const;
