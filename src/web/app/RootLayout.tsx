import { useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { InputGuardsSettingContext } from './inputGuardsSettingContext';
import { useInputGuards } from './useInputGuards';

/**
 * The root of every route: installs the global input guards (on unless the admin switched them
 * off; the setting is public, so the sign-in page follows it too, from the moment it has loaded its
 * data layer) and restores scroll on navigation.
 */
export function RootLayout() {
  const [inputGuards, setInputGuards] = useState(true);
  useInputGuards(inputGuards);
  return (
    <InputGuardsSettingContext.Provider value={setInputGuards}>
      <Outlet />
      <ScrollRestoration />
    </InputGuardsSettingContext.Provider>
  );
}
