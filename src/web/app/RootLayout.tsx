import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useInputGuardsSetting } from '../features/settings/useInputGuardsSetting';
import { useInputGuards } from './useInputGuards';

/**
 * The root of every route: installs the global input guards (on unless the admin switched them
 * off; the setting is public, so the sign-in page follows it too) and restores scroll on navigation.
 */
export function RootLayout() {
  useInputGuards(useInputGuardsSetting());
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
