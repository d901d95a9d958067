import { cleanup } from '@testing-library/react';
import { clearToasts } from '../../src/web/kit/toast';
import type { FakeApi } from '../../stories/shell/fakeApi';
import { renderApp, type RenderAppOptions } from './shell/renderApp';

/**
 * The whole app under test, one render per test: `openApp` renders it and keeps its fake API as
 * `api` (a live binding, so a test file reads the current one), `closeApp` undoes it all after
 * each test. A test file still mocks 'socket.io-client' itself (vi.mock applies to its own imports).
 */

/** The fake API of the app the current test opened, until `closeApp`. */
export let api: FakeApi | undefined;

/** Renders the app at `path` (see `renderApp`) and keeps its fake API as `api`. */
export function openApp(path: string, options: RenderAppOptions) {
  const rendered = renderApp(path, options);
  api = rendered.api;
  return rendered;
}

/** For `afterEach`: unmounts the app, clears toasts, puts the real fetch back, empties storage. */
export async function closeApp(): Promise<void> {
  cleanup();
  await clearToasts();
  api?.restore();
  api = undefined;
  localStorage.clear();
}
