/**
 * The notification kinds of the product (spec part 1 §4, part 3 §4 Notifications): what happened,
 * and which screen opens when the notification is clicked. The spec names about 25 and shows a
 * handful (invoice created, new prospect application, payment completed, reserve release
 * complete, exceeded escrows, credit limit consumed); the others are the events of the same
 * workflows a factoring back office tells its people about.
 *
 * A notification carries `type_id` (the record) and, for debtor kinds, `sub_type_id` (the client
 * the debtor belongs to); the target screen receives them as navigation state.
 */

/** The screens a notification can open (spec part 3 §4). */
export const notificationTargets = [
  '/addnewinvoice',
  '/brokerdetails',
  '/addprospect',
  '/addnewscheduleofassignment',
  '/clientdetails',
  '/editdebtor',
  '/policies',
  '/reserves',
  '/collections',
  '/scheduleoffunding',
  '/addnewcr',
  '/approvals',
  '/supportmain',
] as const;
export type NotificationTarget = (typeof notificationTargets)[number];

export interface NotificationKindDef {
  type: string;
  /** What the bell shows when the stored content is empty. */
  label: string;
  target: NotificationTarget;
  /** Who receives it (docs/decisions/0046); never the user who caused the event. */
  recipients: string;
}

export const notificationKinds = [
  // Support (docs/decisions/0034-support-tickets.md)
  {
    type: 'ticket_assigned',
    label: 'Support ticket assigned',
    target: '/supportmain',
    recipients: 'the admin the ticket is assigned to',
  },
  {
    type: 'ticket_answered',
    label: 'Support ticket answered',
    target: '/supportmain',
    recipients: 'whoever raised the ticket and whoever it is assigned to, not the one who answered',
  },
  // Invoices
  {
    type: 'invoice_created',
    label: 'Invoice created',
    target: '/addnewinvoice',
    recipients: "staff holding view_invoices and the debtor's users",
  },
  {
    type: 'invoice_updated',
    label: 'Invoice updated',
    target: '/addnewinvoice',
    recipients: "staff holding view_invoices and the client's users",
  },
  {
    type: 'invoice_approved',
    label: 'Invoice approved',
    target: '/addnewinvoice',
    recipients: 'staff holding view_invoices',
  },
  {
    type: 'invoice_denied',
    label: 'Invoice denied',
    target: '/addnewinvoice',
    recipients: 'staff holding view_invoices',
  },
  // Prospects and clients
  {
    type: 'new_prospect_application',
    label: 'New prospect application',
    target: '/addprospect',
    recipients: 'staff holding view_prospects',
  },
  {
    type: 'prospect_application_completed',
    label: 'Prospect application completed',
    target: '/addprospect',
    recipients: 'staff holding view_prospects',
  },
  {
    type: 'term_sheet_sent',
    label: 'Term sheet sent',
    target: '/addprospect',
    recipients: 'staff holding term_sheet',
  },
  {
    type: 'term_sheet_signed',
    label: 'Term sheet signed',
    target: '/addprospect',
    recipients: 'staff holding term_sheet',
  },
  {
    type: 'prospect_promoted',
    label: 'Prospect promoted to client',
    target: '/clientdetails',
    recipients: "staff holding view_clients and the client's advocates",
  },
  {
    type: 'client_terminated',
    label: 'Client terminated',
    target: '/clientdetails',
    recipients: 'staff holding view_clients',
  },
  {
    type: 'client_credit_request',
    label: 'Client credit limit request',
    target: '/addnewcr',
    recipients: 'staff holding the right to approve it; when decided, the requester',
  },
  {
    type: 'underwriting_checklist_complete',
    label: 'Underwriting checklist complete',
    target: '/clientdetails',
    recipients: "staff holding view_underwriting and the client's advocates",
  },
  // Brokers
  {
    type: 'new_broker_application',
    label: 'New referral partner application',
    target: '/brokerdetails',
    recipients: 'staff holding view_brokers',
  },
  {
    type: 'broker_status_changed',
    label: 'Broker status changed',
    target: '/brokerdetails',
    recipients: 'staff holding view_brokers',
  },
  {
    type: 'broker_agreement_sent',
    label: 'Broker agreement sent',
    target: '/brokerdetails',
    recipients: 'staff holding view_brokers',
  },
  // Debtors (sub_type_id is the client the debtor belongs to)
  {
    type: 'debtor_created',
    label: 'Debtor created',
    target: '/editdebtor',
    recipients: "staff holding view_debtors and the client's users",
  },
  {
    type: 'debtor_status_changed',
    label: 'Debtor status changed',
    target: '/editdebtor',
    recipients: "staff holding view_debtors and the client's users",
  },
  {
    type: 'debtor_credit_request',
    label: 'Debtor credit limit request',
    target: '/addnewcr',
    recipients: 'staff holding the right to approve it; when decided, the requester',
  },
  {
    type: 'credit_limit_consumed',
    label: 'Credit limit consumed',
    target: '/editdebtor',
    recipients: "staff holding view_debtors and the client's users",
  },
  // Schedules and funding
  {
    type: 'schedule_created',
    label: 'Schedule of assignment created',
    target: '/addnewscheduleofassignment',
    recipients: 'staff holding view_schedule_of_assignment',
  },
  {
    type: 'schedule_verified',
    label: 'Schedule verified',
    target: '/addnewscheduleofassignment',
    recipients: "staff holding post_payment and the client's users",
  },
  {
    type: 'schedule_reverted',
    label: 'Schedule verification reverted',
    target: '/addnewscheduleofassignment',
    recipients: "staff holding verify_schedule and the client's users",
  },
  {
    type: 'payment_completed',
    label: 'Payment completed',
    target: '/scheduleoffunding',
    recipients: "staff holding post_payment and the client's users",
  },
  {
    type: 'funding_reversed',
    label: 'Funded schedule reversed',
    target: '/scheduleoffunding',
    recipients: "staff holding post_payment and the client's users",
  },
  // Collections and reserves
  // A debtor's payment collected (the spec's 'payment completed' of the cash that comes back).
  {
    type: 'collection_posted',
    label: 'Payment completed (collection)',
    target: '/collections',
    recipients: "staff holding view_collections and the client's users",
  },
  {
    type: 'reserve_release_complete',
    label: 'Reserve release complete',
    target: '/reserves',
    recipients: "staff holding view_reserves and the client's users",
  },
  {
    type: 'exceeded_escrows',
    label: 'Escrow reserve exceeded',
    target: '/reserves',
    recipients: 'staff holding view_reserves',
  },
  // The second pair of eyes (docs/decisions/0029)
  {
    type: 'money_approval_requested',
    label: 'Money approval requested',
    target: '/approvals',
    recipients: 'staff holding approve_money_movements, not the maker',
  },
  {
    type: 'money_approval_decided',
    label: 'Money approval decided',
    target: '/approvals',
    recipients: 'the maker of the request',
  },
  // Flag alerts (docs/decisions/0039): raised by the flag check, once per subject and day
  {
    type: 'flag_concentration',
    label: 'Flag alert: debtor concentration',
    target: '/editdebtor',
    recipients: 'staff holding view_debtors',
  },
  {
    type: 'flag_over_limit',
    label: 'Flag alert: over credit limit',
    target: '/addnewinvoice',
    recipients: 'staff holding view_invoices',
  },
  {
    type: 'flag_aging',
    label: 'Flag alert: invoice aging',
    target: '/addnewinvoice',
    recipients: 'staff holding view_invoices',
  },
  // Policies
  {
    type: 'policy_published',
    label: 'New policy published',
    target: '/policies',
    recipients: 'every active user (sent by the policies area)',
  },
] as const satisfies readonly NotificationKindDef[];

export type NotificationType = (typeof notificationKinds)[number]['type'];
export const notificationTypes = notificationKinds.map((kind) => kind.type) as readonly NotificationType[];

/** Kinds about a debtor: the target also needs the client (`prospect_id`). */
const debtorTarget: NotificationTarget = '/editdebtor';

export function notificationKindOf(type: string): (typeof notificationKinds)[number] | undefined {
  return notificationKinds.find((kind) => kind.type === type);
}

/** Where a clicked notification leads and the navigation state the target screen reads. */
export function notificationDestination(notification: {
  type: string;
  type_id: number | null;
  sub_type_id: number | null;
}): { path: NotificationTarget; state: { id: number | null; prospect_id?: number | null } } | null {
  const kind = notificationKindOf(notification.type);
  if (!kind) return null;
  const state =
    kind.target === debtorTarget
      ? { id: notification.type_id, prospect_id: notification.sub_type_id }
      : { id: notification.type_id };
  return { path: kind.target, state };
}

/**
 * What the socket carries (the socket is a doorbell: the browser re-reads the APIs). Besides
 * 'notification', an event may name the RTK Query tags of the lists it touches in `tags`.
 */
export const liveEvents = ['notification', 'chat', 'status_change'] as const;
export type LiveEvent = (typeof liveEvents)[number];
