/** Messages of the signed-in shell and its own pages: profile, notifications, settings, outbox, privacy. */

/** Spec part 3: the notifications screen; the bell's label (ours) reuses its name. */
const notificationsTitle = 'Notifications';

export const shellMessages = {
  shell: {
    seeMore: 'See More',
    inviteClient: 'Invite Client',
    emailToRequired: 'Email To is required',
    invalidEmail: 'Invalid Email',
    userProfile: 'User Profile',
    logout: 'Logout',
    badgeOverflow: '99+',
    // ours: the shell's own labels and notices
    menu: 'Menu',
    openMenu: 'Open menu',
    mainMenu: 'Main menu',
    profileMenu: 'Profile menu',
    profileMenuFor: (name: string): string => `Profile menu for ${name}`,
    layoutSettings: 'Layout Settings',
    layoutSettingsSaved: 'Layout settings saved.',
    componentScale: 'Component scale',
    inputStyle: 'Input style',
    inputStyles: { outlined: 'Outlined', filled: 'Filled' },
    menuModes: { static: 'Static', overlay: 'Overlay' },
    rippleEffect: 'Ripple effect',
    theme: 'Theme',
    invite: 'Invite',
    notAvailable: (title: string): string => `${title} is not available yet.`,
    notAvailableDescription:
      'This part of FactorDesk is still being built. Nothing on it is connected yet, so there is nothing to see or save here for now.',
    pageNotFound: 'Page Not Found',
    pageNotFoundDescription:
      'The page you are looking for does not exist, or you do not have access to any page here yet.',
  },

  profile: {
    accountDetails: 'Account Details',
    changePassword: 'Change Password',
    pictureTooLarge: 'File size exceeds 5MB limit',
    invalidFileType: 'Invalid file type',
    // ours: the profile screen's own words
    profilePicture: 'Profile Picture',
    officialSignature: 'Official Signature',
    deletePicture: 'Delete picture',
    deleteSignature: 'Delete signature',
    removeChosenSignature: 'Remove chosen signature',
    chosenFile: (name: string): string => `New file: ${name}`,
  },

  notifications: {
    notifications: notificationsTitle,
    markAllRead: 'Mark all read',
    allRead: 'All notifications have been marked as read.',
    noneUnread: 'No unread notifications found.',
    tabs: ['All', 'Read', 'Unread'],
    // ours: the bell's words and the server's answer the spec does not quote
    viewAll: 'View all',
    bellLabel: (unread: number): string =>
      unread > 0 ? `${notificationsTitle}, ${unread} unread` : notificationsTitle,
    marked: 'Notification has been marked as read.',
  },

  settings: {
    settings: 'Settings',
    searchPlaceholder: 'Search by settings name',
    tiles: [
      'Field Settings',
      'Theme Settings',
      'Flag Alerts',
      'Exception Tracking',
      'Currency Settings',
      'Debtor Scoring',
      'Policies',
      'Announcements',
    ],
    // ours: the input guards card and the empty search
    inputGuards: 'Input guards',
    inputGuardsDescription:
      "For everyone: paste is blocked in inputs, emoji are stripped as they are typed, F5 does not reload and the browser's Back button stays on the page.",
    inputGuardsSwitch: 'Input guards on',
    noMatch: 'No settings match your search.',
  },

  /** Ours: the development outbox page (a developer tool, not part of the spec). */
  outbox: {
    title: 'Outbox',
    intro:
      'No mail server is set up, so mails stay here, newest first (at most 100). Open their links, or read their codes, to finish a mailed flow: the person it was meant for would have received the same.',
    filter: 'Filter by recipient email',
    to: 'To',
    none: 'No mails have been sent yet.',
  },

  placeholder: {
    fieldRequired: 'This field is required',
    required: 'This is required',
    addDeposit: 'Add New Deposit',
    addReceivingAccount: 'Add New Receiving Account',
    addBankAccount: 'Add New Bank Account',
  },

  privacy: {
    title: 'Privacy Policy',
    lastModified: 'Last modified', // ours
    sections: [
      'Application',
      'Child Privacy',
      'Information Collected',
      'Sharing and Use',
      'Third-Party Links',
      'Security',
      'International Practices',
      'Data Retention',
      'Your Rights',
      'Contact Us',
    ],
  },
} as const;
