import { lazy } from 'react';

/** The funding screens, each its own chunk (the router imports these names). */
export const ScheduleOfFundingPage = lazy(() =>
  import('./ScheduleOfFundingPage').then((m) => ({ default: m.ScheduleOfFundingPage })),
);
