import { lazy } from 'react';

/** The signed-in user's profile screen, its own chunk (the router imports this name). */
export const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));
