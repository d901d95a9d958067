import { lazy } from 'react';

/** The funding screens, each its own chunk (the router imports these names). */
export const ScheduleOfFundingPage = lazy(() =>
  import('./ScheduleOfFundingPage').then((m) => ({ default: m.ScheduleOfFundingPage })),
);
/** One journal entry of the books, for panels that show what a payment posted. */
export const JournalEntryTable = lazy(() =>
  import('./JournalEntryTable').then((m) => ({ default: m.JournalEntryTable })),
);
