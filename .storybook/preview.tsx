import type { Preview } from '@storybook/react-vite';
import { HotkeysProvider } from '@blueprintjs/core';
import '../src/web/app/styles';
import { installIconLoader } from '../src/web/app/iconLoader';

// Icons named by string load one by one, as in the app (never Blueprint's bundle of them all).
installIconLoader();

/** Every story renders inside the same providers the app gives its screens. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <HotkeysProvider>
        <Story />
      </HotkeysProvider>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
