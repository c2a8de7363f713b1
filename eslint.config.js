import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_MATH_RANDOM = {
  selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
  message: 'Use node:crypto or crypto.getRandomValues: ids, tokens and outcomes need crypto randomness.',
};

/** Dependency direction between workspaces, checked on package specifiers (layers inside a package: LAYERS). */
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * The engagement features' core folders: above the engine, below the composition. Every other core folder
 * that is not platform, engine or composition is the house they stand on (accounts, money, protection,
 * catalogue, offers…).
 */
const CORE_FEATURES = [
  'adventure-map',
  'bingo',
  'bonus-offer',
  'daily-chests',
  'daily-login',
  'daily-wheel',
  'deposit-streak',
  'email-lottery',
  'fortune-investment',
  'funmachine',
  'funmeter',
  'magic-box',
  'mini-game-slot',
  'piggy-bank',
  'prize-drops',
  'quests',
  'rank-league',
  'referral',
  'scratch-cards',
  'season',
  'tournaments',
];

/**
 * A layer is a folder (an element) or a file beside others (a file category) of the same name: `layer(a, b)`
 * selects either.
 */
const layer = (...names) =>
  names.flatMap((name) => [{ element: { type: name } }, { file: { categories: name } }]);
const folder = (type, name) => ({ element: { type, captured: { name } } });
const inFolder = (type, name, path) => ({ element: { type, captured: { name }, fileInternalPath: path } });
/** Files of `from` may import `to`. */
const may = (from, to) => ({ from, allow: { to } });

/**
 * Layers inside each package, one way down, for `import`, `export … from` and `import()` alike
 * (docs/architecture.md, "Layers"). A file may import its own folder; what is not allowed here is an error.
 */
const LAYERS = {
  files: ['apps/web/app/**', 'apps/server/src/**', 'packages/core/src/**'],
  ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'apps/web/app/dom-test-setup.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/ignore': ['**/*.test.{ts,tsx}', '**/testing/**'],
    'boundaries/elements': [
      // Web: root.tsx and routes → composition → features → lib, components (the platform); the back-office
      // screens sit under routes.
      { type: 'web-root', pattern: 'apps/web/app/routes' },
      { type: 'web-composition', pattern: 'apps/web/app/composition' },
      { type: 'web-feature', pattern: 'apps/web/app/features/*', capture: ['name'] },
      { type: 'web-backoffice', pattern: 'apps/web/app/backoffice' },
      { type: 'web-platform', pattern: 'apps/web/app/{lib,components,i18n,brands,styles}' },
      // Server: services.ts, app.ts, main.ts and the ops CLI compose; routes, jobs and the SSR host stand on
      // the platform (plugins, http, realtime, config).
      { type: 'server-root', pattern: 'apps/server/src/cli' },
      { type: 'server-route', pattern: 'apps/server/src/routes/*', capture: ['name'] },
      { type: 'server-job', pattern: 'apps/server/src/jobs' },
      { type: 'server-ssr', pattern: 'apps/server/src/web' },
      { type: 'server-platform', pattern: 'apps/server/src/{plugins,http,realtime,types}' },
      // Core: platform → house → engine → features → composition.
      { type: 'core-platform', pattern: 'packages/core/src/{db,clock,messaging,realtime,redirects}' },
      { type: 'core-engine', pattern: 'packages/core/src/engagement' },
      { type: 'core-composition', pattern: 'packages/core/src/{app,seed}', capture: ['name'] },
      { type: 'core-feature', pattern: `packages/core/src/{${CORE_FEATURES.join(',')}}`, capture: ['name'] },
      { type: 'core-house', pattern: 'packages/core/src/*', capture: ['name'] },
    ].map((descriptor) => ({ ...descriptor, partialMatch: false })),
    'boundaries/files': [
      { category: 'web-root', pattern: 'apps/web/app/{root.tsx,routes.ts,entry.*}' },
      { category: 'server-services', pattern: 'apps/server/src/services.ts' },
      { category: 'server-root', pattern: 'apps/server/src/{app,main}.ts' },
      { category: 'server-route', pattern: 'apps/server/src/routes/*.ts' },
      { category: 'server-platform', pattern: 'apps/server/src/{config,redis}.ts' },
      { category: 'core-platform', pattern: 'packages/core/src/errors.ts' },
      { category: 'core-composition', pattern: 'packages/core/src/{index,features}.ts' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          '{{from.element.types.[0]}}{{from.file.categories.[0]}}{{#if from.element.captured.name}} "{{from.element.captured.name}}"{{/if}} must not import {{to.element.types.[0]}}{{to.file.categories.[0]}}{{#if to.element.captured.name}} "{{to.element.captured.name}}"{{/if}}: the layers run one way ("Layers" in docs/architecture.md).',
        policies: [
          { allow: { dependency: { relationship: { to: 'internal' } } } },

          may(
            layer('web-root'),
            layer('web-root', 'web-composition', 'web-feature', 'web-backoffice', 'web-platform'),
          ),
          may(layer('web-composition'), layer('web-feature', 'web-platform')),
          may(layer('web-feature', 'web-backoffice', 'web-platform'), layer('web-platform')),

          may(
            layer('server-services', 'server-root'),
            layer(
              'server-services',
              'server-root',
              'server-route',
              'server-job',
              'server-ssr',
              'server-platform',
            ),
          ),
          may(layer('server-route', 'server-job', 'server-ssr', 'server-platform'), layer('server-platform')),
          may(layer('server-job'), layer('server-job')),
          // Route plugins take `Pick<Services, …>`: the type, never the built services.
          {
            from: layer('server-route'),
            allow: { to: layer('server-services'), dependency: { kind: 'type' } },
          },
          // Named exceptions between route folders, each with its reason:
          // every operator write in any area is audited through the back-office's one helper;
          may(layer('server-route'), inFolder('server-route', 'backoffice', 'audit.ts')),
          // the connection data names the support-chat rooms a player may join;
          may(
            folder('server-route', 'realtime'),
            inFolder('server-route', 'support-chat', 'chat-identity.ts'),
          ),
          // agents send images through the players' own upload (one image check);
          may(
            folder('server-route', 'backoffice'),
            inFolder('server-route', 'support-chat', 'support-chat-routes.ts'),
          ),
          // the operator's "verify now" runs the checkpoint job's own check.
          may(folder('server-route', 'backoffice'), {
            element: { type: 'server-job', fileInternalPath: 'audit-checkpoint.ts' },
          }),

          may(layer('core-platform'), layer('core-platform')),
          may(layer('core-house'), layer('core-platform', 'core-house')),
          // The money path records activity in its own transaction (the outbox's write side); the engine
          // dispatches it later.
          may(layer('core-house'), { element: { type: 'core-engine', fileInternalPath: 'activity.ts' } }),
          // Hosts (promotions, web push, the cashier, the back-office) iterate the registered feature modules
          // through the engine's list, naming none.
          may(layer('core-house'), {
            element: { type: 'core-engine', fileInternalPath: '{feature-module,feature-flags}.ts' },
          }),
          // Offers, the cashier and the profile decide on the player's state, read once per request.
          may(layer('core-house'), inFolder('core-composition', 'app', 'load-player-state.ts')),
          may(layer('core-engine'), layer('core-platform', 'core-house')),
          may(layer('core-feature'), layer('core-platform', 'core-house', 'core-engine')),
          // Named exceptions between features, each with its reason:
          // the wheel and the chests answer the spec's one bonus-offer call (architecture.md (f));
          may(folder('core-feature', 'bonus-offer'), [
            folder('core-feature', 'daily-wheel'),
            folder('core-feature', 'daily-chests'),
          ]),
          // the fun machine shows the adventure map, and the slot spends the fun meter's chances (h);
          may(folder('core-feature', 'funmachine'), folder('core-feature', 'adventure-map')),
          may(folder('core-feature', 'mini-game-slot'), folder('core-feature', 'funmeter')),
          // the magic box is a scratch card bought with a purchase;
          may(folder('core-feature', 'magic-box'), folder('core-feature', 'scratch-cards')),
          may(
            layer('core-composition'),
            layer('core-platform', 'core-house', 'core-engine', 'core-feature', 'core-composition'),
          ),
        ],
      },
    ],
  },
};

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
  LAYERS,
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
    // Issue #29: a screen reads server data through the one data layer (useApiQuery/useBoQuery, ADR 0018),
    // which caches, cancels and retries; a fetch in an effect with its own abort is a hand-written store.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/query/**', 'apps/web/app/lib/http/**', 'apps/web/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_MATH_RANDOM,
        {
          selector: "NewExpression[callee.name='AbortController']",
          message:
            'Read server data through useApiQuery/useBoQuery (ADR 0018): the query layer cancels its own reads.',
        },
        {
          // A feature's loaders are named fetchX (fetchPrizeDrops, fetchChatState). Method calls are not
          // matched: in this app's effects they are stores' getters (getState), never loaders.
          selector:
            "CallExpression[callee.name='useEffect'] CallExpression:matches([callee.name='boGet'], [callee.name=/^fetch[A-Z]/], [callee.object.name='http'][callee.property.name='get'])",
          message: 'Read server data through useApiQuery/useBoQuery (ADR 0018), not a fetch in an effect.',
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
    // The integration project and the node unit project share each worker's modules between files (isolate:
    // false in vitest.config.ts): a file must not mock modules or change the environment for the files after it.
    files: ['**/*.int.test.ts', 'packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'These test files share their worker: build what differs through the factories instead.',
        })),
      ],
    },
  },
);
