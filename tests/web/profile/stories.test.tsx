import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { clearToasts } from '../../../src/web/kit/toast';
import * as profilePage from '../../../stories/profile/ProfilePage.stories';

/** The profile screen's stories, rendered in jsdom with their play functions against the fake API. */
const modules = { ProfilePage: profilePage };

afterEach(async () => {
  cleanup();
  await clearToasts();
});

for (const [name, module] of Object.entries(modules)) {
  describe(`Profile/${name} stories`, () => {
    const stories = Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][];
    for (const [storyName, Story] of stories) {
      it(storyName, async () => {
        await Story.run();
      });
    }
  });
}
