import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isBuilt } from '../../../shared/routes';
import type { RouteDef } from '../../../shared/routes';
import { PublicFrame } from '../PublicFrame';
import { ScreenLoading } from '../ScreenLoading';
import { WithStore } from '../WithStore';
import { hasLiveToken, publicRedirect } from './guardRules';

export interface PublicRouteProps {
  route: RouteDef;
  /** The route's screen (from the screens registry). */
  children: ReactNode;
  /** False for a screen that loads the data layer itself, when it needs it (the sign-in page). */
  needsStore?: boolean;
}

/** A public page: '/' goes to /login, a signed-in visitor goes to /home (see openEitherWayPaths). */
export function PublicRoute({ route, children, needsStore = true }: PublicRouteProps) {
  const redirect = publicRedirect(route, hasLiveToken());
  if (redirect) return <Navigate to={redirect} replace />;
  const screen = <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
  const page = needsStore ? <WithStore>{screen}</WithStore> : screen;
  return isBuilt(route) ? page : <PublicFrame>{page}</PublicFrame>;
}
