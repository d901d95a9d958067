import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../session/currentUser';
import { viewerKindOf } from '../../session/viewerKind';

/*
 * The router loads this small module for both routes; each dashboard is a chunk of its own behind
 * it, so the sign-in page's download carries one short import for the two and no list of the
 * dashboards' dependencies. It imports nothing of the kit: a module shared with the sign-in page
 * would be split into a chunk of its own, one more file on that page.
 */
const AnalyticsDashboard = lazy(() =>
  import('./AnalyticsDashboard').then((m) => ({ default: m.AnalyticsDashboard })),
);
const DebtorDashboard = lazy(() => import('./DebtorDashboard').then((m) => ({ default: m.DebtorDashboard })));

/** /dashboard: the debtor dashboard for a debtor user, the analytics dashboard for everyone else. */
export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <Suspense fallback={null}>
      {viewerKindOf(user) === 'debtor' ? <DebtorDashboard /> : <AnalyticsDashboard />}
    </Suspense>
  );
}

/** /debtordashboard: the debtor's own dashboard (spec part 3 §1). */
export function DebtorDashboardPage() {
  return (
    <Suspense fallback={null}>
      <DebtorDashboard />
    </Suspense>
  );
}
