import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { ScreenLoading } from './ScreenLoading';

const AppStoreProvider = lazy(async () => ({
  default: (await import('./AppStoreProvider')).AppStoreProvider,
}));

export interface WithStoreProps {
  children: ReactNode;
}

/** Renders `children` under the data layer, fetching it (one chunk) the first time any page needs it. */
export function WithStore({ children }: WithStoreProps) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <AppStoreProvider>{children}</AppStoreProvider>
    </Suspense>
  );
}
