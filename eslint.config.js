import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Who may import whom (DESIGN.md §2): a lint error, so the architecture cannot drift. */
const ours = (...roots) => roots.flatMap((r) => [`**/${r}/**`, `**/${r}`]);
const rule = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'data',
      'files',
      'drizzle',
      '.e2e-artifacts',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (DESIGN.md / STYLE.md).' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': rule(
        ours('server', 'web', 'machines', 'stories', 'tests'),
        'src/shared is isomorphic: it imports nothing of ours outside src/shared.',
      ),
    },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ours('server', 'web', 'stories', 'tests'),
              message: 'Machines are pure: they import only src/shared.',
            },
            {
              group: ['react', 'react-dom', '@reduxjs/*', 'react-redux', 'socket.io-client'],
              message: 'Machines are pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': rule(
        ours('web', 'machines', 'stories', 'tests'),
        'The server imports only src/shared.',
      ),
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': rule(
        ours('server', 'stories', 'tests'),
        'The web app imports src/shared and machines only.',
      ),
    },
  },
  {
    files: ['stories/**', '.storybook/**'],
    rules: {
      'no-restricted-imports': rule(
        ours('server', 'tests'),
        'Stories replay the web app and machines, never the server.',
      ),
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['*.config.{ts,js}', '.storybook/main.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
