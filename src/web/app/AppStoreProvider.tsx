import { useContext } from 'react';
import type { ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { InputGuardsSettingReporter } from '../features/settings/InputGuardsSettingReporter';
import { appStore } from './appStore';

export interface AppStoreProviderProps {
  children: ReactNode;
}

/**
 * The data layer (Redux, RTK Query, the API contract) for what it wraps: the app's store, or the
 * store a test or story already provides above. It also reports the public input-guards setting
 * to the root layout, which cannot read the store itself (it renders before the store is loaded).
 */
export function AppStoreProvider({ children }: AppStoreProviderProps) {
  const provided = useContext(ReactReduxContext);
  const content = (
    <>
      <InputGuardsSettingReporter />
      {children}
    </>
  );
  return provided ? content : <Provider store={appStore}>{content}</Provider>;
}
