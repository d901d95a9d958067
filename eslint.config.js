import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Who may import whom (DESIGN.md §2): a lint error, so the architecture cannot drift. */
const ours = (...roots) => roots.flatMap((r) => [`**/${r}/**`, `**/${r}`]);
const rule = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

/**
 * The web app's inner borders (src/web/kit/README.md): each import is resolved against the importing
 * file's own place, which `no-restricted-imports` cannot see.
 */
const webRoot = path.resolve(import.meta.dirname, 'src/web');
const featuresRoot = path.join(webRoot, 'features');
/** The area of src/web a file lies in ('kit', 'app', …), and for a feature its name. */
function placeOf(file) {
  const relative = path.relative(webRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [area, feature] = relative.split(path.sep);
  return { area, feature: area === 'features' ? feature : undefined };
}
/** The file or folder a relative import names, or null for a package. */
function targetOf(context, specifier) {
  return specifier.startsWith('.') ? path.resolve(path.dirname(context.filename), specifier) : null;
}
/** Calls `check` with every import, re-export and dynamic import of a literal path. */
function onImports(check) {
  const source = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    ImportExpression: source,
  };
}
/** What each shared place of src/web may not import. */
const sharedPlaceBorders = {
  kit: ['features', 'app', 'session', 'lookups', 'domain', 'invoiceRow'],
  api: ['features', 'app'],
  session: ['features', 'app'],
  lookups: ['features', 'app'],
  domain: ['features', 'app'],
  invoiceRow: ['features', 'app'],
};
const webBoundaries = {
  rules: {
    'kit-knows-no-business': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          business:
            '{{area}}/ imports no {{target}}/: the kit knows no business, and the shared places (api, session, lookups, domain, invoiceRow) serve features without depending on one (src/web/kit/README.md).',
        },
      },
      create(context) {
        const area = placeOf(context.filename)?.area;
        const forbidden = sharedPlaceBorders[area];
        if (!forbidden) return {};
        return onImports((node, specifier) => {
          const target = targetOf(context, specifier);
          const place = target && placeOf(target);
          // A type read from the store (session's AppDispatch) couples nothing at run time.
          const typeOnly = node.parent?.importKind === 'type';
          if (place && forbidden.includes(place.area) && !(typeOnly && area !== 'kit')) {
            context.report({ node, messageId: 'business', data: { area, target: place.area } });
          }
        });
      },
    },
    'feature-public-entry': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          deep: "A feature imports another only through its public entry: import '{{entry}}' (features/{{feature}}/index.ts, or shared.ts for a piece that is not a screen), or move the shared piece to the kit or src/web/domain.",
        },
      },
      create(context) {
        const own = placeOf(context.filename)?.feature;
        if (own === undefined) return {};
        return onImports((node, specifier) => {
          const target = targetOf(context, specifier);
          const place = target && placeOf(target);
          if (!place?.feature || place.feature === own) return;
          const entry = path.join(featuresRoot, place.feature);
          if (target === entry || /^(index|shared)(\.tsx?)?$/.test(path.relative(entry, target))) return;
          const relativeEntry = path.relative(path.dirname(context.filename), entry);
          context.report({
            node,
            messageId: 'deep',
            data: { entry: relativeEntry, feature: place.feature },
          });
        });
      },
    },
  },
};

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
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: { 'web/kit-knows-no-business': 'error', 'web/feature-public-entry': 'error' },
  },
  {
    // No import cycles anywhere in the code (type-only imports aside: they vanish at build time).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  prettier,
);
