/** Management: prospects, clients, debtors and brokers. */
import { guardedPage, type RouteDef } from './routeDef';

export const managementRoutes: readonly RouteDef[] = [
  // ---- Management: prospects ----
  guardedPage({
    path: '/prospectindex',
    title: 'Prospects',
    required: ['view_prospects'],
    area: 'prospects',
    menu: { group: 'Management', label: 'Prospects', icon: 'new-person', order: 30 },
  }),
  // One page for add and edit; the tabs it shows need these rights, and with none the user goes back.
  guardedPage({
    path: '/addprospect',
    title: 'Add New Prospect',
    required: ['view_prospects'],
    optional: ['prospect_profile', 'add_new_prospect', 'business_verification', 'term_sheet'],
    parent: '/prospectindex',
    area: 'prospects',
  }),
  guardedPage({
    path: '/termsheetdetail',
    title: 'Term Sheet',
    required: ['term_sheet'],
    parent: '/prospectindex',
    area: 'term_sheets',
  }),
  guardedPage({
    path: '/SignedTermSheet',
    title: 'Signed Term Sheet',
    required: ['term_sheet'],
    parent: '/prospectindex',
    area: 'term_sheets',
  }),

  // ---- Management: clients ----
  // The Edit Client page; a client user reaches its own company here (breadcrumb "Profile").
  guardedPage({
    path: '/clientprofile',
    title: 'Client Profile',
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
  }),
  // The menu links /clientindex and the /home priority /ClientIndex: one screen, matched case-insensitively.
  // A client user (view_client_profile) sees its own company in the list, cut on the server.
  guardedPage({
    path: '/clientindex',
    title: 'Clients',
    optional: ['view_clients', 'view_client_profile'],
    area: 'clients',
    menu: { group: 'Management', label: 'Clients', icon: 'office', order: 32, rights: ['view_clients'] },
  }),
  guardedPage({
    path: '/clientdetails',
    title: 'Client Details',
    optional: ['client_selection', 'view_client_profile'],
    parent: '/clientindex',
    area: 'clients',
  }),

  // ---- Management: debtors ----
  guardedPage({
    path: '/debtormain',
    title: 'Debtors',
    required: ['view_debtors'],
    area: 'transactions',
    menu: { group: 'Management', label: 'Debtors', icon: 'people', order: 33 },
  }),
  guardedPage({
    path: '/addnewdebtor',
    title: 'Add New Debtor',
    required: ['view_debtors', 'add_new_debtor'],
    optional: ['debtor_profile', 'debtor_notice_of_assignment'],
    parent: '/debtormain',
    area: 'transactions',
  }),
  guardedPage({
    path: '/editdebtor',
    title: 'Edit Debtor',
    required: ['view_debtors', 'debtor_selection'],
    optional: ['debtor_profile', 'debtor_notice_of_assignment'],
    parent: '/debtormain',
    area: 'transactions',
  }),

  // ---- Management: brokers ----
  guardedPage({
    path: '/brokers',
    title: 'Brokers',
    required: ['view_brokers'],
    area: 'brokers',
    menu: { group: 'Management', label: 'Brokers', icon: 'briefcase', order: 34 },
  }),
  guardedPage({
    path: '/brokerdetails',
    title: 'Add New Broker',
    required: ['view_brokers'],
    optional: ['add_new_broker', 'broker_selection'],
    parent: '/brokers',
    area: 'brokers',
  }),
  // A Broker reads its own agreement without any broker right; the page sends others without
  // view_brokers home, and broker/details answers only what the caller may read.
  guardedPage({
    path: '/terms&conditions',
    title: 'Terms & Conditions',
    parent: '/brokers',
    area: 'brokers',
  }),
];
