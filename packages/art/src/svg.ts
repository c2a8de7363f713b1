/**
 * SVG markup helpers for the drawings: every symbol is drawn in a 100×100 box and reads the shared
 * gradients of `gradientDefs()` by name (`grad('red')`), so a picture is a few short elements.
 */

/** Top / bottom colours of each shared gradient. */
export const GRADIENTS = {
  red: ['#ff8a80', '#c4001d'],
  gold: ['#fff3b0', '#e0a100'],
  golddeep: ['#ffd75e', '#a86400'],
  green: ['#a5f27f', '#1f8f2e'],
  blue: ['#8fd3ff', '#1d5fd1'],
  lapis: ['#5c8dff', '#10206e'],
  purple: ['#e3a6ff', '#7a22c9'],
  orange: ['#ffd08a', '#f06a00'],
  yellow: ['#fffbb0', '#f2c200'],
  plum: ['#d58cff', '#5b1696'],
  teal: ['#a6fff1', '#0e8f86'],
  parchment: ['#fff1cc', '#d9b26f'],
  brown: ['#d09a68', '#5a2e0e'],
  stone: ['#eeeade', '#8a8270'],
  silver: ['#ffffff', '#8e9bab'],
  dark: ['#5f5f72', '#111118'],
  pink: ['#ffd0e4', '#e0457f'],
  jade: ['#b8ffd6', '#0f8a55'],
  sky: ['#e6f8ff', '#4fb3e8'],
  lava: ['#ffe066', '#e5370b'],
  sand: ['#ffefc4', '#d1a35a'],
  white: ['#ffffff', '#d6dbe4'],
  cyan: ['#c4ffff', '#00a3d9'],
  crimson: ['#ff5252', '#7a0010'],
  leaf: ['#c6f36b', '#3d7a12'],
  night: ['#6b5bd6', '#1b1050'],
} as const satisfies Record<string, readonly [string, string]>;

export type GradientName = keyof typeof GRADIENTS;

const PREFIX = 'ta-';

/** `url(#…)` of a shared gradient. */
export const grad = (name: GradientName | 'shine') => `url(#${PREFIX}${name})`;

/** The shared gradients, once per SVG document (a tile, or the game frame's hidden defs). */
export function gradientDefs(): string {
  const linear = Object.entries(GRADIENTS)
    .map(
      ([name, [top, bottom]]) =>
        `<linearGradient id="${PREFIX}${name}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    )
    .join('');
  return `${linear}<radialGradient id="${PREFIX}shine" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
}

/** The dark outline every symbol has, so it reads on any background. */
export const INK = '#24140c';
export const line = (width = 3, colour = INK) =>
  `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

export const path = (d: string, fill: string, extra = line()) => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = line()) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = line()) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = line()) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
/** A stroke-only path (no fill). */
export const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
/** A soft highlight. */
export const shine = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${grad('shine')}"/>`;

export const FONT_SANS = "'DejaVu Sans', Verdana, Arial, sans-serif";
export const FONT_SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif";

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Centred bold text with an outline. */
export function label(
  value: string,
  y: number,
  size: number,
  fill: string,
  options: { x?: number; font?: string; outline?: number } = {},
) {
  const { x = 50, font = FONT_SANS, outline = size / 8 } = options;
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="${font}" font-weight="bold" font-size="${size}" fill="${fill}" stroke="${INK}" stroke-width="${outline}" paint-order="stroke" stroke-linejoin="round">${escapeXml(value)}</text>`;
}

/** Places a 100×100 drawing at (x, y) scaled to `size`. */
export const place = (markup: string, x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${markup}</g>`;

/** A full-size vertical gradient fill for a background. */
export const backdrop = (id: string, w: number, h: number, top: string, bottom: string) =>
  `<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg-${id})"/>`;

/** Deterministic scatter of `count` points in [0,1)² (no randomness: the same scene every time). */
export const scatterPoints = (count: number, a = 37, b = 61) =>
  Array.from({ length: count }, (_, i) => [((i * a + 11) % 100) / 100, ((i * b + 29) % 100) / 100] as const);

/**
 * Circles scattered over a w×h scene (stars, embers, bubbles): `count` points of `scatterPoints(count, a, b)` over
 * the scene's top `depth` share, each `radius(i)` of the width across and painted with `paint(i)`'s attributes.
 */
export const scatteredCircles = (
  [w, h]: readonly [number, number],
  [count, a, b]: readonly [count: number, a?: number, b?: number],
  radius: (i: number) => number,
  paint: (i: number) => string,
  depth = 1,
) =>
  scatterPoints(count, a, b)
    .map(
      ([x, y], i) =>
        `<circle cx="${(x * w).toFixed(0)}" cy="${(y * h * depth).toFixed(0)}" r="${(w * radius(i)).toFixed(1)}" ${paint(i)}/>`,
    )
    .join('');
