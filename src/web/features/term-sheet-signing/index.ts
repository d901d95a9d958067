import { lazy } from 'react';

/** The public signing page (/signature) and the read-only signed term sheet (/SignedTermSheet). */
export const SignaturePage = lazy(() =>
  import('./SignaturePage').then((m) => ({ default: m.SignaturePage })),
);
export const SignedTermSheetPage = lazy(() =>
  import('./SignedTermSheetPage').then((m) => ({ default: m.SignedTermSheetPage })),
);
