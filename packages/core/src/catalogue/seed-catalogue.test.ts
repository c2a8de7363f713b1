import { describe, expect, it } from 'vitest';
import { ENGINE_IDS, ISSUE_KEYS } from '@casino/contracts';
import { themeArt } from '@casino/art';
import {
  CATEGORY_TITLES,
  gameShows,
  SEED_PROVIDERS,
  seedCategoryMembers,
  seedGameList,
  wordFits,
} from './seed-catalogue.ts';

/**
 * Title words that name no thing to draw: moods, colours, places and the suffixes. Any other word must be one
 * its theme draws (`words`, a picture; `scene`, its background), so a new noun fails here until it is drawn.
 */
const NAMES_NOTHING = new Set(
  (
    'juicy fruity sizzling lucky classic sweet super ancient golden eternal hidden sacred royal lost wild roaring ' +
    'savage emerald untamed mighty safari deep sunken big tidal blue reel salty catch angler fishing trip lagoon ' +
    'cosmic galactic stellar nova orbit astro quantum voyage blazing fiery burning scorching molten wilds mega ' +
    'rich gold grand jackpot riches dusty frontier rodeo gold rush showdown enchanted mystic starlit spellbound ' +
    'arcane midnight spells fortune jade red prosperity happy dancing festival blitz treasures quest spins frenzy link'
  ).split(' '),
);

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

  it('names in a title only what its game shows: its symbols, their emblems or its scene', () => {
    for (const g of list) {
      const art = themeArt(g.theme);
      const shows = gameShows(g.engineId, g.theme);
      let rest = ` ${g.title.toLowerCase()} `;
      const named = [...Object.keys(art.words), ...art.scene].sort((a, b) => b.length - a.length);
      for (const word of named) {
        if (!rest.includes(` ${word} `)) continue;
        const ok = art.scene.includes(word) ? shows.scene : shows.pictures.has(art.words[word]!);
        expect(ok, `${g.title} (${g.engineId}, ${g.theme}) names ${word}`).toBe(true);
        rest = rest.replace(` ${word} `, ' ');
      }
      for (const word of rest.split(' ').filter((w) => w && !/^\d+$/.test(w)))
        expect(NAMES_NOTHING.has(word), `${g.title}: is "${word}" drawn in ${g.theme}?`).toBe(true);
    }
  });

  it('tells a word that names a missing picture: no cherries on the fruit hold-and-link, melons on all', () => {
    expect(wordFits('Cherry', 'golden-link', 'fruits')).toBe(false);
    expect(wordFits('Cherry', 'triple-sevens', 'fruits')).toBe(true);
    expect(gameShows('triple-sevens', 'fruits').pictures.has('melon')).toBe(true);
    expect(gameShows('golden-link', 'fruits').pictures.has('melon')).toBe(true);
    // The arcade draws its own creatures on open water: sharks and octopuses, but no reef and no treasure chest.
    expect(wordFits('Shark', 'ocean-hunter', 'ocean')).toBe(true);
    expect(wordFits('Octopus', 'ocean-hunter', 'ocean')).toBe(true);
    expect(gameShows('ocean-hunter', 'ocean').pictures).toEqual(
      new Set(['clownfish', 'pufferfish', 'turtle', 'octopus', 'shark', 'whale', 'dragon']),
    );
    expect(wordFits('Reef', 'ocean-hunter', 'ocean')).toBe(false);
    expect(wordFits('Reef', 'golden-link', 'ocean')).toBe(true);
    expect(wordFits('Treasure', 'ocean-hunter', 'ocean')).toBe(false);
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
