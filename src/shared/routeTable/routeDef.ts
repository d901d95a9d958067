/** What a route of the route table is: its path, rights, parent, area and menu entry. */
import type { RightId, RoleType } from '../rights';

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

/** A page anyone may open, signed in or not. */
export function publicPage(path: string, title: string, area: ProductArea): RouteDef {
  return { path, title, access: 'public', required: [], optional: [], area };
}

/** Public pages of one area, each written `[path, title]`. */
export function publicPages(
  area: ProductArea,
  pages: readonly (readonly [path: string, title: string])[],
): RouteDef[] {
  return pages.map(([path, title]) => publicPage(path, title, area));
}

/** A signed-in page as the tables write it: rights default to none, its menu entry to the page's rights. */
export interface GuardedPage extends Partial<Pick<RouteDef, 'required' | 'optional'>> {
  path: string;
  title: string;
  parent?: string;
  area: ProductArea;
  menu?: Omit<RouteMenu, 'rights'> & Partial<Pick<RouteMenu, 'rights'>>;
}

export function guardedPage({ required = [], optional = [], menu, ...page }: GuardedPage): RouteDef {
  return {
    ...page,
    access: 'guarded',
    required,
    optional,
    ...(menu && { menu: { ...menu, rights: menu.rights ?? required } }),
  };
}
