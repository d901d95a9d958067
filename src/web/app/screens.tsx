import { lazy } from 'react';
import { isBuilt } from '../../shared/routes';
import type { RouteDef } from '../../shared/routes';
import { BecomePartnerPage } from '../features/brokers';
import { ApplicationWizardPage } from '../features/application';
import { ApplicationStatusPage } from '../features/onboarding';
import { SignaturePage } from '../features/term-sheet-signing';
import { screen, type Screen, type ScreenProps } from './screen';

export type { Screen, ScreenProps } from './screen';

/** The honest notice of a route whose area is not built. */
export const notAvailableScreen = screen(
  () => import('../features/home/NotAvailablePage'),
  'NotAvailablePage',
);

/**
 * Route path (as written in src/shared/routes.ts) → screen, for the public routes. The signed-in
 * routes' screens are in workspaceScreens.tsx, loaded with the first signed-in page: the sign-in
 * page's download does not grow with the workspace.
 */
export const screens: Readonly<Record<string, Screen>> = {
  // Session and password flows, legal.
  '/login': screen(() => import('../features/auth/SignInPage'), 'SignInPage'),
  '/forgetpass': screen(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  '/verificatiocode': screen(() => import('../features/auth/VerificationCodePage'), 'VerificationCodePage'),
  '/setpassword/:guid': screen(() => import('../features/auth/SetPasswordPage'), 'SetPasswordPage'),
  '/resetpassword': screen(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  '/linkexpire': screen(() => import('../features/auth/LinkExpiredPage'), 'LinkExpiredPage'),
  '/privacypolicy': screen(() => import('../features/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
  // Applications, partners and signing from a link.
  '/becomepartner': BecomePartnerPage,
  '/registernow': ApplicationWizardPage,
  '/frontlineregisternow': ApplicationWizardPage,
  '/applicationstatus': ApplicationStatusPage,
  '/signature': SignaturePage,
};

/**
 * Public screens that render before the data layer (Redux, RTK Query, the API contract) is loaded
 * and fetch it themselves once the visitor acts: the sign-in page, the first page of every session,
 * stays a small download. Every other page gets the data layer before it renders.
 */
export const screensLoadingTheirOwnStore: ReadonlySet<string> = new Set(['/login']);

const workspaceScreenCache = new Map<string, Screen>();

/**
 * A signed-in route's screen: the workspace's table is fetched first (once), then the screen's own
 * chunk. The same component each time, so React keeps the page mounted across renders.
 */
function workspaceScreen(path: string): Screen {
  let found = workspaceScreenCache.get(path);
  if (!found) {
    found = lazy(async () => {
      const { workspaceScreens } = await import('./workspaceScreens');
      const Registered = workspaceScreens[path] ?? notAvailableScreen;
      return { default: (props: ScreenProps) => <Registered {...props} /> };
    });
    workspaceScreenCache.set(path, found);
  }
  return found;
}

/** The screen for a route: its registered screen when its area is built, else the notice. */
export function screenFor(route: RouteDef): Screen {
  if (!isBuilt(route)) return notAvailableScreen;
  if (route.access === 'guarded') return workspaceScreen(route.path);
  return screens[route.path] ?? notAvailableScreen;
}
