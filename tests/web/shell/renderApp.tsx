import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CurrentUser } from '../../../src/shared/contract/session';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { appRoutes } from '../../../src/web/app/router';
import { makeStore } from '../../../src/web/app/store';
import { tokenStorage } from '../../../src/web/session/tokenStorage';
import { installFakeApi } from '../../../stories/shell/fakeApi';
import type { FakeApi, FakeHandler } from '../../../stories/shell/fakeApi';
import { shellHandlers, userOf } from '../../../stories/shell/fixtures';

// The workspace and each screen are lazy chunks; their first load in a busy test run can be slow.
configure({ asyncUtilTimeout: 8000 });

export interface RenderAppOptions {
  /** The signed-in user; null renders the app without a token. */
  user: CurrentUser | null;
  /** Extra or replacing endpoint answers. */
  handlers?: Record<string, FakeHandler>;
  /** Navigation state of the first entry (e.g. the email for /verificatiocode). */
  state?: unknown;
}

/** The whole app (router, guards, lazy screens) on a memory router at `path`, over the fake API. */
export function renderApp(path: string, { user, handlers = {}, state }: RenderAppOptions) {
  // jsdom has no scrolling; the router's scroll restoration would only log that.
  window.scrollTo = () => undefined;
  localStorage.clear();
  if (user) tokenStorage.write('test-token', Math.floor(Date.now() / 1000) + 3600);
  const api: FakeApi = installFakeApi({ ...shellHandlers(user ?? userOf('admin')), ...handlers });
  const store = makeStore();
  const [pathname = path, query] = path.split('?');
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [{ pathname, search: query ? `?${query}` : '', state }],
  });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, api, store };
}

/** A fake socket: the live connection opens it and closes it, and nothing else happens. */
export function fakeSocketModule() {
  const socket = {
    on: () => socket,
    removeAllListeners: () => socket,
    disconnect: () => socket,
  };
  return { io: () => socket };
}
