import { lazy } from 'react';

/** The roles-and-rights screens, each its own chunk (the router imports these names). */
export const RoleListPage = lazy(() => import('./RoleListPage').then((m) => ({ default: m.RoleListPage })));
export const RoleFormPage = lazy(() => import('./RoleFormPage').then((m) => ({ default: m.RoleFormPage })));
