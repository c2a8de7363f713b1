// `@casino/contracts/values`: the contracts' plain values and functions, never zod. Code in a page's first
// load (the shell, apps/web/vite.config.ts) imports its runtime values from here; schemas stay in the modules
// of `@casino/contracts`, with the API modules that parse with them.
export * from '../constants.ts';
export * from './app-init.ts';
export * from './brands.ts';
export * from './catalogue.ts';
export * from './game-mode.ts';
export * from './i18n.ts';
export * from './localized-text.ts';
export * from './promotions.ts';
export * from './auth.ts';
export * from './self-exclusion.ts';
export * from './winners.ts';
export * from './rewards.ts';
