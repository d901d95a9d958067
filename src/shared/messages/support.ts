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
    titleRequired: 'Title is required',
    typeRequired: 'Ticket Type is required',
    priorityRequired: 'Priority is required',
    detailsRequired: 'Details is required',
    created: 'Ticket has been created successfully.',
    assigned: 'Ticket has been assigned successfully.',
    responseSaved: 'Response has been saved successfully.',
    responsesFull: 'A ticket holds at most 10 responses.',
    oneTicketOnly: 'Select exactly one ticket.',
    assigneeNotAdmin: 'Tickets are assigned only to users with the Admin or AdminNew role.',
    statusNotOffered: 'This status is not offered to your role.',
    ticketClosed: 'A closed ticket takes no more responses.',
    assignedNote: (title: string) => `Ticket '${title}' was assigned to you`,
    answeredNote: (title: string) => `Ticket '${title}' has a new response`,
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
