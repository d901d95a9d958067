/** The general ledger, credit requests, underwriting, reports and support. */
import { guardedPage, type RouteDef } from './routeDef';
import type { RightId } from '../rights';
import { reportDefs, reportRights } from '../rights/reports';

const allReportViewRights: readonly RightId[] = reportDefs.map((report) => reportRights(report.handle).view);

export const accountRoutes: readonly RouteDef[] = [
  // ---- General ledger ----
  guardedPage({
    path: '/generalledger',
    title: 'General Ledger',
    required: ['view_general_ledger'],
    area: 'ledger',
    menu: { label: 'General Ledger', icon: 'book', order: 50 },
  }),

  // ---- Credit requests ----
  guardedPage({
    path: '/clientrequest',
    title: 'Client Credit Requests',
    required: ['view_client_requests'],
    area: 'credit_requests',
    menu: { group: 'Credit Request', label: 'Client Credit Requests', icon: 'office', order: 60 },
  }),
  guardedPage({
    path: '/debtorrequest',
    title: 'Debtor Credit Requests',
    required: ['view_debtor_requests'],
    area: 'credit_requests',
    menu: { group: 'Credit Request', label: 'Debtor Credit Requests', icon: 'people', order: 61 },
  }),
  // Listed by the spec without content; it opens to whoever may add either kind of request.
  guardedPage({
    path: '/addnewcr',
    title: 'Add New Request',
    optional: ['add_new_client_request', 'add_new_debtor_request'],
    parent: '/clientrequest',
    area: 'credit_requests',
  }),

  // ---- Underwriting ----
  guardedPage({
    path: '/clientchecklist',
    title: 'Underwriting Checklist',
    required: ['view_underwriting'],
    area: 'underwriting',
    menu: { group: 'Underwriting', label: 'Client Checklist', icon: 'form', order: 70 },
  }),

  // ---- Reports ----
  guardedPage({
    path: '/reports',
    title: 'Reports',
    optional: allReportViewRights,
    area: 'reports',
    menu: { label: 'Reports', icon: 'chart', order: 80, rights: allReportViewRights },
  }),
  guardedPage({
    path: '/reportindex',
    title: 'Reports',
    optional: allReportViewRights,
    parent: '/reports',
    area: 'reports',
  }),

  // ---- Support ----
  guardedPage({
    path: '/supportmain',
    title: 'Support',
    required: ['view_support'],
    area: 'support',
    menu: { label: 'Support', icon: 'lifesaver', order: 90 },
  }),
];
