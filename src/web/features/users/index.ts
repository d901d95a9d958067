import { lazy } from 'react';

/** The user-profile screens, each its own chunk (the router imports these names). */
export const UserListPage = lazy(() => import('./UserListPage').then((m) => ({ default: m.UserListPage })));
export const UserFormPage = lazy(() => import('./UserFormPage').then((m) => ({ default: m.UserFormPage })));
