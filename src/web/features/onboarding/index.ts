import { lazy } from 'react';

/** Where an application stands: on the prospect's page and on the applicant's public status page. */
export const OnboardingTracker = lazy(() =>
  import('./OnboardingTracker').then((m) => ({ default: m.OnboardingTracker })),
);
export const ApplicationStatusPage = lazy(() =>
  import('./ApplicationStatusPage').then((m) => ({ default: m.ApplicationStatusPage })),
);
