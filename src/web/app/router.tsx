import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import { routes } from '../../shared/routes';
import type { RouteDef } from '../../shared/routes';
import { NotFoundPage } from '../features/home/NotFoundPage';
import { GuardedRoute } from './guards/GuardedRoute';
import { PublicRoute } from './guards/PublicRoute';
import { SignedInGate } from './guards/SignedInGate';
import type { GateHandle } from './guards/SignedInGate';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { screenFor, screensLoadingTheirOwnStore } from './screens';

/** The route's screen element; each screen is a lazy chunk, fetched on the first visit. */
function screenElement(route: RouteDef) {
  const Screen = screenFor(route);
  return <Screen title={route.title} />;
}

/** The routes of one access kind, each showing its screen inside `frame` (the access guard). */
function routesOf(access: RouteDef['access'], frame: (route: RouteDef, screen: ReactNode) => ReactNode) {
  return routes
    .filter((route) => route.access === access)
    .map((route) => ({ path: route.path, element: frame(route, screenElement(route)) }));
}

/**
 * Every route of the route table, public ones guarded against signed-in visitors and guarded ones
 * behind the signed-in gate (which lazily loads the whole workspace), plus the 404 catch-all.
 * Paths match case-insensitively, as the spec's own links differ in case (/ClientIndex).
 */
export function appRoutes(): RouteObject[] {
  const notFoundHandle: GateHandle = { anonymous: true };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...routesOf('public', (route, screen) => (
          <PublicRoute route={route} needsStore={!screensLoadingTheirOwnStore.has(route.path)}>
            {screen}
          </PublicRoute>
        )),
        {
          element: <SignedInGate />,
          children: [
            ...routesOf('guarded', (route, screen) => <GuardedRoute route={route}>{screen}</GuardedRoute>),
            { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
