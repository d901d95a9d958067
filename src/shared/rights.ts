/**
 * The one rights catalogue of the product (spec parts 1–3, §6): modules > sub-modules > rights.
 * It is seeded into the database, read by the route table, the side menu, the role editor and the
 * server's checks. The `sensitive_information_disclosure` flag is a user attribute, not a right.
 */

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

export const reportGroups = ['Invoices', 'Clients'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/** The 17 reports of spec part 3 §2, in the order of their cards. */
export const reportDefs = [
  { handle: 'purchase_summary_with_fee', title: 'Purchase Summary With Fee', group: 'Invoices' },
  { handle: 'purchase_summary_without_fee', title: 'Purchase Summary Without Fee', group: 'Invoices' },
  { handle: 'invoice_summary_aging', title: 'Invoice Summary Aging', group: 'Invoices' },
  { handle: 'payment_history_detail', title: 'Payment History Detail', group: 'Invoices' },
  { handle: 'reserve_detail', title: 'Reserve Detail', group: 'Invoices' },
  { handle: 'escrow_reserve', title: 'Escrow Reserve', group: 'Invoices' },
  { handle: 'chargebacks', title: 'Chargebacks', group: 'Invoices' },
  { handle: 'broker_commission', title: 'Broker Commission Report', group: 'Invoices' },
  { handle: 'credit_limit_warning', title: 'Credit Limit Warning', group: 'Clients' },
  { handle: 'last_payment_date', title: 'Last Payment Date', group: 'Clients' },
  { handle: 'client_analysis', title: 'Client Analysis', group: 'Clients' },
  { handle: 'client_risk_management_details', title: 'Client Risk Management Details', group: 'Clients' },
  { handle: 'unapplied_cash_received', title: 'Unapplied Cash Received', group: 'Clients' },
  { handle: 'collection_efficiency_analysis', title: 'Collection Efficiency Analysis', group: 'Clients' },
  { handle: 'cash_posting', title: 'Cash Posting', group: 'Clients' },
  { handle: 'debtor_aging', title: 'Debtor Aging', group: 'Clients' },
  { handle: 'transactions', title: 'Transactions', group: 'Clients' },
] as const satisfies readonly { handle: string; title: string; group: ReportGroup }[];

export type ReportHandle = (typeof reportDefs)[number]['handle'];

/** Each report has a view, an Excel export and a PDF export right; the view right is listed first
 * because the report card shows when the first right is held (spec part 3 §6). */
function reportSubModule<const H extends string, const T extends string>(handle: H, title: T) {
  return {
    name: title,
    rights: [
      { id: `view_${handle}_report`, display: `View ${title}` },
      { id: `excel_${handle}_report`, display: `Export ${title} to Excel` },
      { id: `pdf_${handle}_report`, display: `Export ${title} to PDF` },
    ],
  } as const;
}

export const rightsCatalogue = [
  {
    name: 'Dashboard',
    subModules: [{ name: 'Dashboard', rights: [{ id: 'view_dashboard', display: 'View Dashboard' }] }],
  },
  {
    name: 'Management',
    subModules: [
      {
        name: 'Prospects',
        rights: [
          { id: 'view_prospects', display: 'View Prospects' },
          { id: 'add_new_prospect', display: 'Add New Prospect' },
          { id: 'delete_prospect', display: 'Delete Prospect' },
          { id: 'promote_to_client', display: 'Promote to Client' },
          { id: 'demote_to_fallout', display: 'Demote to Fallout' },
          { id: 'prospect_selection', display: 'Prospect Selection' },
          { id: 'prospect_profile', display: 'Prospect Profile' },
          { id: 'business_verification', display: 'Business Verification (Business Name Search)' },
          { id: 'term_sheet', display: 'Term Sheet' },
          { id: 'prospect_status_change', display: 'Prospect Status Change' },
          { id: 'email_reminder', display: 'Email Reminder' },
        ],
      },
      {
        name: 'Clients',
        rights: [
          { id: 'view_clients', display: 'View Clients' },
          { id: 'view_client_profile', display: 'View Client Profile' },
          { id: 'delete_client', display: 'Delete Client' },
          { id: 'client_selection', display: 'Client Selection' },
          { id: 'client_profile', display: 'Client Profile' },
          { id: 'client_documents', display: 'Client Documents' },
          { id: 'client_notice_of_assignment', display: 'Client Notice of Assignment' },
          { id: 'client_users', display: 'Client Users' },
          { id: 'invite_client', display: 'Invite Client User' },
          { id: 'client_status_change', display: 'Client Change Status' },
          { id: 'resend_client_invite', display: 'Resend Client Invite' },
        ],
      },
      {
        name: 'Debtors',
        rights: [
          { id: 'view_debtors', display: 'View Debtors' },
          { id: 'add_new_debtor', display: 'Add New Debtor' },
          { id: 'debtor_status_change', display: 'Debtor Status Change' },
          { id: 'debtor_selection', display: 'Debtor Selection' },
          { id: 'debtor_profile', display: 'Debtor Profile' },
          { id: 'debtor_notice_of_assignment', display: 'Debtor Notice of Assignment' },
        ],
      },
      {
        name: 'Brokers',
        rights: [
          { id: 'view_brokers', display: 'View Brokers' },
          { id: 'add_new_broker', display: 'Add New Broker' },
          { id: 'broker_status_change', display: 'Broker Status Change' },
          { id: 'send_agreement', display: 'Send Agreement' },
          { id: 'broker_selection', display: 'Broker Selection' },
          { id: 'invite_broker', display: 'Invite Broker' },
        ],
      },
    ],
  },
  {
    name: 'Transactions',
    subModules: [
      {
        name: 'Invoices',
        rights: [
          { id: 'view_invoices', display: 'View Invoices' },
          { id: 'add_new_invoice', display: 'Add New Invoice' },
          { id: 'move_to_schedule', display: 'Move To Schedule' },
          { id: 'delete_invoice', display: 'Delete Invoice' },
          { id: 'invoice_selection', display: 'Invoice Selection' },
          { id: 'approval_denial', display: 'Invoice Approval/Denial' },
        ],
      },
      {
        name: 'Schedule of Assignment',
        rights: [
          { id: 'view_schedule_of_assignment', display: 'View Schedule of Assignment' },
          { id: 'add_new_schedule', display: 'Add New Schedule' },
          { id: 'verify_schedule', display: 'Verify Schedule' },
          { id: 'download_schedule', display: 'Download Schedule' },
          { id: 'delete_schedule', display: 'Delete Schedule' },
          { id: 'schedule_selection', display: 'Schedule Selection' },
        ],
      },
      {
        name: 'Schedule of Funding',
        rights: [
          { id: 'view_schedule_of_funding', display: 'View Schedule of Funding' },
          { id: 'post_payment', display: 'Post Payment' },
          { id: 'show_payment', display: 'Show Payment' },
          // One right for both Revert Verification and Revert Funding (spec part 2 §6).
          { id: 'revert_verification', display: 'Revert Verification / Revert Funding' },
          { id: 'download_schedule_of_funding', display: 'Download Schedule of Funding' },
          { id: 'schedule_of_funding_selection', display: 'Schedule of Funding Selection' },
        ],
      },
      {
        name: 'Collections',
        rights: [
          { id: 'view_collections', display: 'View Collections' },
          { id: 'add_new_collection', display: 'Add New Collection' },
          { id: 'schedule_notes', display: 'Collection Notes' },
          { id: 'download_report', display: 'Download Collection Report' },
        ],
      },
      {
        // The spec's "hold accounts" module is the Unapplied Cash screen.
        name: 'Unapplied Cash',
        rights: [
          { id: 'view_unapplied_cash', display: 'View Unapplied Cash' },
          { id: 'transfer_to_cash_reserves', display: 'Transfer to Cash Reserves' },
          // The spec lists only the two above; moving or creating cash deserves its own rights.
          { id: 'transfer_to_collection', display: 'Transfer to Collection' },
          { id: 'add_new_unapplied_cash', display: 'Add New Unapplied Cash' },
          { id: 'return_to_debtor', display: 'Return Unapplied Cash to Debtor' },
        ],
      },
      {
        name: 'Reserves',
        rights: [
          { id: 'view_reserves', display: 'View Reserves' },
          { id: 'reserve_release_selection', display: 'Reserve Release Selection' },
          { id: 'create_rr_batch', display: 'Create RR Batch' },
        ],
      },
      {
        name: 'Chargebacks',
        rights: [
          { id: 'view_chargebacks', display: 'View Chargebacks' },
          { id: 'chargeback_adjustment', display: 'Adjust Chargebacks' },
        ],
      },
    ],
  },
  {
    name: 'General Ledger',
    subModules: [
      {
        name: 'General Ledger',
        rights: [
          { id: 'view_general_ledger', display: 'View General Ledger' },
          { id: 'download_statement', display: 'Download Statement' },
        ],
      },
    ],
  },
  {
    name: 'Credit Request',
    subModules: [
      {
        name: 'Client Credit Requests',
        rights: [
          { id: 'view_client_requests', display: 'View Client Credit Requests' },
          { id: 'add_new_client_request', display: 'Add New Client Credit Request' },
          { id: 'approve_client_request', display: 'Approve Client Credit Request' },
          { id: 'deny_client_request', display: 'Deny Client Credit Request' },
          { id: 'client_request_selection', display: 'Client Credit Request Selection' },
        ],
      },
      {
        name: 'Debtor Credit Requests',
        rights: [
          { id: 'view_debtor_requests', display: 'View Debtor Credit Requests' },
          { id: 'add_new_debtor_request', display: 'Add New Debtor Credit Request' },
          { id: 'approve_debtor_request', display: 'Approve Debtor Credit Request' },
          { id: 'deny_debtor_request', display: 'Deny Debtor Credit Request' },
          { id: 'debtor_request_selection', display: 'Debtor Credit Request Selection' },
        ],
      },
    ],
  },
  {
    name: 'Underwriting',
    subModules: [
      {
        name: 'Underwriting Checklist',
        rights: [
          { id: 'view_underwriting', display: 'View Underwriting Checklist' },
          { id: 'add_vertical', display: 'Add Vertical' },
          { id: 'edit_vertical', display: 'Edit Vertical' },
          { id: 'delete_vertical', display: 'Delete Vertical' },
          { id: 'add_task', display: 'Add Task' },
          { id: 'edit_task', display: 'Edit Task' },
          { id: 'delete_task', display: 'Delete Task' },
        ],
      },
    ],
  },
  {
    name: 'Reports',
    subModules: [
      reportSubModule('purchase_summary_with_fee', 'Purchase Summary With Fee'),
      reportSubModule('purchase_summary_without_fee', 'Purchase Summary Without Fee'),
      reportSubModule('invoice_summary_aging', 'Invoice Summary Aging'),
      reportSubModule('payment_history_detail', 'Payment History Detail'),
      reportSubModule('reserve_detail', 'Reserve Detail'),
      reportSubModule('escrow_reserve', 'Escrow Reserve'),
      reportSubModule('chargebacks', 'Chargebacks'),
      reportSubModule('broker_commission', 'Broker Commission Report'),
      reportSubModule('credit_limit_warning', 'Credit Limit Warning'),
      reportSubModule('last_payment_date', 'Last Payment Date'),
      reportSubModule('client_analysis', 'Client Analysis'),
      reportSubModule('client_risk_management_details', 'Client Risk Management Details'),
      reportSubModule('unapplied_cash_received', 'Unapplied Cash Received'),
      reportSubModule('collection_efficiency_analysis', 'Collection Efficiency Analysis'),
      reportSubModule('cash_posting', 'Cash Posting'),
      reportSubModule('debtor_aging', 'Debtor Aging'),
      reportSubModule('transactions', 'Transactions'),
    ],
  },
  {
    name: 'Support',
    subModules: [
      {
        name: 'Support Tickets',
        rights: [
          { id: 'view_support', display: 'View Support' },
          { id: 'add_new_ticket', display: 'Add New Ticket' },
          { id: 'ticket_status_change', display: 'Ticket Status Change' },
          { id: 'ticket_assignment', display: 'Ticket Assignment' },
          { id: 'ticket_response', display: 'Ticket Response' },
          { id: 'ticket_selection', display: 'Ticket Selection' },
        ],
      },
    ],
  },
  {
    name: 'User Management',
    subModules: [
      {
        name: 'User Profiles',
        rights: [
          { id: 'view_user_profiles', display: 'View User Profiles' },
          { id: 'user_selection', display: 'User Selection' },
          { id: 'add_new_user', display: 'Add New User' },
          { id: 'user_status_change', display: 'User Status Change' },
        ],
      },
      {
        name: 'Roles & Rights',
        rights: [
          { id: 'view_roles_rights', display: 'View Roles & Rights' },
          { id: 'role_selection', display: 'Role Selection' },
          { id: 'add_new_role', display: 'Add New Role' },
          { id: 'role_status_change', display: 'Role Status Change' },
          { id: 'delete_role', display: 'Delete Role' },
        ],
      },
      {
        // Where mail stays without a mail server: it holds everyone's one-time links and codes.
        name: 'Outbox',
        rights: [{ id: 'view_outbox', display: 'View Outbox' }],
      },
    ],
  },
  {
    name: 'Settings',
    subModules: [
      {
        name: 'Settings',
        rights: [
          { id: 'view_settings', display: 'View Settings' },
          // Changing a product-wide setting (e.g. the global input guards) is more than viewing them.
          { id: 'change_settings', display: 'Change Settings' },
        ],
      },
      {
        name: 'Announcements',
        rights: [
          { id: 'view_announcements', display: 'View Announcements' },
          { id: 'add_new_announcement', display: 'Add New Announcement' },
          { id: 'delete_announcement', display: 'Delete Announcement' },
          { id: 'announcement_selection', display: 'Announcement Selection' },
        ],
      },
      {
        name: 'Policies',
        rights: [
          { id: 'view_policies', display: 'View Policies' },
          { id: 'add_new_policies', display: 'Add New Policy' },
          { id: 'delete_policies', display: 'Delete Policies' },
          { id: 'policies_selection', display: 'Policies Selection' },
        ],
      },
    ],
  },
  {
    name: 'Chats',
    subModules: [{ name: 'Chats', rights: [{ id: 'view_chats', display: 'View Chats' }] }],
  },
  {
    name: 'Documents',
    subModules: [
      {
        name: 'Documents',
        rights: [
          { id: 'view_documents', display: 'View Documents' },
          { id: 'documents_selection', display: 'Documents Selection' },
        ],
      },
    ],
  },
] as const satisfies readonly ModuleDef[];

type Catalogue = typeof rightsCatalogue;
type SubModuleOf = Catalogue[number]['subModules'][number];
export type RightId = SubModuleOf['rights'][number]['id'];

export const allRightIds: readonly RightId[] = rightsCatalogue.flatMap((module) =>
  module.subModules.flatMap((subModule) => subModule.rights.map((right): RightId => right.id)),
);

const rightIdSet: ReadonlySet<string> = new Set(allRightIds);

export function isRightId(value: string): value is RightId {
  return rightIdSet.has(value);
}

export function reportRights(handle: ReportHandle): { view: RightId; excel: RightId; pdf: RightId } {
  return { view: `view_${handle}_report`, excel: `excel_${handle}_report`, pdf: `pdf_${handle}_report` };
}

export const roleTypes = [
  'admin',
  'adminnew',
  'client_advocate',
  'credit_analyst',
  'client',
  'debtor',
  'broker',
  'custom',
] as const;
export type RoleType = (typeof roleTypes)[number];

export function isRoleType(value: string): value is RoleType {
  return (roleTypes as readonly string[]).includes(value);
}

// Spec part 1 §5: roles of these types show read-only on /editrole.
const viewOnlyRoleTypes: ReadonlySet<RoleType> = new Set([
  'client',
  'debtor',
  'credit_analyst',
  'broker',
  'admin',
]);

export function roleIsViewOnly(roleType: RoleType): boolean {
  return viewOnlyRoleTypes.has(roleType);
}

function rightsOf(moduleName: Catalogue[number]['name'], subModuleName?: SubModuleOf['name']): RightId[] {
  const module = rightsCatalogue.find((candidate) => candidate.name === moduleName);
  if (!module) return [];
  const subModules: readonly SubModuleOf[] = module.subModules;
  return subModules
    .filter((subModule) => subModuleName === undefined || subModule.name === subModuleName)
    .flatMap((subModule) => subModule.rights.map((right): RightId => right.id));
}

const allReportRights: RightId[] = rightsOf('Reports');
const supportUserRights = ['view_support', 'add_new_ticket', 'ticket_selection', 'ticket_response'] as const;

/** Staff who run client accounts: everything but user, role and product settings. */
const clientAdvocateRights: RightId[] = [
  'view_dashboard',
  ...rightsOf('Management'),
  ...rightsOf('Transactions'),
  // Ledger statements are part of running a client's account day to day.
  ...rightsOf('General Ledger'),
  ...rightsOf('Credit Request'),
  ...rightsOf('Underwriting'),
  ...allReportRights,
  ...rightsOf('Support'),
  'view_chats',
  ...rightsOf('Documents'),
];

/** Credit analysts read broadly and act only on credit decisions and underwriting. */
const creditAnalystRights: RightId[] = [
  'view_dashboard',
  'view_prospects',
  'prospect_selection',
  'prospect_profile',
  'business_verification',
  'view_clients',
  'view_client_profile',
  'client_selection',
  'client_profile',
  'client_documents',
  'view_debtors',
  'debtor_selection',
  'debtor_profile',
  'view_brokers',
  'view_invoices',
  'invoice_selection',
  'view_schedule_of_assignment',
  'schedule_selection',
  'view_schedule_of_funding',
  'show_payment',
  'view_collections',
  'view_unapplied_cash',
  'view_reserves',
  'view_chargebacks',
  'view_general_ledger',
  ...rightsOf('Credit Request'),
  ...rightsOf('Underwriting'),
  ...allReportRights,
  ...supportUserRights,
  'view_chats',
  'view_documents',
  'documents_selection',
];

/** A client company working on its own data only (the server scopes every query to it). */
const clientRights: RightId[] = [
  'view_dashboard',
  'view_client_profile',
  // The Edit Client page shows the Profile tab only to a client user (spec part 1 §2.5).
  'client_profile',
  'view_debtors',
  'add_new_debtor',
  'debtor_selection',
  'debtor_profile',
  'debtor_notice_of_assignment',
  'view_invoices',
  'add_new_invoice',
  'invoice_selection',
  'move_to_schedule',
  'delete_invoice',
  'view_schedule_of_assignment',
  'add_new_schedule',
  'schedule_selection',
  'download_schedule',
  'view_schedule_of_funding',
  'show_payment',
  'view_collections',
  'view_unapplied_cash',
  'view_reserves',
  'view_chargebacks',
  'view_client_requests',
  'add_new_client_request',
  'view_debtor_requests',
  'add_new_debtor_request',
  'view_underwriting',
  ...allReportRights,
  'view_general_ledger',
  'download_statement',
  ...supportUserRights,
  'view_chats',
  'view_documents',
];

/** A debtor reviews the invoices addressed to it; /dashboard shows it the debtor dashboard. */
const debtorRights: RightId[] = [
  'view_dashboard',
  'view_invoices',
  'invoice_selection',
  'approval_denial',
  ...supportUserRights,
  'view_chats',
];

/** A referral partner: support, chat and its dashboard; it invites clients from the top bar. */
const brokerRights: RightId[] = ['view_dashboard', ...supportUserRights, 'view_chats'];

/** Rights only the locked Admin role holds of the built-in roles. */
export const adminOnlyRights: readonly RightId[] = ['view_outbox'];
const adminNewRights: RightId[] = allRightIds.filter((right) => !adminOnlyRights.includes(right));

/** Built-in roles seeded on first start; view-only ones cannot be edited on /editrole. */
export const builtInRoles: readonly {
  roleType: Exclude<RoleType, 'custom'>;
  roleName: string;
  viewOnly: boolean;
  rights: readonly RightId[];
}[] = [
  // The product owner's role: every right, locked so it cannot be locked out by an edit.
  { roleType: 'admin', roleName: 'Admin', viewOnly: true, rights: allRightIds },
  // Admin's rights but editable, for businesses that want to trim an admin role. Not the outbox:
  // reading other people's reset codes takes over their accounts, Admin's included.
  { roleType: 'adminnew', roleName: 'AdminNew', viewOnly: false, rights: adminNewRights },
  { roleType: 'client_advocate', roleName: 'Client Advocate', viewOnly: false, rights: clientAdvocateRights },
  { roleType: 'credit_analyst', roleName: 'Credit Analyst', viewOnly: true, rights: creditAnalystRights },
  { roleType: 'client', roleName: 'Client', viewOnly: true, rights: clientRights },
  { roleType: 'debtor', roleName: 'Debtor', viewOnly: true, rights: debtorRights },
  { roleType: 'broker', roleName: 'Broker', viewOnly: true, rights: brokerRights },
];
