import { gradientDefs, symbolClass, symbolSvg, themeArt, type SymbolClass } from '@casino/art';
import type { GameKind } from '@casino/game-math';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';

const ThemeOfSymbols = createContext('');

/** The theme every `SymbolArt` below is drawn in (the game's catalogue theme; '' is the art's default). */
export function SymbolTheme({ theme, children }: { theme: string; children: ReactNode }) {
  return <ThemeOfSymbols.Provider value={theme}>{children}</ThemeOfSymbols.Provider>;
}

/** The theme the frame's symbols are drawn in. */
export const useSymbolTheme = () => useContext(ThemeOfSymbols);

const symbolImages = new Map<string, string>();

/**
 * A symbol in a theme as one SVG image (`@casino/art`, the same drawing as its lobby tile), built once per
 * theme and symbol. An image, not inline SVG: a landing reel's cells were each an SVG whose `<use>` shadow
 * tree Blink styled, laid out and painted as the reel landed; an image is one element, drawn from cache.
 */
function symbolImage(theme: string, id: string): string {
  const key = `${theme}|${id}`;
  const cached = symbolImages.get(key);
  if (cached) return cached;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs>${gradientDefs()}</defs>${symbolSvg(theme, id)}</svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  symbolImages.set(key, url);
  return url;
}

/** One reel symbol in the frame's theme (`SymbolTheme`); `data-class` tells high, low, wild, scatter and coin apart (styles and tests). */
export function SymbolArt({ id }: { id: string }) {
  const theme = useContext(ThemeOfSymbols);
  const kind: SymbolClass = symbolClass(id);
  if (kind === 'blank') return <span role="img" aria-label={id} data-class={kind} />;
  return <img src={symbolImage(theme, id)} alt={id} data-class={kind} draggable={false} />;
}

const backdrops = new Map<string, CSSProperties>();

/**
 * The theme's scene behind the cabinet (the frame's `--cabinet`, an SVG image), the reel window in the
 * theme's colours, darkened so every symbol's outline reads on it.
 */
export function themeBackdrop(theme: string, kind: GameKind): CSSProperties {
  // Built once per theme: the scene is a large string, and the frame renders often during a round.
  const cached = backdrops.get(`${theme}|${kind}`);
  if (cached) return cached;
  const art = themeArt(theme);
  const [from, to] = art.colours;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" preserveAspectRatio="xMidYMid slice">${art.background(1000, 1000)}</svg>`;
  const backdrop = {
    '--cabinet': `url("data:image/svg+xml,${encodeURIComponent(scene)}") center / cover no-repeat`,
    '--window': `radial-gradient(ellipse at 50% 20%, color-mix(in srgb, ${to} 55%, #000), color-mix(in srgb, ${from} 80%, #000))`,
  } as CSSProperties;
  backdrops.set(`${theme}|${kind}`, backdrop);
  return backdrop;
}

/** Symbols shown while a reel spins, per game kind. */
export const SPIN_FILLER: Record<GameKind, readonly string[]> = {
  classic: ['seven', 'cherry', 'bar', 'lemon', 'bell', 'wild', 'plum', 'orange'],
  video: ['tiger', 'ace', 'snake', 'king', 'scatter', 'parrot', 'queen', 'wild', 'frog', 'jack', 'ten'],
  'hold-and-link': ['ingot', 'ace', 'coin', 'koi', 'king', 'lantern', 'wild', 'queen', 'coin', 'jack', 'ten'],
};

/** Symbols on a spinning reel's strip: the kind's first fillers; reels and cells start at different ones. */
export const STRIP_LENGTH = 6;

/**
 * The spin's strip in a theme: the kind's first STRIP_LENGTH fillers stacked, `size` pixels a symbol (the SVG's
 * own size, so the browser rasterises it at that size once). The reel canvas (reel-canvas.ts) keeps it as a
 * bitmap and copies it each frame a reel spins.
 */
export function stripSvg(theme: string, kind: GameKind, size: number): string {
  const ids = SPIN_FILLER[kind].slice(0, STRIP_LENGTH);
  const symbols = ids
    .map((id, i) => `<g transform="translate(6 ${i * 100 + 6}) scale(0.88)">${symbolSvg(theme, id)}</g>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size * ids.length}" viewBox="0 0 100 ${ids.length * 100}"><defs>${gradientDefs()}</defs>${symbols}</svg>`;
}
