/** Messages of support, chat, announcements and policies. */
import { minColumns } from './common';

export const supportMessages = {
  support: {
    support: 'Support',
    addNewTicket: 'Add New Ticket',
    ticketDetails: 'Ticket Details',
    assignTicket: 'Assign Ticket',
    changeStatus: 'Change Status',
    includeClosed: 'Include closed tickets',
    closed: 'Closed',
    unassigned: 'Unassigned',
    unresolved: 'Unresolved',
    creationFailed: 'Creation Failed',
    assignmentFailed: 'Assignment Failed',
    statusChangeFailed: 'Status Change Failed',
    statusChanged: { title: 'Ticket Status Change', message: 'Ticket status has been updated successfully.' },
    responseFileTooLarge: 'Uploaded file size is greater than allowed size.',
    minColumns: minColumns(3),
  },

  chat: {
    chat: 'Chat',
    beta: 'Beta',
    composeMessage: 'Compose Message',
  },

  announcement: {
    announcements: 'Announcements',
    addNew: 'Add New Announcement',
    searchPlaceholder: 'Search by announcement title',
    effectiveToAfterFrom: 'Effective to should be greater than effective from',
    invalidUrl: 'Please add valid url',
    invalidUrlAlt: 'Please add a valid URL',
    urlRequired: 'URL is required',
    userRequired: 'User is required',
    roleRequired: 'Role is required',
    seeMore: 'See More',
  },

  policy: {
    policies: 'Policies',
    addNew: 'Add New Policy',
    searchPlaceholder: 'Search by policy title',
    includeDeleted: 'Include deleted policies',
    columns: ['Policy Title', 'Effective From', 'Description', 'Attachments', 'Created By', 'Created At'],
    noAttachment: 'No Attachment',
  },
} as const;
