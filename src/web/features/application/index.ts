import { lazy } from 'react';

/** The application wizard's screens, each its own chunk (the router imports these names). */
export const ApplicationWizardPage = lazy(() =>
  import('./ApplicationWizardPage').then((m) => ({ default: m.ApplicationWizardPage })),
);
export const AddProspectPage = lazy(() =>
  import('./AddProspectPage').then((m) => ({ default: m.AddProspectPage })),
);
