import { createHash } from 'node:crypto';
import { encodeOnce } from '../http/shared-body.ts';

/** What a guest page shows that can change while the process runs; a bump makes every cached page stale. */
export type PageSource = 'catalogue' | 'offers' | 'promotions' | 'messages' | 'redirects';

/**
 * The version part of a guest page's cache key: the build id and one counter per source. The composition
 * root bumps a counter where that content changes (catalogue invalidation, promotionsPage update, …).
 */
export interface PageVersions {
  bump(source: PageSource): void;
  /** The build id and the counters as one string. */
  current(): string;
}

export function createPageVersions(buildId: string): PageVersions {
  const counters: Record<PageSource, number> = {
    catalogue: 0,
    offers: 0,
    promotions: 0,
    messages: 0,
    redirects: 0,
  };
  let current = '';
  const compose = () => {
    current = `${buildId}.${counters.catalogue}.${counters.offers}.${counters.promotions}.${counters.messages}.${counters.redirects}`;
  };
  compose();
  return {
    bump(source) {
      counters[source]++;
      compose();
    },
    current: () => current,
  };
}

/** A page as rendered once: the bytes in each encoding and the headers that go with them. */
export interface CachedPage {
  etag: string;
  /** Headers of the rendered response (content type…), set-cookie never among them. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The hash sources of the page's inline scripts and `<style>` elements (see sharedPagePolicy). */
  scriptHashes: string;
  styleHashes: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** One render for the cache: the HTML and its headers, or null when the answer is not a cacheable page. */
export type Render = () => Promise<{
  html: Buffer;
  headers: ReadonlyArray<readonly [string, string]>;
} | null>;

export interface PageCacheOptions {
  /** Bytes of all encodings of all pages kept (least recently used dropped first). */
  maxBytes?: number;
  /**
   * How long a page is served without rendering again. Changes made in this process bump a version at
   * once; this bounds what nobody bumps (another process's edits, offers that start or end with time).
   */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  page: CachedPage;
  bytes: number;
  filledAt: number;
}

/**
 * Guest pages by key (brand, host, path, versions), each filled by one render and compressed once.
 * Concurrent misses of one key share that render (single flight).
 */
export function createPageCache(options: PageCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  // Map order is the recency order: a hit moves its entry to the end.
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<CachedPage | null>>();
  let totalBytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function store(key: string, page: CachedPage) {
    drop(key);
    const bytes = page.raw.length + page.gzip.length + page.br.length;
    if (bytes > maxBytes) return;
    entries.set(key, { page, bytes, filledAt: now() });
    totalBytes += bytes;
    for (const oldest of entries.keys()) {
      if (totalBytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    get(key: string): CachedPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() - entry.filledAt > maxAgeMs) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },

    /** The page for `key`, rendering it once however many requests ask at the same time. */
    fill(key: string, render: Render): Promise<CachedPage | null> {
      const pending = filling.get(key);
      if (pending) return pending;
      const done = (async () => {
        const rendered = await render();
        if (!rendered) return null;
        const page = await encode(rendered.html, rendered.headers);
        store(key, page);
        return page;
      })().finally(() => filling.delete(key));
      filling.set(key, done);
      return done;
    },

    clear() {
      entries.clear();
      totalBytes = 0;
    },

    get size() {
      return entries.size;
    },
    get bytes() {
      return totalBytes;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

async function encode(html: Buffer, headers: CachedPage['headers']): Promise<CachedPage> {
  const { etag, raw, gzip, br } = await encodeOnce(html);
  return {
    etag,
    headers,
    scriptHashes: inlineHashes(html.toString('utf8'), 'script'),
    styleHashes: inlineHashes(html.toString('utf8'), 'style'),
    raw,
    gzip,
    br,
  };
}

/**
 * `'sha256-…'` sources for every inline script (or `<style>` element) of the page: the browser hashes the
 * text exactly as it stands between the tags, so these allow those and nothing injected beside them.
 */
export function inlineHashes(html: string, tag: 'script' | 'style'): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)<\\/${tag}>`, 'gi'))) {
    if (/\ssrc\s*=/i.test(match[1]!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes].join(' ');
}

/**
 * The CSP of a shared page: the policy helmet wrote for this response, with its nonce (which the shared
 * HTML cannot carry) replaced by the page's own hashes, scripts' in script-src and styles' in style-src.
 */
export function sharedPagePolicy(policy: string, nonce: string, page: CachedPage): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      const hashes = name === 'script-src' ? page.scriptHashes : name === 'style-src' ? page.styleHashes : '';
      return directive.replace(` 'nonce-${nonce}'`, hashes ? ` ${hashes}` : '');
    })
    .join(';');
}
