import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchesEtag, pickEncoding } from '../http/shared-body.ts';
import {
  createPageCache,
  createPageVersions,
  inlineHashes,
  sharedPagePolicy,
  type CachedPage,
  type Render,
} from './page-cache.ts';

const html = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text}</body></html>`);
const renderOf =
  (text: string): Render =>
  async () => ({
    html: html(text),
    headers: [['content-type', 'text/html; charset=utf-8']],
  });

describe('page versions', () => {
  it('change with the build id and with every bump', () => {
    const versions = createPageVersions('build-1');
    const seen = new Set([versions.current(), createPageVersions('build-2').current()]);
    expect(seen.size).toBe(2);
    for (const source of ['catalogue', 'offers', 'promotions', 'messages', 'redirects'] as const) {
      versions.bump(source);
      expect(seen.has(versions.current())).toBe(false);
      seen.add(versions.current());
    }
  });
});

describe('the page cache', () => {
  it('renders a key once and serves the same bytes, compressed once, after', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render: Render = async () => {
      renders++;
      return renderOf('lobby')();
    };
    const first = await cache.fill('k', render);
    expect(first).not.toBeNull();
    expect(cache.get('k')).toBe(first);
    expect(renders).toBe(1);
    expect(first!.raw.toString()).toContain('lobby');
    expect(gunzipSync(first!.gzip)).toEqual(first!.raw);
    expect(brotliDecompressSync(first!.br)).toEqual(first!.raw);
    expect(first!.headers).toEqual([['content-type', 'text/html; charset=utf-8']]);
  });

  it('shares one render between concurrent misses of a key', async () => {
    const cache = createPageCache();
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const render: Render = async () => {
      renders++;
      await gate;
      return renderOf('home')();
    };
    const pages = Promise.all([cache.fill('k', render), cache.fill('k', render), cache.fill('k', render)]);
    finish();
    const [a, b, c] = await pages;
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('keeps nothing when the render is not a cacheable page, and renders again next time', async () => {
    const cache = createPageCache();
    expect(await cache.fill('k', async () => null)).toBeNull();
    expect(cache.get('k')).toBeNull();
    expect(await cache.fill('k', renderOf('now'))).not.toBeNull();
  });

  it('lets a failed render fail, and does not keep the failure', async () => {
    const cache = createPageCache();
    await expect(cache.fill('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.fill('k', renderOf('after'))).not.toBeNull();
  });

  it('drops the least recently used pages past its byte budget', async () => {
    const one = await createPageCache().fill('x', renderOf('a'.repeat(2000)));
    const size = one!.raw.length + one!.gzip.length + one!.br.length;
    const cache = createPageCache({ maxBytes: size * 2 + size / 2 });
    await cache.fill('a', renderOf('a'.repeat(2000)));
    await cache.fill('b', renderOf('a'.repeat(2000)));
    cache.get('a'); // a is now more recent than b
    await cache.fill('c', renderOf('a'.repeat(2000)));
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
    expect(cache.bytes).toBeLessThanOrEqual(size * 2 + size / 2);
  });

  it('renders again once a page is older than its max age', async () => {
    let clock = 0;
    const cache = createPageCache({ maxAgeMs: 1000, now: () => clock });
    await cache.fill('k', renderOf('old'));
    clock = 1000;
    expect(cache.get('k')).not.toBeNull();
    clock = 1001;
    expect(cache.get('k')).toBeNull();
  });

  it('forgets everything on clear (a version bump)', async () => {
    const cache = createPageCache();
    await cache.fill('k', renderOf('page'));
    cache.clear();
    expect(cache.get('k')).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it('gives equal pages equal ETags and different pages different ones', async () => {
    const cache = createPageCache();
    const a = await cache.fill('a', renderOf('same'));
    const b = await cache.fill('b', renderOf('same'));
    const c = await cache.fill('c', renderOf('other'));
    expect(a!.etag).toBe(b!.etag);
    expect(a!.etag).not.toBe(c!.etag);
    expect(a!.etag).toMatch(/^W\/".+"$/);
  });
});

describe('conditional requests', () => {
  it('match the ETag weakly, in a list, or any', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe('encoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
  });
});

describe('inline script hashes', () => {
  it('hash the text of inline scripts only, as the browser does', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const page =
      '<script>window.a=1</script><script type="module">import "/x.js";</script>' +
      '<script src="/assets/app.js"></script><script>window.a=1</script>';
    expect(inlineHashes(page, 'script')).toBe(`${sha('window.a=1')} ${sha('import "/x.js";')}`);
    expect(inlineHashes(`${page}<style>a{color:red}</style>`, 'style')).toBe(sha('a{color:red}'));
  });

  it("take the nonce's place in the shared page's policy, each kind in its own directive", () => {
    const policy =
      "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'nonce-abc';style-src-attr 'unsafe-inline'";
    const page = { scriptHashes: "'sha256-s'", styleHashes: '' } as CachedPage;
    expect(sharedPagePolicy(policy, 'abc', page)).toBe(
      "default-src 'self';script-src 'self' 'sha256-s';style-src 'self';style-src-attr 'unsafe-inline'",
    );
    expect(sharedPagePolicy(policy, 'abc', { ...page, styleHashes: "'sha256-t'" })).toContain(
      "style-src 'self' 'sha256-t';",
    );
  });
});
