import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteDef } from '../../../shared/routes';
import { useHeldRights } from '../../session/currentUser';
import { ScreenLoading } from '../ScreenLoading';
import { guardedRedirect } from './guardRules';

export interface GuardedRouteProps {
  route: RouteDef;
  /** The route's screen (from the screens registry). */
  children: ReactNode;
}

/**
 * A signed-in page: a user without its required (all) and optional (any) rights goes to the
 * route's parent, or /home (which then picks the first page they may open).
 */
export function GuardedRoute({ route, children }: GuardedRouteProps) {
  const held = useHeldRights();
  const redirect = guardedRedirect(route, held);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
}
