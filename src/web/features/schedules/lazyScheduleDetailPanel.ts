import { lazy } from 'react';

/** The schedule's detail panel, for the workspace beside a list (its own chunk too). */
export const ScheduleDetailPanel = lazy(() =>
  import('./ScheduleDetailPanel').then((m) => ({ default: m.ScheduleDetailPanel })),
);
