/**
 * Questions about the route table that the web router, the side menu, /home's priority redirect
 * and the tests all ask the same way: which route is this path, may these rights open it, where
 * does this user land, what does their menu hold.
 */
import type { RoleType } from './rights';
import {
  builtAreas,
  homeFallbackPath,
  homePriority,
  menuGroupIcons,
  notFoundPath,
  partyHomes,
  pathlessMenuItems,
  routes,
} from './routeTable';
import type { MenuGroup, RouteDef, RouteMenu } from './routeTable';

export * from './routeTable';

export function isBuilt(route: RouteDef): boolean {
  return builtAreas.includes(route.area);
}

function normalisePath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  let decoded = bare;
  try {
    decoded = decodeURI(bare);
  } catch {
    // A malformed escape is matched as typed.
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: string, pathname: string): boolean {
  const patternSegments = segmentsOf(pattern.toLowerCase());
  const pathSegments = segmentsOf(pathname);
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every(
    (segment, index) => segment.startsWith(':') || segment === pathSegments[index],
  );
}

const staticRoutes = new Map<string, RouteDef>(
  routes.filter((route) => !route.path.includes(':')).map((route) => [route.path.toLowerCase(), route]),
);
const paramRoutes: readonly RouteDef[] = routes.filter((route) => route.path.includes(':'));

/** Case-insensitive; ignores query, hash and a trailing slash; understands :params. */
export function findRoute(pathname: string): RouteDef | undefined {
  const path = normalisePath(pathname);
  return staticRoutes.get(path) ?? paramRoutes.find((route) => matches(route.path, path));
}

export function canOpen(route: RouteDef, held: ReadonlySet<string>): boolean {
  const hasAllRequired = route.required.every((right) => held.has(right));
  const hasAnyOptional = route.optional.length === 0 || route.optional.some((right) => held.has(right));
  return hasAllRequired && hasAnyOptional;
}

/**
 * Where /home lands: a client's or broker's own home for that role (partyHomes, 0033), else the
 * first route of homePriority that is built and that these rights open, else the fallback page,
 * else '/404'. Never a route of an unbuilt area, so the "not available
 * yet" notice's own "Go to home" link cannot lead back to a notice.
 */
export function homeTarget(held: ReadonlySet<string>, roleType?: RoleType): string {
  const own = roleType === undefined ? undefined : partyHomes[roleType];
  for (const path of [...(own === undefined ? [] : [own]), ...homePriority, homeFallbackPath]) {
    const route = findRoute(path);
    if (route && isBuilt(route) && canOpen(route, held)) return route.path;
  }
  return notFoundPath;
}

/** Where a user who may not open `route` is sent. */
export function fallbackFor(route: RouteDef): string {
  return route.parent ?? '/home';
}

export interface MenuItem {
  kind: 'item';
  label: string;
  icon: string;
  /** Absent for entries without a screen (Broker Payment). */
  path?: string;
  disabled: boolean;
}

export interface MenuGroupEntry {
  kind: 'group';
  group: MenuGroup;
  label: string;
  icon: string;
  children: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroupEntry;

function menuVisible(menu: RouteMenu, held: ReadonlySet<string>, roleType: RoleType): boolean {
  if (menu.roles && !menu.roles.includes(roleType)) return false;
  return menu.rights.length === 0 || menu.rights.some((right) => held.has(right));
}

/** The side menu of part 1 §2.2 in its order, keeping only what the user may see. */
export function menuFor(held: ReadonlySet<string>, roleType: RoleType): MenuEntry[] {
  const candidates: { menu: RouteMenu; path?: string }[] = [
    ...routes.flatMap((route) => (route.menu ? [{ menu: route.menu, path: route.path }] : [])),
    ...pathlessMenuItems.map((menu) => ({ menu })),
  ];
  const visible = candidates
    .filter(({ menu }) => menuVisible(menu, held, roleType))
    .sort((left, right) => left.menu.order - right.menu.order);

  const entries: MenuEntry[] = [];
  const groups = new Map<MenuGroup, MenuGroupEntry>();
  for (const { menu, path } of visible) {
    const item: MenuItem = {
      kind: 'item',
      label: menu.label,
      icon: menu.icon,
      ...(path === undefined ? {} : { path }),
      disabled: path === undefined,
    };
    if (menu.group === undefined) {
      entries.push(item);
      continue;
    }
    let groupEntry = groups.get(menu.group);
    if (!groupEntry) {
      groupEntry = {
        kind: 'group',
        group: menu.group,
        label: menu.group,
        icon: menuGroupIcons[menu.group],
        children: [],
      };
      groups.set(menu.group, groupEntry);
      entries.push(groupEntry);
    }
    groupEntry.children.push(item);
  }
  return entries;
}
