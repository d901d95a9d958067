import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { resetLayoutSettings } from '../../src/web/app/applyLayoutSettings';
import { clearToasts } from '../../src/web/kit/toast';

type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Renders every story of the given modules in jsdom and runs its play function: the stories QA
 * clicks through double as behaviour tests. Each story starts from a clean page and storage.
 */
export function runStories(modules: Record<string, unknown>): void {
  afterEach(async () => {
    cleanup();
    await clearToasts();
    resetLayoutSettings();
    localStorage.clear();
    sessionStorage.clear();
  });

  for (const [file, module] of Object.entries(modules)) {
    const title = (module as { default?: { title?: string } }).default?.title ?? file;
    describe(title, () => {
      const stories = Object.entries(composeStories(module as StoryModule)) as [
        string,
        { run: () => Promise<void> },
      ][];
      for (const [name, Story] of stories) {
        it(name, async () => {
          await Story.run();
        });
      }
    });
  }
}
