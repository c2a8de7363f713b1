/**
 * Setup of the unit test project (vitest.config.ts). Tests wait for states (`waitFor`, `findBy…`); the
 * timeout is only when they give up. Testing Library's default of 1 s is shorter than one render takes on
 * a loaded shared 2-core machine, so a correct test failed there; give up after 10 s instead.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
  // The tab's query cache is a module: each test starts from an empty one, as a new page would.
  const { afterEach } = await import('vitest');
  const { clearQueryCache } = await import('./lib/query/api-query.ts');
  afterEach(clearQueryCache);
}

// A module, so the await above is top-level.
export {};
