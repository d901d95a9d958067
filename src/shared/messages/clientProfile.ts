/** Messages of the Edit Client page (/clientprofile): its tabs, client users and contract documents. */
import { fields } from './common';

export const clientProfileMessages = {
  clientProfile: {
    tabsLabel: 'Client sections',
    editClient: 'Edit Client',
    // ours: the spec names the tabs by their rights, not by their captions
    tabs: {
      details: 'Details',
      documents: 'Documents',
      users: 'Client Users',
      contractDocuments: 'Contract Documents',
    },
    noClient: 'Open a client from the client list to edit it.',
    // Client Users (spec part 1 §3, §4, §7).
    users: 'Client Users',
    columns: {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      username: fields.username,
      phone: fields.phone,
      status: fields.status,
    },
    searchPlaceholder: 'Search by name, email & username',
    inviteClientUser: 'Invite Client User',
    invite: 'Invite',
    resendInvite: 'Resend Invite',
    changeStatus: 'Change Status',
    changeStatusQuestion: (name: string, active: boolean): string =>
      `Are you sure, you want to ${active ? 'deactivate' : 'activate'} ${name}?`,
    // ours: the server's answers where the spec shows no text
    invited: 'Invite has been sent successfully. The user sets a password through the mailed link.',
    inviteResent: 'Invite has been sent successfully.',
    activated: 'User has been activated successfully.',
    deactivated: 'User has been deactivated successfully.',
    emailTaken: (email: string): string => `${email} already belongs to a user. Invite another email.`,
    clientClosed: 'This client is terminated or deleted; it takes no new invites.',
    clientRoleMissing: 'There is no Client role to give an invited user. Ask an administrator.',
    inviteHasPassword: 'This user has already set a password; no invite is needed.',
    inviteInactive: 'This user is inactive; activate the user before sending an invite.',
    inviteTooSoon: 'An invite was sent less than a day ago. It can be sent again 1 day after the last one.',
    ownStatus: 'You cannot deactivate your own account.',
    // Contract documents (spec part 3 §3, §8).
    contractDocuments: 'Contract Documents',
    contractKinds: { w9: 'W9', '8821': '8821', factoring_agreement: 'Factoring Agreement' },
    unknownKind: 'Contract document must be W9, 8821 or Factoring Agreement.',
    oneFile: 'Send one file, as attachment.',
    replaceHint: 'A new upload replaces the stored file.',
  },
} as const;
