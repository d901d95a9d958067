import '@testing-library/jest-dom/vitest';
import { afterAll } from 'vitest';
import { configure } from '@testing-library/react';
import { installIconLoader } from '../src/web/app/iconLoader';
import { clearToasts } from '../src/web/kit/toast';

// Icons named by string load as in the app (and the stories' preview).
installIconLoader();

// A findBy… or waitFor ends as soon as what it waits for shows; this bound only stops a wait for
// what never comes. The suite shares two cores with the other suites (and, here, other work), and
// a screen's first lazy load can take seconds: the testing library's 1 s would fail a slow pass.
export const asyncUtilTimeout = 8_000;
configure({ asyncUtilTimeout });

// Toasts and dialogs of a file's last test are still leaving (350 ms transitions) when it ends:
// their timers must run out while the page exists, not after it is torn down, where React would
// find no window (an error vitest counts against the whole run).
afterAll(async () => {
  await clearToasts();
  if (document.querySelector('.bp6-toast, .bp6-portal')) {
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
});
