import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BlueprintProviders } from './BlueprintProviders';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * A given store and Blueprint's providers around `children`: for tests and stories, which bring a
 * fresh store each. The app itself provides its store lower down (AppStoreProvider), where pages
 * need it, so that the sign-in page loads without it. The hotkeys provider is mounted by the
 * signed-in workspace, where the tables that use hotkeys live.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <BlueprintProviders>{children}</BlueprintProviders>
    </Provider>
  );
}
