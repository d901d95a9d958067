/** Transactions: invoices, schedules, collections, unapplied cash, reserves and chargebacks. */
import { guardedPage, type RouteDef } from './routeDef';

export const transactionRoutes: readonly RouteDef[] = [
  // ---- Transactions: invoices and schedules ----
  guardedPage({
    path: '/invoices',
    title: 'Invoices',
    required: ['view_invoices'],
    area: 'transactions',
    menu: { group: 'Transactions', label: 'Invoices', icon: 'document', order: 40 },
  }),
  guardedPage({
    path: '/addnewinvoice',
    title: 'Add New Invoice',
    required: ['view_invoices'],
    optional: ['add_new_invoice', 'invoice_selection'],
    parent: '/invoices',
    area: 'transactions',
  }),
  // The menu spells it /scheduleofAssignment and the /home priority /scheduleofassignment: one screen.
  guardedPage({
    path: '/scheduleofassignment',
    title: 'Schedule of Assignment',
    required: ['view_schedule_of_assignment'],
    area: 'transactions',
    menu: { group: 'Transactions', label: 'Schedule of Assignment', icon: 'calendar', order: 41 },
  }),
  guardedPage({
    path: '/addnewscheduleofassignment',
    title: 'Add New Schedule',
    required: ['view_schedule_of_assignment'],
    optional: ['add_new_schedule', 'schedule_selection'],
    parent: '/scheduleofassignment',
    area: 'transactions',
  }),
  guardedPage({
    path: '/scheduleoffunding',
    title: 'Schedule of Funding',
    required: ['view_schedule_of_funding'],
    area: 'transactions',
    menu: { group: 'Transactions', label: 'Schedule of Funding', icon: 'bank-account', order: 42 },
  }),

  // ---- Transactions: collections and unapplied cash ----
  guardedPage({
    path: '/collections',
    title: 'Collections',
    required: ['view_collections'],
    area: 'collections',
    menu: { group: 'Transactions', label: 'Collections', icon: 'dollar', order: 43 },
  }),
  guardedPage({
    path: '/addnewcollection',
    title: 'Add New Collection',
    required: ['view_collections', 'add_new_collection'],
    parent: '/collections',
    area: 'collections',
  }),
  guardedPage({
    path: '/unappliedcash',
    title: 'Unapplied Cash',
    required: ['view_unapplied_cash'],
    area: 'collections',
    menu: { group: 'Transactions', label: 'Unapplied Cash', icon: 'inbox', order: 44 },
  }),

  // ---- Transactions: reserves and chargebacks ----
  guardedPage({
    path: '/reserves',
    title: 'Reserves',
    required: ['view_reserves'],
    area: 'reserves',
    menu: { group: 'Transactions', label: 'Reserves', icon: 'lock', order: 45 },
  }),
  guardedPage({
    path: '/createrrbatch',
    title: 'Create RR Batch',
    required: ['view_reserves', 'create_rr_batch'],
    parent: '/reserves',
    area: 'reserves',
  }),
  guardedPage({
    path: '/chargebacks',
    title: 'Chargebacks',
    required: ['view_chargebacks'],
    // Chargebacks come with the collections that raise and settle them (issue 12), before reserves.
    area: 'collections',
    menu: { group: 'Transactions', label: 'Chargebacks', icon: 'undo', order: 46 },
  }),

  // ---- Transactions: the second pair of eyes on large releases and payments (docs/decisions/0029) ----
  guardedPage({
    path: '/approvals',
    title: 'Money Approvals',
    required: ['view_approvals'],
    optional: ['approve_money_movements'],
    // Approvals come with the payments they hold, which the built funding screens post. Before
    // Broker Payment, which the spec's menu lists last.
    area: 'collections',
    menu: { group: 'Transactions', label: 'Money Approvals', icon: 'endorsed', order: 46.5 },
  }),
];
