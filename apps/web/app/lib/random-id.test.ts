import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRandomId } from './random-id.ts';

describe('newRandomId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is 32 hex characters, new each time', () => {
    const ids = new Set(Array.from({ length: 100 }, newRandomId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('works where crypto.randomUUID does not exist (a page on a plain-http origin)', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(newRandomId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
