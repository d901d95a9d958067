import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { clearToasts } from '../../../src/web/kit/toast';
import * as userFormPage from '../../../stories/users/UserFormPage.stories';
import * as userListPage from '../../../stories/users/UserListPage.stories';

/** The user screens' stories, rendered in jsdom with their play functions against the fake API. */
const modules = { UserListPage: userListPage, UserFormPage: userFormPage };

afterEach(async () => {
  cleanup();
  await clearToasts();
});

for (const [name, module] of Object.entries(modules)) {
  describe(`Users/${name} stories`, () => {
    const stories = Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][];
    for (const [storyName, Story] of stories) {
      it(storyName, async () => {
        await Story.run();
      });
    }
  });
}
