import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * The providers every page runs under: the store and Blueprint's overlay stack and portal. The
 * hotkeys provider (and the hotkeys dialog it carries) is mounted by the signed-in workspace,
 * where the tables that use hotkeys live, to keep it out of the sign-in page's download.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <OverlaysProvider>
        <PortalProvider>{children}</PortalProvider>
      </OverlaysProvider>
    </Provider>
  );
}
