import type { Preview } from '@storybook/react-vite';
import { HotkeysProvider } from '@blueprintjs/core';
import '../src/web/app/styles';

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
