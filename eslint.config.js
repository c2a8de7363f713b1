import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_MATH_RANDOM = {
  selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
  message: 'Use node:crypto or crypto.getRandomValues: ids, tokens and outcomes need crypto randomness.',
};

/** Dependency direction between workspaces and features, checked on import specifiers. */
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', NO_MATH_RANDOM],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': 'KEBAB_CASE' }],
    },
  },
  boundary(
    ['apps/web/**'],
    [
      {
        group: ['@casino/server', '@casino/server/*'],
        message: 'The web app reaches the server only over HTTP.',
      },
    ],
  ),
  // Later blocks replace the rule for their files, so the narrower ones repeat the wider patterns.
  // Web layers, one way down: root.tsx and routes → composition → features → components, lib.
  boundary(
    ['apps/web/app/components/**', 'apps/web/app/lib/**'],
    [
      {
        regex: '/features/|(^|/)composition/',
        message:
          'components/ and lib/ are below the features: take a feature widget as a prop or slot from the layout.',
      },
      {
        regex: '^(\\.\\./)+(root\\.tsx$|routes/)',
        message: 'components/ and lib/ must not import the routes; root data comes from lib/root-data.ts.',
      },
      {
        group: ['@casino/server', '@casino/server/*'],
        message: 'The web app reaches the server only over HTTP.',
      },
    ],
  ),
  boundary(
    ['apps/web/app/features/**'],
    [
      {
        // A feature is one flat folder: `../x` or a path through `features/` is another feature.
        regex: '^\\.\\./(?!\\.\\./)|/features/',
        message: 'Features must not import each other; share through app/lib or app/components.',
      },
      {
        regex: '^(\\.\\./)+(root\\.tsx$|routes/|composition/)',
        message:
          'Features must not import the app root, routes or app/composition: read root data with useRootData (lib/root-data.ts); app/composition registers modals and mounts roots.',
      },
      {
        group: ['@casino/server', '@casino/server/*'],
        message: 'The web app reaches the server only over HTTP.',
      },
    ],
  ),
  boundary(
    ['packages/**'],
    [{ group: ['@casino/server*', '@casino/web*'], message: 'Packages must not depend on apps.' }],
  ),
  boundary(
    ['packages/contracts/**'],
    [
      { group: ['@casino/server*', '@casino/web*'], message: 'Packages must not depend on apps.' },
      { group: ['@casino/core', '@casino/core/*'], message: 'Contracts stay free of the domain.' },
    ],
  ),
  {
    // `@casino/contracts/values` is what a page's first load imports: plain values, never zod (types are fine).
    files: ['packages/contracts/src/values/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@casino/server*', '@casino/web*'], message: 'Packages must not depend on apps.' },
            { group: ['@casino/core', '@casino/core/*'], message: 'Contracts stay free of the domain.' },
            {
              group: ['zod', 'zod/*'],
              message: "values/ is zod-free: it is in every page's first load. Put schemas beside it.",
            },
            {
              regex: '^\\.\\./(?!constants\\.ts$)',
              allowTypeImports: true,
              message:
                'values/ imports only values/ and constants.ts: the other contract modules build schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain reads time from the Clock its caller passes, so tests move a manual clock instead of
    // sleeping.
    files: ['packages/core/src/**/*.ts'],
    ignores: [
      'packages/core/src/**/*.test.ts',
      'packages/core/src/clock/clock.ts',
      'packages/core/src/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_MATH_RANDOM,
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take `now` (or the clock) from the caller: new Date() hides the time from tests.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Take `now` (or the clock) from the caller: Date.now() hides the time from tests.',
        },
      ],
    },
  },
  {
    // Route module names follow React Router's conventions ($params, +types).
    files: ['apps/web/app/routes/**', 'apps/web/app/root.tsx', 'apps/web/app/entry.*.tsx'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    // The integration project shares each worker's modules between files (isolate: false in
    // vitest.config.ts): a file must not mock modules or change the environment for the files after it.
    files: ['**/*.int.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'Integration files share their worker: build what differs through the factories instead.',
        })),
      ],
    },
  },
);
