import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { resetLayoutSettings } from '../../../src/web/app/applyLayoutSettings';
import { clearToasts } from '../../../src/web/kit/toast';
import * as shell from '../../../stories/shell/Shell.stories';

afterEach(async () => {
  cleanup();
  await clearToasts();
  resetLayoutSettings();
});

/** The shell's stories with their play functions: the stories double as behaviour tests. */
describe('Shell/Workspace stories', () => {
  for (const [name, Story] of Object.entries(composeStories(shell)) as [
    string,
    { run: () => Promise<void> },
  ][]) {
    it(name, async () => {
      await Story.run();
    });
  }
});
