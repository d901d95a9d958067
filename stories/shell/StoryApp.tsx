import { useState } from 'react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppProviders } from '../../src/web/app/AppProviders';
import { makeStore } from '../../src/web/app/store';

export interface StoryAppProps {
  /** The address the story opens at. */
  path: string;
  /** Navigation state of that first entry. */
  state?: unknown;
  /** The element shown at `path`. */
  element: ReactNode;
}

/** Where a story's page may navigate to: each address shows its own name, so a play can check it. */
const landingRoutes: RouteObject[] = [{ path: '*', element: <p data-testid="landed">Navigated away</p> }];

/** A story's page inside the app's providers and a memory router (the fake API is installed separately). */
export function StoryApp({ path, state, element }: StoryAppProps) {
  const [store] = useState(makeStore);
  const [router] = useState(() =>
    createMemoryRouter([{ path, element }, ...landingRoutes], {
      initialEntries: [{ pathname: path, state }],
    }),
  );
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
