/**
 * The route table of every screen in the spec (parts 1–3): path, rights (all and any), parent,
 * area and menu entry. src/shared/routes.ts answers questions about it (which route, may this user
 * open it, where is home, what is in the menu).
 */
import { reportRights, reportDefs, roleTypes } from './rights';
import type { RightId, RoleType } from './rights';

export const menuGroups = [
  'Management',
  'Transactions',
  'Credit Request',
  'Underwriting',
  'User Management',
] as const;
export type MenuGroup = (typeof menuGroups)[number];

export const menuGroupIcons = {
  Management: 'briefcase',
  Transactions: 'exchange',
  'Credit Request': 'credit-card',
  Underwriting: 'clipboard',
  'User Management': 'user',
} as const satisfies Record<MenuGroup, string>;

export const productAreas = [
  'foundation',
  'prospects',
  'clients',
  'brokers',
  'transactions',
  'collections',
  'reserves',
  'credit_requests',
  'term_sheets',
  'underwriting',
  'reports',
  'ledger',
  'dashboards',
  'support',
  'chat',
  'documents',
  'announcements',
  'settings',
  'placeholders',
] as const;
export type ProductArea = (typeof productAreas)[number];

export interface RouteMenu {
  group?: MenuGroup;
  label: string;
  /** A Blueprint icon name. */
  icon: string;
  /** Position in the side menu; a group sits where its first item would. */
  order: number;
  /** Shown if the user holds at least one; empty means no right is needed. */
  rights: readonly RightId[];
  /** When given, only these role types see the entry (on top of `rights`). */
  roles?: readonly RoleType[];
}

export interface RouteDef {
  /** react-router pattern, e.g. '/setpassword/:guid', '/documents/:id'. */
  path: string;
  /** Page title / breadcrumb text. */
  title: string;
  access: 'public' | 'guarded';
  /** All needed. */
  required: readonly RightId[];
  /** Any one needed (empty = none needed). */
  optional: readonly RightId[];
  /** Where a user lacking rights is sent (else /home). */
  parent?: string;
  /** Which product area builds the screen. */
  area: ProductArea;
  menu?: RouteMenu;
}

const allReportViewRights: readonly RightId[] = reportDefs.map((report) => reportRights(report.handle).view);

// The staff dashboard entry is hidden from debtors, who get the Debtor Dashboard entry instead.
const rolesExceptDebtor: readonly RoleType[] = roleTypes.filter((roleType) => roleType !== 'debtor');

export const routes: readonly RouteDef[] = [
  // ---- Public: session and password flows (part 1 §2.1) ----
  { path: '/', title: 'Sign In', access: 'public', required: [], optional: [], area: 'foundation' },
  { path: '/login', title: 'Sign In', access: 'public', required: [], optional: [], area: 'foundation' },
  {
    path: '/forgetpass',
    title: 'Forgot Password',
    access: 'public',
    required: [],
    optional: [],
    area: 'foundation',
  },
  {
    path: '/verificatiocode',
    title: 'Verification Code',
    access: 'public',
    required: [],
    optional: [],
    area: 'foundation',
  },
  {
    path: '/setpassword/:guid',
    title: 'Set Password',
    access: 'public',
    required: [],
    optional: [],
    area: 'foundation',
  },
  {
    path: '/resetpassword',
    title: 'Reset Password',
    access: 'public',
    required: [],
    optional: [],
    area: 'foundation',
  },
  {
    path: '/linkexpire',
    title: 'Link Expired',
    access: 'public',
    required: [],
    optional: [],
    area: 'foundation',
  },
  {
    path: '/privacypolicy',
    title: 'Privacy Policy',
    access: 'public',
    required: [],
    optional: [],
    area: 'foundation',
  },
  // ---- Public: applications and signing ----
  {
    path: '/registernow',
    title: 'Register Now',
    access: 'public',
    required: [],
    optional: [],
    area: 'prospects',
  },
  {
    path: '/frontlineregisternow',
    title: 'Register Now',
    access: 'public',
    required: [],
    optional: [],
    area: 'prospects',
  },
  {
    path: '/becomepartner',
    title: 'Become a Partner',
    access: 'public',
    required: [],
    optional: [],
    area: 'brokers',
  },
  {
    path: '/signature',
    title: 'Signature',
    access: 'public',
    required: [],
    optional: [],
    area: 'term_sheets',
  },

  // ---- Signed-in shell ----
  { path: '/home', title: 'Home', access: 'guarded', required: [], optional: [], area: 'foundation' },
  {
    path: '/404',
    title: 'Page Not Found',
    access: 'guarded',
    required: [],
    optional: [],
    area: 'foundation',
  },
  {
    path: '/profile',
    title: 'User Profile',
    access: 'guarded',
    required: [],
    optional: [],
    area: 'foundation',
  },
  {
    path: '/notifications',
    title: 'Notifications',
    access: 'guarded',
    required: [],
    optional: [],
    area: 'foundation',
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'guarded',
    required: ['view_dashboard'],
    optional: [],
    area: 'dashboards',
    menu: {
      label: 'Dashboard',
      icon: 'dashboard',
      order: 10,
      rights: ['view_dashboard'],
      roles: rolesExceptDebtor,
    },
  },
  {
    // No rights are listed for it (part 1 §2.2); the menu offers it to debtors only.
    path: '/debtordashboard',
    title: 'Debtor Dashboard',
    access: 'guarded',
    required: [],
    optional: [],
    area: 'dashboards',
    menu: { label: 'Dashboard', icon: 'layout-grid', order: 20, rights: [], roles: ['debtor'] },
  },

  // ---- Management: prospects ----
  {
    path: '/prospectindex',
    title: 'Prospects',
    access: 'guarded',
    required: ['view_prospects'],
    optional: [],
    area: 'prospects',
    menu: {
      group: 'Management',
      label: 'Prospects',
      icon: 'new-person',
      order: 30,
      rights: ['view_prospects'],
    },
  },
  {
    // One page for add and edit; the tabs it shows need these rights, and with none the user goes back.
    path: '/addprospect',
    title: 'Add New Prospect',
    access: 'guarded',
    required: ['view_prospects'],
    optional: ['prospect_profile', 'add_new_prospect', 'business_verification', 'term_sheet'],
    parent: '/prospectindex',
    area: 'prospects',
  },
  {
    path: '/termsheetdetail',
    title: 'Term Sheet',
    access: 'guarded',
    required: ['term_sheet'],
    optional: [],
    parent: '/prospectindex',
    area: 'term_sheets',
  },
  {
    path: '/SignedTermSheet',
    title: 'Signed Term Sheet',
    access: 'guarded',
    required: ['term_sheet'],
    optional: [],
    parent: '/prospectindex',
    area: 'term_sheets',
  },

  // ---- Management: clients ----
  {
    // The Edit Client page; a client user reaches its own company here (breadcrumb "Profile").
    path: '/clientprofile',
    title: 'Client Profile',
    access: 'guarded',
    required: [],
    optional: ['view_client_profile', 'client_selection'],
    parent: '/clientindex',
    area: 'clients',
    menu: {
      group: 'Management',
      label: 'Client Profile',
      icon: 'id-number',
      order: 31,
      rights: ['view_client_profile'],
    },
  },
  {
    // The menu links /clientindex and the /home priority /ClientIndex: one screen, matched case-insensitively.
    path: '/clientindex',
    title: 'Clients',
    access: 'guarded',
    required: ['view_clients'],
    optional: [],
    area: 'clients',
    menu: { group: 'Management', label: 'Clients', icon: 'office', order: 32, rights: ['view_clients'] },
  },
  {
    path: '/clientdetails',
    title: 'Client Details',
    access: 'guarded',
    required: [],
    optional: ['client_selection', 'view_client_profile'],
    parent: '/clientindex',
    area: 'clients',
  },

  // ---- Management: debtors ----
  {
    path: '/debtormain',
    title: 'Debtors',
    access: 'guarded',
    required: ['view_debtors'],
    optional: [],
    area: 'transactions',
    menu: { group: 'Management', label: 'Debtors', icon: 'people', order: 33, rights: ['view_debtors'] },
  },
  {
    path: '/addnewdebtor',
    title: 'Add New Debtor',
    access: 'guarded',
    required: ['view_debtors', 'add_new_debtor'],
    optional: ['debtor_profile', 'debtor_notice_of_assignment'],
    parent: '/debtormain',
    area: 'transactions',
  },
  {
    path: '/editdebtor',
    title: 'Edit Debtor',
    access: 'guarded',
    required: ['view_debtors', 'debtor_selection'],
    optional: ['debtor_profile', 'debtor_notice_of_assignment'],
    parent: '/debtormain',
    area: 'transactions',
  },

  // ---- Management: brokers ----
  {
    path: '/brokers',
    title: 'Brokers',
    access: 'guarded',
    required: ['view_brokers'],
    optional: [],
    area: 'brokers',
    menu: { group: 'Management', label: 'Brokers', icon: 'briefcase', order: 34, rights: ['view_brokers'] },
  },
  {
    path: '/brokerdetails',
    title: 'Add New Broker',
    access: 'guarded',
    required: ['view_brokers'],
    optional: ['add_new_broker', 'broker_selection'],
    parent: '/brokers',
    area: 'brokers',
  },
  {
    path: '/terms&conditions',
    title: 'Terms & Conditions',
    access: 'guarded',
    // A Broker reads its own agreement without any broker right; the page sends others without
    // view_brokers home, and broker/details answers only what the caller may read.
    required: [],
    optional: [],
    parent: '/brokers',
    area: 'brokers',
  },

  // ---- Transactions: invoices and schedules ----
  {
    path: '/invoices',
    title: 'Invoices',
    access: 'guarded',
    required: ['view_invoices'],
    optional: [],
    area: 'transactions',
    menu: {
      group: 'Transactions',
      label: 'Invoices',
      icon: 'document',
      order: 40,
      rights: ['view_invoices'],
    },
  },
  {
    path: '/addnewinvoice',
    title: 'Add New Invoice',
    access: 'guarded',
    required: ['view_invoices'],
    optional: ['add_new_invoice', 'invoice_selection'],
    parent: '/invoices',
    area: 'transactions',
  },
  {
    // The menu spells it /scheduleofAssignment and the /home priority /scheduleofassignment: one screen.
    path: '/scheduleofassignment',
    title: 'Schedule of Assignment',
    access: 'guarded',
    required: ['view_schedule_of_assignment'],
    optional: [],
    area: 'transactions',
    menu: {
      group: 'Transactions',
      label: 'Schedule of Assignment',
      icon: 'calendar',
      order: 41,
      rights: ['view_schedule_of_assignment'],
    },
  },
  {
    path: '/addnewscheduleofassignment',
    title: 'Add New Schedule',
    access: 'guarded',
    required: ['view_schedule_of_assignment'],
    optional: ['add_new_schedule', 'schedule_selection'],
    parent: '/scheduleofassignment',
    area: 'transactions',
  },
  {
    path: '/scheduleoffunding',
    title: 'Schedule of Funding',
    access: 'guarded',
    required: ['view_schedule_of_funding'],
    optional: [],
    area: 'transactions',
    menu: {
      group: 'Transactions',
      label: 'Schedule of Funding',
      icon: 'bank-account',
      order: 42,
      rights: ['view_schedule_of_funding'],
    },
  },

  // ---- Transactions: collections and unapplied cash ----
  {
    path: '/collections',
    title: 'Collections',
    access: 'guarded',
    required: ['view_collections'],
    optional: [],
    area: 'collections',
    menu: {
      group: 'Transactions',
      label: 'Collections',
      icon: 'dollar',
      order: 43,
      rights: ['view_collections'],
    },
  },
  {
    path: '/addnewcollection',
    title: 'Add New Collection',
    access: 'guarded',
    required: ['view_collections', 'add_new_collection'],
    optional: [],
    parent: '/collections',
    area: 'collections',
  },
  {
    path: '/unappliedcash',
    title: 'Unapplied Cash',
    access: 'guarded',
    required: ['view_unapplied_cash'],
    optional: [],
    area: 'collections',
    menu: {
      group: 'Transactions',
      label: 'Unapplied Cash',
      icon: 'inbox',
      order: 44,
      rights: ['view_unapplied_cash'],
    },
  },

  // ---- Transactions: reserves and chargebacks ----
  {
    path: '/reserves',
    title: 'Reserves',
    access: 'guarded',
    required: ['view_reserves'],
    optional: [],
    area: 'reserves',
    menu: { group: 'Transactions', label: 'Reserves', icon: 'lock', order: 45, rights: ['view_reserves'] },
  },
  {
    path: '/createrrbatch',
    title: 'Create RR Batch',
    access: 'guarded',
    required: ['view_reserves', 'create_rr_batch'],
    optional: [],
    parent: '/reserves',
    area: 'reserves',
  },
  {
    path: '/chargebacks',
    title: 'Chargebacks',
    access: 'guarded',
    required: ['view_chargebacks'],
    optional: [],
    area: 'reserves',
    menu: {
      group: 'Transactions',
      label: 'Chargebacks',
      icon: 'undo',
      order: 46,
      rights: ['view_chargebacks'],
    },
  },

  // ---- General ledger ----
  {
    path: '/generalledger',
    title: 'General Ledger',
    access: 'guarded',
    required: ['view_general_ledger'],
    optional: [],
    area: 'ledger',
    menu: { label: 'General Ledger', icon: 'book', order: 50, rights: ['view_general_ledger'] },
  },

  // ---- Credit requests ----
  {
    path: '/clientrequest',
    title: 'Client Credit Requests',
    access: 'guarded',
    required: ['view_client_requests'],
    optional: [],
    area: 'credit_requests',
    menu: {
      group: 'Credit Request',
      label: 'Client Credit Requests',
      icon: 'office',
      order: 60,
      rights: ['view_client_requests'],
    },
  },
  {
    path: '/debtorrequest',
    title: 'Debtor Credit Requests',
    access: 'guarded',
    required: ['view_debtor_requests'],
    optional: [],
    area: 'credit_requests',
    menu: {
      group: 'Credit Request',
      label: 'Debtor Credit Requests',
      icon: 'people',
      order: 61,
      rights: ['view_debtor_requests'],
    },
  },
  {
    // Listed by the spec without content; it opens to whoever may add either kind of request.
    path: '/addnewcr',
    title: 'Add New Request',
    access: 'guarded',
    required: [],
    optional: ['add_new_client_request', 'add_new_debtor_request'],
    parent: '/clientrequest',
    area: 'credit_requests',
  },

  // ---- Underwriting ----
  {
    path: '/clientchecklist',
    title: 'Underwriting Checklist',
    access: 'guarded',
    required: ['view_underwriting'],
    optional: [],
    area: 'underwriting',
    menu: {
      group: 'Underwriting',
      label: 'Client Checklist',
      icon: 'form',
      order: 70,
      rights: ['view_underwriting'],
    },
  },

  // ---- Reports ----
  {
    path: '/reports',
    title: 'Reports',
    access: 'guarded',
    required: [],
    optional: allReportViewRights,
    area: 'reports',
    menu: { label: 'Reports', icon: 'chart', order: 80, rights: allReportViewRights },
  },
  {
    path: '/reportindex',
    title: 'Reports',
    access: 'guarded',
    required: [],
    optional: allReportViewRights,
    parent: '/reports',
    area: 'reports',
  },

  // ---- Support ----
  {
    path: '/supportmain',
    title: 'Support',
    access: 'guarded',
    required: ['view_support'],
    optional: [],
    area: 'support',
    menu: { label: 'Support', icon: 'lifesaver', order: 90, rights: ['view_support'] },
  },

  // ---- User management ----
  {
    path: '/userindex',
    title: 'User Profiles',
    access: 'guarded',
    required: ['view_user_profiles'],
    optional: [],
    area: 'foundation',
    menu: {
      group: 'User Management',
      label: 'User Profiles',
      icon: 'people',
      order: 100,
      rights: ['view_user_profiles'],
    },
  },
  {
    path: '/addnewuser',
    title: 'Add New User',
    access: 'guarded',
    required: ['view_user_profiles'],
    optional: ['add_new_user', 'user_selection'],
    parent: '/userindex',
    area: 'foundation',
  },
  {
    path: '/rolesrights',
    title: 'Roles & Rights',
    access: 'guarded',
    required: ['view_roles_rights'],
    optional: [],
    area: 'foundation',
    menu: {
      group: 'User Management',
      label: 'Roles & Rights',
      icon: 'shield',
      order: 101,
      rights: ['view_roles_rights'],
    },
  },
  {
    path: '/addnewrole',
    title: 'Add New Role',
    access: 'guarded',
    required: ['view_roles_rights', 'add_new_role'],
    optional: [],
    parent: '/rolesrights',
    area: 'foundation',
  },
  {
    // Also the View Role page for view-only roles.
    path: '/editrole',
    title: 'Edit Role',
    access: 'guarded',
    required: ['view_roles_rights', 'role_selection'],
    optional: [],
    parent: '/rolesrights',
    area: 'foundation',
  },
  {
    // Offered while no SMTP_URL is set; otherwise the server does not report its right.
    path: '/outbox',
    title: 'Outbox',
    access: 'guarded',
    required: ['view_outbox'],
    optional: [],
    area: 'foundation',
    menu: {
      group: 'User Management',
      label: 'Outbox',
      icon: 'envelope',
      order: 102,
      rights: ['view_outbox'],
    },
  },

  // ---- Settings, announcements, policies ----
  {
    path: '/settings',
    title: 'Settings',
    access: 'guarded',
    required: ['view_settings'],
    optional: [],
    area: 'settings',
    menu: { label: 'Settings', icon: 'cog', order: 110, rights: ['view_settings'] },
  },
  {
    path: '/annoucements',
    title: 'Announcements',
    access: 'guarded',
    required: ['view_announcements'],
    optional: [],
    parent: '/settings',
    area: 'announcements',
  },
  {
    path: '/policies',
    title: 'Policies',
    access: 'guarded',
    required: ['view_policies'],
    optional: [],
    parent: '/settings',
    area: 'announcements',
  },

  // ---- Chat and documents ----
  {
    path: '/chatindex',
    title: 'Chat',
    access: 'guarded',
    required: ['view_chats'],
    optional: [],
    area: 'chat',
    menu: { label: 'Chat', icon: 'chat', order: 120, rights: ['view_chats'] },
  },
  {
    path: '/documents',
    title: 'Documents',
    access: 'guarded',
    required: ['view_documents'],
    optional: [],
    area: 'documents',
    menu: { label: 'Documents', icon: 'folder-open', order: 130, rights: ['view_documents'] },
  },
  {
    path: '/documents/:id',
    title: 'Documents',
    access: 'guarded',
    required: ['view_documents', 'documents_selection'],
    optional: [],
    parent: '/documents',
    area: 'documents',
  },

  // ---- Placeholder screens (static sample rows; no rights are listed for them) ----
  {
    path: '/deposits',
    title: 'Deposits',
    access: 'guarded',
    required: [],
    optional: [],
    area: 'placeholders',
  },
  {
    path: '/receivingaccounts',
    title: 'Receiving Accounts',
    access: 'guarded',
    required: [],
    optional: [],
    area: 'placeholders',
  },
  {
    path: '/bankaccounts',
    title: 'Bank Accounts',
    access: 'guarded',
    required: [],
    optional: [],
    area: 'placeholders',
  },
];

/** Menu entries that have no screen. Broker Payment is listed in the spec's menu without a route. */
export const pathlessMenuItems = [
  {
    group: 'Transactions',
    label: 'Broker Payment',
    icon: 'credit-card',
    order: 47,
    // Broker commissions are paid by whoever manages brokers.
    rights: ['view_brokers'],
  },
] as const satisfies readonly RouteMenu[];

/**
 * /home sends the user to the first of these they may open (spec part 1 §2.2) whose area is built,
 * then to homeFallbackPath, then 404.
 */
export const homePriority: readonly string[] = [
  '/dashboard',
  '/prospectindex',
  '/clientprofile',
  '/ClientIndex',
  '/debtormain',
  '/brokers',
  '/invoices',
  '/scheduleofassignment',
  '/scheduleoffunding',
  '/collections',
  '/unappliedcash',
  '/reserves',
  '/chargebacks',
  '/generalledger',
  '/clientrequest',
  '/debtorrequest',
  '/clientchecklist',
  '/reports',
  '/supportmain',
  '/userindex',
  '/rolesrights',
  '/settings',
  '/chatindex',
  '/documents',
];

export const notFoundPath = '/404';

/**
 * Where /home sends a user none of whose permitted priority pages is built yet (a broker, whose
 * pages are the dashboard, support and chat): their own profile, which every signed-in user may
 * open, rather than a notice or a 404 whose "Go to home" would lead straight back.
 */
export const homeFallbackPath = '/profile';

/** Areas whose screens exist; others render "not available yet". */
export const builtAreas: readonly ProductArea[] = [
  'foundation',
  'settings',
  'prospects',
  'brokers',
  'transactions',
];
