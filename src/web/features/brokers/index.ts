import { lazy } from 'react';

/** The broker screens, each its own chunk (the router imports these names). */
export const BrokerListPage = lazy(() =>
  import('./BrokerListPage').then((m) => ({ default: m.BrokerListPage })),
);
export const BrokerDetailsPage = lazy(() =>
  import('./BrokerDetailsPage').then((m) => ({ default: m.BrokerDetailsPage })),
);
export const BrokerAgreementPage = lazy(() =>
  import('./BrokerAgreementPage').then((m) => ({ default: m.BrokerAgreementPage })),
);
export const BecomePartnerPage = lazy(() =>
  import('./BecomePartnerPage').then((m) => ({ default: m.BecomePartnerPage })),
);
