import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure as configureStoryTests } from 'storybook/test';
import * as preview from '../.storybook/preview';

setProjectAnnotations([preview]);

// A findBy… or waitFor ends as soon as what it waits for shows; this bound only stops a wait for
// what never comes. The suite shares two cores with the other suites (and, here, other work), and
// a screen's first lazy load can take seconds: the testing library's 1 s would fail a slow pass.
const asyncUtilTimeout = 8_000;
configure({ asyncUtilTimeout });
configureStoryTests({ asyncUtilTimeout });
