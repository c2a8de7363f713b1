import {
  ROYALS,
  SYMBOL_RANK,
  gradientDefs,
  symbolClass,
  symbolSvg,
  themeArt,
  type SymbolClass,
} from '@casino/art';
import type { GameKind } from '@casino/game-math';
import { memo, type CSSProperties } from 'react';

/** Every symbol id the engines draw: ranked pictures, card ranks and the specials. */
const SYMBOL_IDS = [...Object.keys(SYMBOL_RANK), ...Object.keys(ROYALS), 'wild', 'scatter', 'coin'];

const symbolElementId = (id: string) => `sym-${id}`;

/**
 * The game's symbols, drawn once per frame in its theme (`@casino/art`, the same drawings as its lobby
 * tile): a hidden SVG of shared gradients and one `<symbol>` per id, which every reel cell then `<use>`s.
 * Memoised: its markup is built once per theme, not at each of the frame's renders.
 */
export const SymbolDefs = memo(function SymbolDefs({ theme }: { theme: string }) {
  const markup =
    `<defs>${gradientDefs()}</defs>` +
    SYMBOL_IDS.map(
      (id) => `<symbol id="${symbolElementId(id)}" viewBox="0 0 100 100">${symbolSvg(theme, id)}</symbol>`,
    ).join('');
  return <HiddenDefs markup={markup} />;
});

/** A hidden SVG of drawings that visible ones `<use>` (the reels' symbols, the fishing game's creatures). */
export function HiddenDefs({ markup }: { markup: string }) {
  return (
    <svg
      width="0"
      height="0"
      style={{ position: 'absolute' }}
      aria-hidden="true"
      // Our own drawings (no user text): markup, so the art is written once for the tiles and the frames.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/**
 * One reel symbol; `data-class` tells high, low, wild, scatter and coin apart (styles and tests). The
 * drawing depends on the theme only (`SymbolDefs`): `kind` is accepted so the reels' calls stay as they are.
 */
export function SymbolArt({ id }: { id: string; kind?: GameKind }) {
  const kind: SymbolClass = symbolClass(id);
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={id} width="100%" height="100%" data-class={kind}>
      {kind === 'blank' ? null : <use href={`#${symbolElementId(id)}`} />}
    </svg>
  );
}

const backdrops = new Map<string, CSSProperties>();

/**
 * The theme's scene behind the cabinet (the frame's `--cabinet`, an SVG image), the reel window in the
 * theme's colours, darkened so every symbol's outline reads on it, and the spinning strip (`--strip`).
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
    '--strip': spinStrip(theme, kind),
  } as CSSProperties;
  backdrops.set(`${theme}|${kind}`, backdrop);
  return backdrop;
}

/** Symbols shown blurred while a reel spins, per game kind. */
export const SPIN_FILLER: Record<GameKind, readonly string[]> = {
  classic: ['seven', 'cherry', 'bar', 'lemon', 'bell', 'wild', 'plum', 'orange'],
  video: ['tiger', 'ace', 'snake', 'king', 'scatter', 'parrot', 'queen', 'wild', 'frog', 'jack', 'ten'],
  'hold-and-link': ['ingot', 'ace', 'coin', 'koi', 'king', 'lantern', 'wild', 'queen', 'coin', 'jack', 'ten'],
};

/** Symbols on a spinning cell's strip: the kind's first fillers; cells start at different ones. */
export const STRIP_LENGTH = 6;

/**
 * A spinning cell's strip as one image: the strip's symbols in the theme, stacked twice so it rolls by one
 * copy's height. One element per spinning cell instead of a dozen SVGs of `<use>`s, whose shadow trees cost
 * style, layout and paint as a spin starts and removal as each reel lands; the image is drawn once per size.
 */
function spinStrip(theme: string, kind: GameKind): string {
  const ids = SPIN_FILLER[kind].slice(0, STRIP_LENGTH);
  const symbols = [...ids, ...ids]
    .map((id, i) => `<g transform="translate(6 ${i * 100 + 6}) scale(0.88)">${symbolSvg(theme, id)}</g>`)
    .join('');
  const strip = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 ${ids.length * 200}"><defs>${gradientDefs()}</defs>${symbols}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(strip)}")`;
}
