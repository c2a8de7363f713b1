import type { ThemeArt } from './theme.ts';
import { egypt } from './themes/egypt.ts';
import { fire } from './themes/fire.ts';
import { fruits } from './themes/fruits.ts';
import { gold } from './themes/gold.ts';
import { jungle } from './themes/jungle.ts';
import { lucky } from './themes/lucky.ts';
import { magic } from './themes/magic.ts';
import { ocean } from './themes/ocean.ts';
import { space } from './themes/space.ts';
import { west } from './themes/west.ts';
import { FONT_SANS, grad, INK, label, path, place, circle } from './svg.ts';

/** Every theme's art, by the catalogue's theme key. */
export const THEME_ART: Readonly<Record<string, ThemeArt>> = Object.fromEntries(
  [fruits, egypt, jungle, ocean, space, fire, gold, west, magic, lucky].map((t) => [t.key, t]),
);

/** The art of a theme key; an unknown key (a game added before its theme had art) draws as fruits. */
export const themeArt = (key: string): ThemeArt => THEME_ART[key] ?? fruits;

/**
 * Where each engine's paying symbols sit in value, best first: the n-th takes the theme's n-th picture.
 * One table for every engine, so a new engine's symbols are drawn by adding their ranks here.
 */
export const SYMBOL_RANK: Readonly<Record<string, number>> = {
  // triple-sevens (classic 3×3)
  seven: 0,
  bar: 1,
  bell: 2,
  plum: 3,
  orange: 4,
  lemon: 5,
  cherry: 6,
  // jungle-quest (video slot)
  tiger: 0,
  snake: 1,
  parrot: 2,
  frog: 3,
  // golden-link (hold and link); dragon-vault adds its dragon
  ingot: 0,
  koi: 1,
  lantern: 2,
  dragon: 3,
};

/** The low symbols: card ranks. */
export const ROYALS: Readonly<Record<string, string>> = {
  ace: 'A',
  king: 'K',
  queen: 'Q',
  jack: 'J',
  ten: '10',
};

/** Which kind of drawing a symbol id is: the paytable and tests read this too. */
export type SymbolClass = 'high' | 'low' | 'wild' | 'scatter' | 'coin' | 'blank';

export function symbolClass(id: string): SymbolClass {
  if (id === 'wild' || id === 'scatter' || id === 'coin' || id === 'blank') return id;
  return id in ROYALS ? 'low' : 'high';
}

/** The picture name a paying symbol shows in a theme (stable for unknown ids too). */
export function pictureOf(theme: ThemeArt, id: string): string {
  const names = Object.keys(theme.pictures);
  const rank = SYMBOL_RANK[id] ?? [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  return names[rank % names.length]!;
}

const wild = (theme: ThemeArt) =>
  `${path('M50 2 L94 22 V58 C94 78 72 92 50 98 C28 92 6 78 6 58 V22Z', grad('dark'), `stroke="url(#ta-gold)" stroke-width="5"`)}${place(theme.pictures[theme.emblems.wild]!, 20, 8, 60)}${path('M0 60 H100 L94 72 L100 84 H0 L6 72Z', grad('red'), `stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"`)}${label('WILD', 80, 22, grad('gold'), { font: FONT_SANS, outline: 3 })}`;

const scatter = (theme: ThemeArt) => {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const p = (r: number, da: number) =>
      `${(50 + Math.cos(a + da) * r).toFixed(1)} ${(44 + Math.sin(a + da) * r).toFixed(1)}`;
    return `M${p(30, -0.12)} L${p(46, 0)} L${p(30, 0.12)}Z`;
  }).join(' ');
  return `${path(rays, grad('yellow'), `stroke="${INK}" stroke-width="1.5"`)}${circle(50, 44, 32, grad('purple'), `stroke="url(#ta-gold)" stroke-width="4"`)}${place(theme.pictures[theme.emblems.scatter]!, 24, 18, 52)}${label('SCATTER', 95, 17, grad('yellow'), { outline: 3.5 })}`;
};

const coin = (theme: ThemeArt) =>
  `${circle(50, 50, 44, grad('golddeep'), `stroke="#7a4a00" stroke-width="3"`)}${circle(50, 50, 34, grad('gold'), `stroke="#b57a00" stroke-width="2"`)}<g opacity=".9">${place(theme.pictures[theme.emblems.coin]!, 26, 26, 48)}</g>`;

const royal = (theme: ThemeArt, id: string) => {
  const rank = ROYALS[id]!;
  const fill = theme.royals.fills[Object.keys(ROYALS).indexOf(id)]!;
  return label(rank, 74, rank.length > 1 ? 52 : 68, grad(fill), { font: theme.royals.font, outline: 6 });
};

/**
 * The drawing of one symbol of a theme: 100×100 markup reading the shared gradients. Wilds, scatters and
 * coins carry the theme's emblem and say what they are; low symbols are card ranks in the theme's font.
 */
export function symbolSvg(themeKey: string, id: string): string {
  const theme = themeArt(themeKey);
  switch (symbolClass(id)) {
    case 'wild':
      return wild(theme);
    case 'scatter':
      return scatter(theme);
    case 'coin':
      return coin(theme);
    case 'blank':
      return '';
    case 'low':
      return royal(theme, id);
    case 'high':
      return theme.pictures[pictureOf(theme, id)]!;
  }
}

/**
 * The pictures a game with these symbols shows in a theme: its paying symbols' pictures and the emblems in
 * its wild, scatter and coin (what a title may name, besides the theme's scene).
 */
export function picturesShown(themeKey: string, symbols: readonly string[]): Set<string> {
  const theme = themeArt(themeKey);
  const shown = new Set<string>();
  for (const id of symbols) {
    const kind = symbolClass(id);
    if (kind === 'high') shown.add(pictureOf(theme, id));
    else if (kind === 'wild' || kind === 'scatter' || kind === 'coin') shown.add(theme.emblems[kind]);
  }
  return shown;
}

/** The pictures a title names, in the order its words come ("Dragon Pearl Blitz" → the pearl). */
export function picturesNamed(theme: ThemeArt, title: string): string[] {
  let rest = ` ${title.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const found: { at: number; picture: string }[] = [];
  // Phrases before their words: "dragon pearl" is the pearl, not a dragon.
  for (const word of Object.keys(theme.words).sort((a, b) => b.length - a.length)) {
    const at = rest.indexOf(` ${word} `);
    if (at < 0) continue;
    found.push({ at, picture: theme.words[word]! });
    rest = rest.slice(0, at) + ' '.repeat(word.length + 1) + rest.slice(at + word.length + 1);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.picture);
}

/** The picture a title names ("Juicy Lemons" → the lemon), or null when no word of it is drawn. */
export function pictureForTitle(theme: ThemeArt, title: string): string | null {
  // The last one is the noun ("Cherry Sevens" shows sevens).
  return picturesNamed(theme, title).at(-1) ?? null;
}
