import type { ReportHandle } from '../../../shared/rights';

/** The navigation state a report card sends along with its link. */
export interface ReportNavigationState {
  report: ReportHandle;
}

/**
 * Where a report card leads: /reportindex?report=<handle> (a link that survives a reload and can be
 * shared), with the report in the navigation state as well.
 */
export function reportLinkOf(handle: ReportHandle): { to: string; state: ReportNavigationState } {
  return { to: `/reportindex?report=${encodeURIComponent(handle)}`, state: { report: handle } };
}

/** The handle a visit names: the query parameter first (it is what a shared link carries), then the state. */
export function reportHandleOf(search: string, state: unknown): string | null {
  const fromQuery = new URLSearchParams(search).get('report');
  if (fromQuery) return fromQuery;
  if (state && typeof state === 'object' && 'report' in state) {
    const report = (state as { report?: unknown }).report;
    if (typeof report === 'string') return report;
  }
  return null;
}
