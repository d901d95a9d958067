import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { clearToasts } from '../../../src/web/kit/toast';
import * as roleFormPage from '../../../stories/roles/RoleFormPage.stories';
import * as roleListPage from '../../../stories/roles/RoleListPage.stories';

/** The role screens' stories, rendered in jsdom with their play functions against the fake API. */
const modules = { RoleListPage: roleListPage, RoleFormPage: roleFormPage };

afterEach(async () => {
  cleanup();
  await clearToasts();
});

for (const [name, module] of Object.entries(modules)) {
  describe(`Roles/${name} stories`, () => {
    const stories = Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][];
    for (const [storyName, Story] of stories) {
      it(storyName, async () => {
        await Story.run();
      });
    }
  });
}
