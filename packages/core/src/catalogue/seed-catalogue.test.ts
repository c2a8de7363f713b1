import { describe, expect, it } from 'vitest';
import { ENGINE_IDS, ISSUE_KEYS } from '@casino/contracts';
import { CATEGORY_TITLES, SEED_PROVIDERS, seedCategoryMembers, seedGameList } from './seed-catalogue.ts';

describe('seeded catalogue content', () => {
  const list = seedGameList();
  const members = seedCategoryMembers(list);

  it('has 150+ games with unique slugs and titles on the engines', () => {
    expect(list.length).toBeGreaterThanOrEqual(150);
    expect(new Set(list.map((g) => g.slug)).size).toBe(list.length);
    expect(new Set(list.map((g) => g.title)).size).toBe(list.length);
    for (const g of list) {
      expect(ENGINE_IDS).toContain(g.engineId);
      expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(g.rtp).toMatch(/^9[4-7]\.\d%$/);
    }
  });

  it('names a game after what it is: "Link" and "Jackpot" only on hold-and-link, fishing only on the arcade', () => {
    for (const g of list) {
      if (g.title.endsWith(' Link')) expect(g.engineId, g.title).toBe('golden-link');
      if (g.engineId === 'ocean-hunter') expect(g.title, g.slug).not.toMatch(/Spins$/);
      if (/Jackpot/.test(g.title)) expect(g.engineId, g.title).toBe('golden-link');
      if (/Fishing|Catch|Angler/.test(g.title)) expect(g.engineId, g.title).toBe('ocean-hunter');
    }
  });

  it('is the same on every run', () => {
    expect(seedGameList()).toEqual(list);
  });

  it('spreads games over ~10 providers', () => {
    expect(SEED_PROVIDERS).toHaveLength(10);
    const counts = new Map<number, number>();
    for (const g of list) counts.set(g.providerIndex, (counts.get(g.providerIndex) ?? 0) + 1);
    expect(counts.size).toBe(10);
    expect(Math.min(...counts.values())).toBeGreaterThanOrEqual(8);
  });

  it('fills every category of the spec, with titles in en and es, and only existing games', () => {
    const slugs = new Set(list.map((g) => g.slug));
    for (const key of ISSUE_KEYS) {
      expect(members[key].length, key).toBeGreaterThanOrEqual(6);
      expect(new Set(members[key]).size, key).toBe(members[key].length);
      expect(members[key].every((s) => slugs.has(s))).toBe(true);
      expect(CATEGORY_TITLES[key].en && CATEGORY_TITLES[key].es).toBeTruthy();
    }
    expect(members.allGames).toHaveLength(list.length);
    const engineOf = new Map(list.map((g) => [g.slug, g.engineId]));
    for (const key of ['jackpot', 'holdNLink', 'rapidLink'] as const)
      expect(
        members[key].every((s) => engineOf.get(s) === 'golden-link'),
        key,
      ).toBe(true);
    // The fishing and bonus-buy categories are their own engines, not skins of the slots.
    expect(members.fishing.every((s) => engineOf.get(s) === 'ocean-hunter')).toBe(true);
    expect(members.bonusBuyGames.every((s) => engineOf.get(s) === 'dragon-vault')).toBe(true);
  });
});
