import { canOpen, fallbackFor, findRoute, homeTarget } from '../../../shared/routes';
import type { RouteDef } from '../../../shared/routes';
import type { RoleType } from '../../../shared/rights';
import { tokenStorage } from '../../session/tokenStorage';

/**
 * Public routes that open whether or not the browser holds a token (spec part 1 §2.2 sends a
 * signed-in user who opens a public route to /home; these are the exceptions, and why):
 * - /setpassword/:guid, /resetpassword and /signature come from one-time links in e-mails. The
 *   link's own token is what authorises them, and the person following it may not be the one
 *   signed in on this browser (a colleague's machine, an admin testing an invite). Bouncing them
 *   to /home would burn the click and leave the link unusable from this browser.
 * - /linkexpire is where those links land when spent; it must show, not redirect.
 * - /privacypolicy is a legal text that must be readable by anyone at any time.
 */
export const openEitherWayPaths: readonly string[] = [
  '/setpassword/:guid',
  '/resetpassword',
  '/signature',
  '/linkexpire',
  '/privacypolicy',
];

/** A stored token that has not run out yet (an expired one is as good as none). */
export function hasLiveToken(now: number = Date.now()): boolean {
  const stored = tokenStorage.read();
  return stored !== null && stored.expiresAt * 1000 > now;
}

/** Where a public route sends the visitor instead of showing itself, or null to show it. */
export function publicRedirect(route: RouteDef, signedIn: boolean): string | null {
  if (!signedIn) return route.path === '/' ? '/login' : null;
  return openEitherWayPaths.includes(route.path) ? null : '/home';
}

/** Where a guarded route sends a user who lacks its rights, or null when they may open it. */
export function guardedRedirect(route: RouteDef, held: ReadonlySet<string>): string | null {
  return canOpen(route, held) ? null : fallbackFor(route);
}

/** The whole decision for a path, used by tests and by anyone who needs it without rendering. */
export function resolveNavigation(
  pathname: string,
  signedIn: boolean,
  held: ReadonlySet<string>,
  roleType?: RoleType,
): string | null {
  const route = findRoute(pathname);
  if (!route) return null;
  if (route.access === 'public') return publicRedirect(route, signedIn);
  if (!signedIn) return '/';
  if (route.path === '/home') return homeTarget(held, roleType);
  return guardedRedirect(route, held);
}
