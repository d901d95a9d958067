import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { PublicFrame } from '../PublicFrame';
import { ScreenLoading } from '../ScreenLoading';
import { hasLiveToken } from './guardRules';

/** Route `handle` of the catch-all: an unknown address shows the 404 page signed in or not. */
export interface GateHandle {
  anonymous?: boolean;
}

// The whole workspace (shell, session keeper, live connection, menus) is one lazy chunk, so the
// public pages never download it.
const SignedInArea = lazy(async () => ({ default: (await import('../Shell/SignedInArea')).SignedInArea }));

function allowsAnonymous(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as GateHandle).anonymous === true;
}

/** Guards every signed-in route: without a live token the visitor goes to '/'. */
export function SignedInGate() {
  const matches = useMatches();
  if (!hasLiveToken()) {
    if (matches.some((match) => allowsAnonymous(match.handle))) {
      return (
        <PublicFrame>
          <Outlet />
        </PublicFrame>
      );
    }
    return <Navigate to="/" replace />;
  }
  return (
    <Suspense fallback={<ScreenLoading />}>
      <SignedInArea />
    </Suspense>
  );
}
