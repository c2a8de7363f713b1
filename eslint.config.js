import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = 'apps/web/app/features';
const featureNames = existsSync(FEATURES)
  ? readdirSync(FEATURES, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

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
    plugins: { 'check-file': checkFile, 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message:
            'Use node:crypto or crypto.getRandomValues: ids, tokens and outcomes need crypto randomness.',
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': 'KEBAB_CASE' }],
      // Features meet in routes and shared code; they never reach into each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureNames.map((name) => ({
              target: `./${FEATURES}/${name}`,
              from: `./${FEATURES}`,
              except: [`./${name}`],
              message: 'Features must not import each other; share through app/lib or app/components.',
            })),
            { target: './packages', from: './apps', message: 'Packages must not depend on apps.' },
            {
              target: './packages/contracts',
              from: './packages/core',
              message: 'Contracts stay free of the domain.',
            },
            {
              target: './apps/web/app',
              from: './apps/server',
              message: 'The web app reaches the server only over HTTP or the load context.',
            },
          ],
        },
      ],
    },
  },
  {
    // Route module names follow React Router's conventions ($params, +types).
    files: ['apps/web/app/routes/**', 'apps/web/app/root.tsx', 'apps/web/app/entry.*.tsx'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
);
