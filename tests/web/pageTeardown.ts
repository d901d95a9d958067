import { afterAll } from 'vitest';

/**
 * Dialogs and toasts of a file's last test are still leaving (350 ms transitions): their timers must
 * run out while the page exists, not after the file's page is torn down, where React would find no
 * window. Call once at the top level of a web test file that opens them.
 */
export function letLeavingOverlaysFinish(): void {
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));
}
