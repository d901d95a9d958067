import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Blueprint's overlay stack and portal, under which every page runs. */
export function BlueprintProviders({ children }: { children: ReactNode }) {
  return (
    <OverlaysProvider>
      <PortalProvider>{children}</PortalProvider>
    </OverlaysProvider>
  );
}
