import { lazy } from 'react';

/** The term sheet form: the prospect page's Term Sheet tab and /termsheetdetail. */
export const TermSheetTab = lazy(() => import('./TermSheetTab').then((m) => ({ default: m.TermSheetTab })));
export const TermSheetDetailPage = lazy(() =>
  import('./TermSheetDetailPage').then((m) => ({ default: m.TermSheetDetailPage })),
);
