import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { clearToasts } from '../../../src/web/kit/toast';
import * as signIn from '../../../stories/auth/SignInPage.stories';
import * as verificationCode from '../../../stories/auth/VerificationCodePage.stories';

afterEach(async () => {
  cleanup();
  await clearToasts();
  localStorage.clear();
});

const modules = { 'Sign In': signIn, 'Verification Code': verificationCode };

/** The auth pages' stories with their play functions. */
for (const [name, module] of Object.entries(modules)) {
  describe(`Auth/${name} stories`, () => {
    for (const [storyName, Story] of Object.entries(composeStories(module)) as [
      string,
      { run: () => Promise<void> },
    ][]) {
      it(storyName, async () => {
        await Story.run();
      });
    }
  });
}
