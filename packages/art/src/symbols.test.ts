import { GAME_DEFINITIONS } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import {
  pictureForTitle,
  picturesNamed,
  picturesShown,
  pictureOf,
  symbolClass,
  symbolSvg,
  SYMBOL_RANK,
  THEME_ART,
  themeArt,
} from './symbols.ts';

const THEMES = Object.keys(THEME_ART);

describe('theme art', () => {
  it('has the ten catalogue themes, each with at least seven distinct pictures', () => {
    expect(THEMES).toEqual([
      'fruits',
      'egypt',
      'jungle',
      'ocean',
      'space',
      'fire',
      'gold',
      'west',
      'magic',
      'lucky',
    ]);
    for (const key of THEMES) {
      const pictures = Object.values(themeArt(key).pictures);
      expect(pictures.length).toBeGreaterThanOrEqual(7);
      expect(new Set(pictures).size).toBe(pictures.length);
    }
  });

  it('draws every symbol of every engine, each a different drawing within a game', () => {
    for (const game of Object.values(GAME_DEFINITIONS))
      for (const theme of THEMES) {
        const drawn = game.symbols.filter((id) => id !== 'blank').map((id) => symbolSvg(theme, id));
        for (const svg of drawn) expect(svg.length).toBeGreaterThan(40);
        expect(new Set(drawn).size, `${game.id} in ${theme}`).toBe(drawn.length);
        // Paying pictures come from the table, not from the fallback.
        for (const id of game.symbols)
          if (symbolClass(id) === 'high') expect(SYMBOL_RANK[id], id).toBeDefined();
      }
  });

  it("gives each theme its own symbols: no theme reuses another one's picture", () => {
    const seen = new Map<string, string>();
    for (const theme of THEMES)
      for (const id of Object.keys(SYMBOL_RANK)) {
        const svg = symbolSvg(theme, id);
        const owner = seen.get(svg);
        if (owner) expect(owner, `${id}`).toBe(theme);
        seen.set(svg, theme);
      }
  });

  it('maps the classic fruit machine literally in the fruit theme: a lemon is a lemon', () => {
    const fruits = themeArt('fruits');
    for (const id of ['seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'])
      expect(pictureOf(fruits, id)).toBe(id);
    expect(symbolSvg('fruits', 'lemon')).toBe(fruits.pictures.lemon);
  });

  it('takes high symbols in rank order and marks wild, scatter and coin', () => {
    const egypt = themeArt('egypt');
    expect(['tiger', 'snake', 'parrot', 'frog'].map((id) => pictureOf(egypt, id))).toEqual([
      'pharaoh',
      'scarab',
      'eye',
      'ankh',
    ]);
    expect(symbolSvg('egypt', 'wild')).toContain('>WILD<');
    expect(symbolSvg('egypt', 'scatter')).toContain('>SCATTER<');
    expect(symbolSvg('egypt', 'coin')).toContain(egypt.pictures.ankh);
    expect(symbolSvg('egypt', 'ace')).toContain('>A<');
    expect(symbolSvg('egypt', 'blank')).toBe('');
    expect(symbolClass('queen')).toBe('low');
    expect(symbolClass('tiger')).toBe('high');
  });

  it('falls back to the fruit art for an unknown theme and to a stable picture for an unknown symbol', () => {
    expect(themeArt('no-such-theme').key).toBe('fruits');
    expect(symbolSvg('ocean', 'mystery')).toBe(symbolSvg('ocean', 'mystery'));
    expect(symbolClass('mystery')).toBe('high');
  });

  it('finds the picture a title names, the noun first', () => {
    expect(pictureForTitle(themeArt('fruits'), 'Juicy Lemons')).toBe('lemon');
    expect(pictureForTitle(themeArt('fruits'), 'Cherry Sevens')).toBe('seven');
    expect(pictureForTitle(themeArt('ocean'), 'Shark Frenzy')).toBe('shark');
    expect(pictureForTitle(themeArt('space'), 'Orbit Planets')).toBe('planet');
    // A phrase is one name: the dragon pearl is a pearl, and the lucky theme draws no dragon.
    expect(picturesNamed(themeArt('lucky'), 'Dragon Pearl Blitz')).toEqual(['pearl']);
    expect(picturesNamed(themeArt('fruits'), 'Cherry Bells')).toEqual(['cherry', 'bell']);
    expect(pictureForTitle(themeArt('gold'), 'Nothing Here')).toBeNull();
  });

  it('tells which pictures a game shows: its paying symbols and the emblems of its specials', () => {
    expect([...picturesShown('fruits', ['wild', 'seven', 'bar', 'cherry'])].sort()).toEqual([
      'bar',
      'cherry',
      'melon',
      'seven',
    ]);
    expect([...picturesShown('egypt', ['coin', 'ingot', 'ace', 'blank'])].sort()).toEqual([
      'ankh',
      'pharaoh',
    ]);
  });

  it('writes well-formed markup: no attribute twice on one element', () => {
    for (const theme of THEMES) {
      const all = [
        ...Object.values(themeArt(theme).pictures),
        ...['wild', 'scatter', 'coin', 'ace', 'ten'].map((id) => symbolSvg(theme, id)),
        themeArt(theme).background(600, 800),
      ].join('');
      for (const tag of all.match(/<[a-z][^>]*>/gi) ?? []) {
        const names = [...tag.matchAll(/\s([a-z-]+)="/gi)].map((m) => m[1]);
        expect(new Set(names).size, tag).toBe(names.length);
      }
    }
  });
});
