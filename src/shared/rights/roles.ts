/** The role types and the built-in roles seeded with their rights. */
import { allRightIds, rightsCatalogue, type Catalogue, type RightId, type SubModuleOf } from './catalogue';
import type { RoleType } from './roleTypes';

export { isRoleType, roleTypes, type RoleType } from './roleTypes';

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
/**
 * A client runs every report on its own company but Broker Commission: what the business pays the
 * broker who referred it is the business's affair (docs/decisions/0030-reports.md).
 */
const clientReportRights: RightId[] = allReportRights.filter(
  (right) => !right.includes('_broker_commission_'),
);
const supportUserRights = [
  'view_support',
  'add_new_ticket',
  'ticket_selection',
  'ticket_response',
  // Part 3 §4: client, debtor and broker are offered status 0 (Closed) for their own tickets.
  'ticket_status_change',
] as const;
/** Following the money without moving it: funding and its payments, collections, cash, reserves, chargebacks. */
const moneyViewRights = [
  'view_schedule_of_funding',
  'show_payment',
  'view_collections',
  'view_unapplied_cash',
  'view_reserves',
  'view_chargebacks',
] as const;

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
  ...moneyViewRights,
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
  ...moneyViewRights,
  // Its own collections' report. Recording money is staff's (0028, who records money).
  'download_report',
  'view_client_requests',
  'add_new_client_request',
  'view_debtor_requests',
  'add_new_debtor_request',
  'view_underwriting',
  ...clientReportRights,
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
