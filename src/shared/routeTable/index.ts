/**
 * The route table of every screen in the spec (parts 1–3): path, rights (all and any), parent,
 * area and menu entry. src/shared/routes.ts answers questions about it (which route, may this user
 * open it, where is home, what is in the menu).
 */
import { accountRoutes } from './accountRoutes';
import { administrationRoutes } from './administrationRoutes';
import { managementRoutes } from './managementRoutes';
import type { ProductArea, RouteDef, RouteMenu } from './routeDef';
import { shellRoutes } from './shellRoutes';
import { transactionRoutes } from './transactionRoutes';
import type { RoleType } from '../rights';

export { menuGroupIcons, menuGroups, productAreas } from './routeDef';
export type { MenuGroup, ProductArea, RouteDef, RouteMenu } from './routeDef';

/** In the order of the spec's menu; a path is matched against them in this order. */
export const routes: readonly RouteDef[] = [
  ...shellRoutes,
  ...managementRoutes,
  ...transactionRoutes,
  ...accountRoutes,
  ...administrationRoutes,
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

/**
 * A party's own home comes first for its role (docs/decisions/0033-each-partys-home.md): /home lands
 * a client user on its home and a broker user on its own, whatever else its rights open.
 */
export const partyHomes: Readonly<Partial<Record<RoleType, string>>> = {
  client: '/clienthome',
  broker: '/brokerhome',
};

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
  'clients',
  'term_sheets',
  'underwriting',
  'brokers',
  'transactions',
  'collections',
  'reserves',
  'credit_requests',
  'reports',
  'dashboards',
  'ledger',
  'placeholders',
  'announcements',
  'support',
  'chat',
  'documents',
];
