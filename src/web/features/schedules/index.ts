import { lazy } from 'react';

/** The schedule-of-assignment screens, each its own chunk (the router imports these names). */
export const ScheduleListPage = lazy(() =>
  import('./ScheduleListPage').then((m) => ({ default: m.ScheduleListPage })),
);
export const ScheduleFormPage = lazy(() =>
  import('./ScheduleFormPage').then((m) => ({ default: m.ScheduleFormPage })),
);
