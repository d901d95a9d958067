import { useMemo, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { CurrentUser } from '../../src/shared/contract/session';
import { AppProviders } from '../../src/web/app/AppProviders';
import { Shell } from '../../src/web/app/Shell/Shell';
import { makeStore } from '../../src/web/app/store';
import { ConfirmHost } from '../../src/web/kit/ConfirmHost';

/** One screen of the staff workspace a story or test mounts, at its route. */
export interface StaffRoute {
  path: string;
  element: ReactNode;
}

export interface StaffScreenProps {
  /** The signed-in user (rights, role, disclosure flag). */
  user: CurrentUser;
  /** Where the story starts, e.g. '/addnewuser'. */
  path: string;
  /** The navigation state of that first entry (e.g. `{ id }` of the record to open). */
  state?: unknown;
  /** The screens reachable from it (a list and its form), each at its route. */
  routes: readonly StaffRoute[];
}

function StaffLayout({ user }: { user: CurrentUser }) {
  return (
    <>
      <Shell
        user={user}
        settings={user.layout_settings}
        onSettingsChange={() => undefined}
        onLogout={() => undefined}
      >
        <Outlet />
      </Shell>
      <ConfirmHost />
    </>
  );
}

/**
 * A screen inside the staff workspace (top bar, side menu) on a data router, with its own store:
 * the API it calls is whatever fake `fetch` the story installed.
 */
export function StaffScreen({ user, path, state, routes }: StaffScreenProps) {
  const store = useMemo(() => makeStore(), []);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            element: <StaffLayout user={user} />,
            children: [
              ...routes.map((route) => ({ path: route.path, element: route.element })),
              { path: '*', element: <p>Elsewhere</p> },
            ],
          },
        ],
        { initialEntries: [{ pathname: path, state }] },
      ),
    [user, path, state, routes],
  );
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
