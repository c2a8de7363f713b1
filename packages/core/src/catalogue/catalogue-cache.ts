import type { CachedCatalogue, Catalogue } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { buildCatalogue, toCachedCatalogue } from './build-catalogue.ts';
import { loadCatalogueSource, type CatalogueSource } from './catalogue-source.ts';

export interface CatalogueCacheOptions {
  /**
   * How long the loaded source is trusted. Changes made in this process invalidate at once; this bounds
   * how stale a change made elsewhere (ops CLI on PostgreSQL, another server) can be.
   */
  ttlMs?: number;
  /** Most restriction groups kept (least recently used dropped first). */
  maxGroups?: number;
  now?: () => number;
  /** Told after every invalidation (the server's guest page cache keys on the catalogue's version). */
  onInvalidate?: () => void;
}

interface GroupEntry {
  catalogue: Catalogue;
  cached: CachedCatalogue | null;
  /** Other per-group answers (the home payload), each with the time it was built. */
  memo: Map<string, { at: number; value: Promise<unknown> }>;
}

/**
 * In-memory cache of the catalogue source and of the assembled answer per restriction group. A group's
 * content depends only on the source and its restricted id set (its key is the hash of that set), so
 * changing a player's restrictions moves the player to another key and needs no invalidation.
 */
export function createCatalogueCache(options: CatalogueCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxGroups = options.maxGroups ?? 500;
  const now = options.now ?? Date.now;
  let source: { value: Promise<CatalogueSource>; loadedAt: number } | null = null;
  let groups = new Map<string, GroupEntry>();

  async function getSource(db: Db): Promise<CatalogueSource> {
    if (!source || now() - source.loadedAt > ttlMs) {
      const value = loadCatalogueSource(db);
      const entry = { value, loadedAt: now() };
      source = entry;
      groups = new Map();
      // A failed load must not stick.
      value.catch(() => {
        if (source === entry) source = null;
      });
    }
    return source.value;
  }

  function entry(src: CatalogueSource, groupKey: string, restricted: ReadonlySet<number>): GroupEntry {
    let found = groups.get(groupKey);
    if (found) {
      groups.delete(groupKey);
      groups.set(groupKey, found);
      return found;
    }
    found = { catalogue: buildCatalogue(src, groupKey, restricted), cached: null, memo: new Map() };
    groups.set(groupKey, found);
    if (groups.size > maxGroups) groups.delete(groups.keys().next().value!);
    return found;
  }

  return {
    getSource,
    async getCatalogue(db: Db, groupKey: string, restricted: ReadonlySet<number>): Promise<Catalogue> {
      const src = await getSource(db);
      return entry(src, groupKey, restricted).catalogue;
    },
    async getCached(db: Db, groupKey: string, restricted: ReadonlySet<number>): Promise<CachedCatalogue> {
      const src = await getSource(db);
      const e = entry(src, groupKey, restricted);
      e.cached ??= toCachedCatalogue(e.catalogue);
      return e.cached;
    },
    /** A per-group value built at most once per `ttlMs` (and again after invalidation). */
    async memo<T>(
      db: Db,
      group: { groupKey: string; restricted: ReadonlySet<number> },
      name: string,
      ttlMs: number,
      build: (source: CatalogueSource) => Promise<T>,
    ): Promise<T> {
      const src = await getSource(db);
      const e = entry(src, group.groupKey, group.restricted);
      const hit = e.memo.get(name);
      if (hit && now() - hit.at <= ttlMs) return hit.value as Promise<T>;
      const value = build(src);
      e.memo.set(name, { at: now(), value });
      value.catch(() => e.memo.delete(name));
      return value;
    },
    /** Call after changing catalogue content (games, categories, banners…). */
    invalidate() {
      source = null;
      groups = new Map();
      options.onInvalidate?.();
    },
    get groupCount() {
      return groups.size;
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
