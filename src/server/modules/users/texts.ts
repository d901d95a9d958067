/**
 * The server's answers about users where the spec shows no text (ours). They belong in
 * src/shared/messages.ts once its owner takes them in.
 */
export const userTexts = {
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
  hasPassword: 'This user has already set a password; no invite is needed.',
  inactive: 'This user is inactive; activate the user before sending an invite.',
  resendTooSoon: 'An invite was sent less than a day ago. It can be sent again 1 day after the last one.',
};
