/** User management, settings, chat, documents and the placeholder screens. */
import { guardedPage, type RouteDef } from './routeDef';

export const administrationRoutes: readonly RouteDef[] = [
  // ---- User management ----
  guardedPage({
    path: '/userindex',
    title: 'User Profiles',
    required: ['view_user_profiles'],
    area: 'foundation',
    menu: { group: 'User Management', label: 'User Profiles', icon: 'people', order: 100 },
  }),
  guardedPage({
    path: '/addnewuser',
    title: 'Add New User',
    required: ['view_user_profiles'],
    optional: ['add_new_user', 'user_selection'],
    parent: '/userindex',
    area: 'foundation',
  }),
  guardedPage({
    path: '/rolesrights',
    title: 'Roles & Rights',
    required: ['view_roles_rights'],
    area: 'foundation',
    menu: { group: 'User Management', label: 'Roles & Rights', icon: 'shield', order: 101 },
  }),
  guardedPage({
    path: '/addnewrole',
    title: 'Add New Role',
    required: ['view_roles_rights', 'add_new_role'],
    parent: '/rolesrights',
    area: 'foundation',
  }),
  // Also the View Role page for view-only roles.
  guardedPage({
    path: '/editrole',
    title: 'Edit Role',
    required: ['view_roles_rights', 'role_selection'],
    parent: '/rolesrights',
    area: 'foundation',
  }),
  // Offered while no SMTP_URL is set; otherwise the server does not report its right.
  guardedPage({
    path: '/outbox',
    title: 'Outbox',
    required: ['view_outbox'],
    area: 'foundation',
    menu: { group: 'User Management', label: 'Outbox', icon: 'envelope', order: 102 },
  }),
  // Beyond the spec: refusals, money posts, rights changes and sign-ins (docs/decisions/0045-audit-trail.md).
  guardedPage({
    path: '/audittrail',
    title: 'Audit Trail',
    required: ['view_audit_trail'],
    area: 'foundation',
    menu: { group: 'User Management', label: 'Audit Trail', icon: 'history', order: 103 },
  }),

  // ---- Settings, announcements, policies ----
  guardedPage({
    path: '/settings',
    title: 'Settings',
    required: ['view_settings'],
    area: 'settings',
    menu: { label: 'Settings', icon: 'cog', order: 110 },
  }),
  // The settings tiles the spec names without a route (docs/decisions/0038 to 0043, 0047).
  guardedPage({
    path: '/fieldsettings',
    title: 'Field Settings',
    required: ['view_settings'],
    parent: '/settings',
    area: 'settings',
  }),
  guardedPage({
    path: '/themesettings',
    title: 'Theme Settings',
    required: ['view_settings'],
    parent: '/settings',
    area: 'settings',
  }),
  guardedPage({
    path: '/flagalerts',
    title: 'Flag Alerts',
    required: ['view_settings'],
    parent: '/settings',
    area: 'settings',
  }),
  guardedPage({
    path: '/exceptiontracking',
    title: 'Exception Tracking',
    required: ['view_audit_trail'],
    parent: '/settings',
    area: 'settings',
  }),
  guardedPage({
    path: '/currencysettings',
    title: 'Currency Settings',
    required: ['view_settings'],
    parent: '/settings',
    area: 'settings',
  }),
  guardedPage({
    path: '/debtorscoring',
    title: 'Debtor Scoring',
    required: ['view_settings'],
    parent: '/settings',
    area: 'settings',
  }),
  guardedPage({
    path: '/annoucements',
    title: 'Announcements',
    required: ['view_announcements'],
    parent: '/settings',
    area: 'announcements',
  }),
  guardedPage({
    path: '/policies',
    title: 'Policies',
    required: ['view_policies'],
    parent: '/settings',
    area: 'announcements',
  }),

  // ---- Chat and documents ----
  guardedPage({
    path: '/chatindex',
    title: 'Chat',
    required: ['view_chats'],
    area: 'chat',
    menu: { label: 'Chat', icon: 'chat', order: 120 },
  }),
  guardedPage({
    path: '/documents',
    title: 'Documents',
    required: ['view_documents'],
    area: 'documents',
    menu: { label: 'Documents', icon: 'folder-open', order: 130 },
  }),
  guardedPage({
    path: '/documents/:id',
    title: 'Documents',
    required: ['view_documents', 'documents_selection'],
    parent: '/documents',
    area: 'documents',
  }),

  // ---- Placeholder screens (static sample rows; no rights are listed for them) ----
  guardedPage({ path: '/deposits', title: 'Deposits', area: 'placeholders' }),
  guardedPage({ path: '/receivingaccounts', title: 'Receiving Accounts', area: 'placeholders' }),
  guardedPage({ path: '/bankaccounts', title: 'Bank Accounts', area: 'placeholders' }),
];
