import { setProjectAnnotations } from '@storybook/react-vite';
import { configure as configureStoryTests } from 'storybook/test';
import * as preview from '../.storybook/preview';
import { asyncUtilTimeout } from './setup';

// The stories as tests (tests/web/storyRunner.tsx) render with the preview's providers, and their
// play functions wait as long as the other web tests do (tests/setup.ts).
setProjectAnnotations([preview]);
configureStoryTests({ asyncUtilTimeout });
