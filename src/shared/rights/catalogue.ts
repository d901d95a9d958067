/**
 * The one rights catalogue of the product (spec parts 1–3, §6): modules > sub-modules > rights.
 * It is seeded into the database, read by the route table, the side menu, the role editor and the
 * server's checks. The `sensitive_information_disclosure` flag is a user attribute, not a right.
 */
import { reportDefs, reportSubModule } from './reports';

export interface RightDef {
  id: string;
  display: string;
}

export interface SubModuleDef {
  name: string;
  rights: readonly RightDef[];
}

export interface ModuleDef {
  name: string;
  subModules: readonly SubModuleDef[];
}

/** A right as the table below writes it: its id, then the text the role editor shows. */
type RightEntry = readonly [id: string, display: string];

/** A sub-module and its rights, each written `[id, display]`; the ids stay literal types for RightId. */
function subModule<const N extends string, const R extends readonly RightEntry[]>(name: N, rights: R) {
  return {
    name,
    rights: rights.map(([id, display]) => ({ id, display })) as {
      readonly [K in keyof R]: { readonly id: R[K][0]; readonly display: R[K][1] };
    },
  };
}

export const rightsCatalogue = [
  {
    name: 'Dashboard',
    subModules: [subModule('Dashboard', [['view_dashboard', 'View Dashboard']])],
  },
  {
    name: 'Management',
    subModules: [
      subModule('Prospects', [
        ['view_prospects', 'View Prospects'],
        ['add_new_prospect', 'Add New Prospect'],
        ['delete_prospect', 'Delete Prospect'],
        ['promote_to_client', 'Promote to Client'],
        ['demote_to_fallout', 'Demote to Fallout'],
        ['prospect_selection', 'Prospect Selection'],
        ['prospect_profile', 'Prospect Profile'],
        ['business_verification', 'Business Verification (Business Name Search)'],
        ['term_sheet', 'Term Sheet'],
        ['prospect_status_change', 'Prospect Status Change'],
        ['email_reminder', 'Email Reminder'],
      ]),
      subModule('Clients', [
        ['view_clients', 'View Clients'],
        ['view_client_profile', 'View Client Profile'],
        ['delete_client', 'Delete Client'],
        ['client_selection', 'Client Selection'],
        ['client_profile', 'Client Profile'],
        ['client_documents', 'Client Documents'],
        ['client_notice_of_assignment', 'Client Notice of Assignment'],
        ['client_users', 'Client Users'],
        ['invite_client', 'Invite Client User'],
        ['client_status_change', 'Client Change Status'],
        ['resend_client_invite', 'Resend Client Invite'],
      ]),
      subModule('Debtors', [
        ['view_debtors', 'View Debtors'],
        ['add_new_debtor', 'Add New Debtor'],
        ['debtor_status_change', 'Debtor Status Change'],
        ['debtor_selection', 'Debtor Selection'],
        ['debtor_profile', 'Debtor Profile'],
        ['debtor_notice_of_assignment', 'Debtor Notice of Assignment'],
      ]),
      subModule('Brokers', [
        ['view_brokers', 'View Brokers'],
        ['add_new_broker', 'Add New Broker'],
        ['broker_status_change', 'Broker Status Change'],
        ['send_agreement', 'Send Agreement'],
        ['broker_selection', 'Broker Selection'],
        ['invite_broker', 'Invite Broker'],
      ]),
    ],
  },
  {
    name: 'Transactions',
    subModules: [
      subModule('Invoices', [
        ['view_invoices', 'View Invoices'],
        ['add_new_invoice', 'Add New Invoice'],
        ['move_to_schedule', 'Move To Schedule'],
        ['delete_invoice', 'Delete Invoice'],
        ['invoice_selection', 'Invoice Selection'],
        ['approval_denial', 'Invoice Approval/Denial'],
      ]),
      subModule('Schedule of Assignment', [
        ['view_schedule_of_assignment', 'View Schedule of Assignment'],
        ['add_new_schedule', 'Add New Schedule'],
        ['verify_schedule', 'Verify Schedule'],
        ['download_schedule', 'Download Schedule'],
        ['delete_schedule', 'Delete Schedule'],
        ['schedule_selection', 'Schedule Selection'],
      ]),
      subModule('Schedule of Funding', [
        ['view_schedule_of_funding', 'View Schedule of Funding'],
        ['post_payment', 'Post Payment'],
        ['show_payment', 'Show Payment'],
        // One right for both Revert Verification and Revert Funding (spec part 2 §6).
        ['revert_verification', 'Revert Verification / Revert Funding'],
        ['download_schedule_of_funding', 'Download Schedule of Funding'],
        ['schedule_of_funding_selection', 'Schedule of Funding Selection'],
      ]),
      subModule('Collections', [
        ['view_collections', 'View Collections'],
        ['add_new_collection', 'Add New Collection'],
        ['schedule_notes', 'Collection Notes'],
        ['download_report', 'Download Collection Report'],
      ]),
      // The spec's "hold accounts" module is the Unapplied Cash screen.
      subModule('Unapplied Cash', [
        ['view_unapplied_cash', 'View Unapplied Cash'],
        ['transfer_to_cash_reserves', 'Transfer to Cash Reserves'],
        // The spec lists only the two above; moving or creating cash deserves its own rights.
        ['transfer_to_collection', 'Transfer to Collection'],
        ['add_new_unapplied_cash', 'Add New Unapplied Cash'],
        ['return_to_debtor', 'Return Unapplied Cash to Debtor'],
      ]),
      subModule('Reserves', [
        ['view_reserves', 'View Reserves'],
        ['reserve_release_selection', 'Reserve Release Selection'],
        ['create_rr_batch', 'Create RR Batch'],
      ]),
      subModule('Chargebacks', [
        ['view_chargebacks', 'View Chargebacks'],
        ['chargeback_adjustment', 'Adjust Chargebacks'],
      ]),
      // The second pair of eyes on large releases and payments (docs/decisions/0029).
      subModule('Approvals', [
        ['view_approvals', 'View Money Approvals'],
        ['approve_money_movements', 'Approve Payments and Releases'],
      ]),
    ],
  },
  {
    name: 'General Ledger',
    subModules: [
      subModule('General Ledger', [
        ['view_general_ledger', 'View General Ledger'],
        ['download_statement', 'Download Statement'],
      ]),
    ],
  },
  {
    name: 'Credit Request',
    subModules: [
      subModule('Client Credit Requests', [
        ['view_client_requests', 'View Client Credit Requests'],
        ['add_new_client_request', 'Add New Client Credit Request'],
        ['approve_client_request', 'Approve Client Credit Request'],
        ['deny_client_request', 'Deny Client Credit Request'],
        ['client_request_selection', 'Client Credit Request Selection'],
      ]),
      subModule('Debtor Credit Requests', [
        ['view_debtor_requests', 'View Debtor Credit Requests'],
        ['add_new_debtor_request', 'Add New Debtor Credit Request'],
        ['approve_debtor_request', 'Approve Debtor Credit Request'],
        ['deny_debtor_request', 'Deny Debtor Credit Request'],
        ['debtor_request_selection', 'Debtor Credit Request Selection'],
      ]),
    ],
  },
  {
    name: 'Underwriting',
    subModules: [
      subModule('Underwriting Checklist', [
        ['view_underwriting', 'View Underwriting Checklist'],
        ['add_vertical', 'Add Vertical'],
        ['edit_vertical', 'Edit Vertical'],
        ['delete_vertical', 'Delete Vertical'],
        ['add_task', 'Add Task'],
        ['edit_task', 'Edit Task'],
        ['delete_task', 'Delete Task'],
      ]),
    ],
  },
  {
    name: 'Reports',
    subModules: reportDefs.map((report) => reportSubModule(report.handle, report.title)),
  },
  {
    name: 'Support',
    subModules: [
      subModule('Support Tickets', [
        ['view_support', 'View Support'],
        ['add_new_ticket', 'Add New Ticket'],
        ['ticket_status_change', 'Ticket Status Change'],
        ['ticket_assignment', 'Ticket Assignment'],
        ['ticket_response', 'Ticket Response'],
        ['ticket_selection', 'Ticket Selection'],
      ]),
    ],
  },
  {
    name: 'User Management',
    subModules: [
      subModule('User Profiles', [
        ['view_user_profiles', 'View User Profiles'],
        ['user_selection', 'User Selection'],
        ['add_new_user', 'Add New User'],
        ['user_status_change', 'User Status Change'],
      ]),
      subModule('Roles & Rights', [
        ['view_roles_rights', 'View Roles & Rights'],
        ['role_selection', 'Role Selection'],
        ['add_new_role', 'Add New Role'],
        ['role_status_change', 'Role Status Change'],
        ['delete_role', 'Delete Role'],
      ]),
      // Where mail stays without a mail server: it holds everyone's one-time links and codes.
      subModule('Outbox', [['view_outbox', 'View Outbox']]),
      // Who was refused, who signed in, what money was posted, who changed whose rights.
      subModule('Audit Trail', [['view_audit_trail', 'View Audit Trail']]),
    ],
  },
  {
    name: 'Settings',
    subModules: [
      subModule('Settings', [
        ['view_settings', 'View Settings'],
        // Changing a product-wide setting (e.g. the global input guards) is more than viewing them.
        ['change_settings', 'Change Settings'],
      ]),
      subModule('Announcements', [
        ['view_announcements', 'View Announcements'],
        ['add_new_announcement', 'Add New Announcement'],
        ['delete_announcement', 'Delete Announcement'],
        ['announcement_selection', 'Announcement Selection'],
      ]),
      subModule('Policies', [
        ['view_policies', 'View Policies'],
        ['add_new_policies', 'Add New Policy'],
        ['delete_policies', 'Delete Policies'],
        ['policies_selection', 'Policies Selection'],
      ]),
    ],
  },
  {
    name: 'Chats',
    subModules: [subModule('Chats', [['view_chats', 'View Chats']])],
  },
  {
    name: 'Documents',
    subModules: [
      subModule('Documents', [
        ['view_documents', 'View Documents'],
        ['documents_selection', 'Documents Selection'],
      ]),
    ],
  },
] as const satisfies readonly ModuleDef[];

export type Catalogue = typeof rightsCatalogue;
export type SubModuleOf = Catalogue[number]['subModules'][number];
export type RightId = SubModuleOf['rights'][number]['id'];

export const allRightIds: readonly RightId[] = rightsCatalogue.flatMap((module) =>
  module.subModules.flatMap((subModule) => subModule.rights.map((right): RightId => right.id)),
);

const rightIdSet: ReadonlySet<string> = new Set(allRightIds);

export function isRightId(value: string): value is RightId {
  return rightIdSet.has(value);
}
