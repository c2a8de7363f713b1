import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, type BrandKey } from '@casino/contracts/values';

/**
 * WCAG 2.2 AA colour contrast of every brand's theme tokens, on the pairs the UI draws with them (docs/brands.md,
 * "Colour contrast"). The browser suite's axe scans rotate page states over the brands (e2e/accessibility.spec.ts):
 * what a brand changes is its tokens, and this proves those for all nine brands, gradients included (axe leaves
 * text on a gradient unchecked).
 */

type Rgba = [number, number, number, number];
type Tokens = Map<string, string>;

const TOKENS = new URL('./', import.meta.url);

/** The `--name: value;` declarations of the first top-level `selector { … }` block of `css`. */
function declarations(css: string, selector: string): Tokens {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  let depth = 0;
  let end = start;
  for (let i = css.indexOf('{', start); i < css.length; i++) {
    if (css[i] === '{') depth++;
    if (css[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  const body = css.slice(css.indexOf('{', start) + 1, end).replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens: Tokens = new Map();
  for (const match of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) tokens.set(match[1]!, match[2]!.trim());
  return tokens;
}

const FILES: Record<BrandKey, string> = {
  funrize: 'funrize',
  tao: 'tao',
  nlc: 'nlc',
  fortuneWheelz: 'fortune-wheelz',
  funzCity: 'funz-city',
  jackpotRabbit: 'jackpot-rabbit',
  sws: 'sws',
  scarletSands: 'scarlet-sands',
  stormrush: 'stormrush',
};

/** A brand's tokens over the shared fallback theme of tokens.css, as the cascade gives them. */
function brandTokens(brand: BrandKey): Tokens {
  const fallback = declarations(readFileSync(new URL('tokens.css', TOKENS), 'utf8'), ':root');
  const own = declarations(
    readFileSync(new URL(`tokens/${FILES[brand]}.css`, TOKENS), 'utf8'),
    `:root[data-brand='${brand}']`,
  );
  return new Map([...fallback, ...own]);
}

function resolve(tokens: Tokens, value: string): string {
  const reference = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value.trim());
  if (!reference) return value.trim();
  const next = tokens.get(reference[1]!) ?? reference[2];
  if (next === undefined) throw new Error(`${reference[1]} is not set`);
  return resolve(tokens, next);
}

function parseColour(value: string): Rgba {
  const hex = /^#([\da-f]{3,8})$/i.exec(value);
  if (hex) {
    const digits = hex[1]!.length <= 4 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    const [r, g, b, a = 'ff'] = digits;
    return [parseInt(r!, 16), parseInt(g!, 16), parseInt(b!, 16), parseInt(a, 16) / 255];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+%?))?\s*\)$/.exec(value);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : Number(rgb[4]);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
  }
  throw new Error(`not a colour: ${value}`);
}

/** `top` drawn over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colour stops of a `linear-gradient(…)` (or a plain colour, one stop). */
function stops(value: string): string[] {
  const gradient = /^linear-gradient\((.*)\)$/s.exec(value.trim());
  if (!gradient) return [value];
  return [...gradient[1]!.matchAll(/(#[\da-f]{3,8}|rgba?\([^)]*\))/gi)].map((m) => m[1]!);
}

interface Pair {
  /** What the UI draws this way. */
  use: string;
  ink: string;
  /** A token, or several stops of a gradient token: every stop must pass. */
  ground: string;
  /** 4.5 for text (1.4.3 AA), 3 for a focus ring or other non-text mark (1.4.11). */
  min: 4.5 | 3;
}

const on = (use: string, ink: string, grounds: string[], min: 4.5 | 3): Pair[] =>
  grounds.map((ground) => ({ use, ink, ground, min }));
const SURFACES = ['--color-bg', '--color-bg-alt', '--color-surface', '--color-surface-2'];
/** Where the footer and page links sit (the footer on --color-bg-alt, content on the page and its cards). */
const PAGE = ['--color-bg', '--color-bg-alt', '--color-surface'];
const PAIRS: Pair[] = [
  ...on('body text', '--color-text', SURFACES, 4.5),
  ...on('muted text', '--color-text-muted', SURFACES, 4.5),
  ...on('links', '--color-link', PAGE, 4.5),
  // tokens.css: "the primary as text on the page (4.5:1 on --color-bg and --color-surface)".
  ...on('primary as text', '--color-primary-text', ['--color-bg', '--color-surface'], 4.5),
  ...on('focus ring', '--color-focus', SURFACES, 3),
  { use: 'primary button', ink: '--color-primary-contrast', ground: '--color-primary', min: 4.5 },
  { use: 'accent chip', ink: '--color-accent-contrast', ground: '--color-accent', min: 4.5 },
  { use: 'call to action', ink: '--color-cta-contrast', ground: '--gradient-cta', min: 4.5 },
];

/** Every pair under its minimum, one line each; a translucent ground is drawn over --color-bg, a translucent ink over its ground. */
function failures(tokens: Tokens, pairs = PAIRS): string[] {
  const page = parseColour(resolve(tokens, 'var(--color-bg)'));
  const found: string[] = [];
  for (const pair of pairs) {
    const ink = parseColour(resolve(tokens, `var(${pair.ink})`));
    for (const stop of stops(resolve(tokens, `var(${pair.ground})`))) {
      const ground = over(parseColour(stop), page);
      const ratio = contrast(over(ink, ground), ground);
      if (ratio < pair.min)
        found.push(`${pair.use}: ${pair.ink} on ${pair.ground} (${stop}) ${ratio.toFixed(2)} < ${pair.min}`);
    }
  }
  return found;
}

describe("every brand's theme tokens meet WCAG AA contrast on the pairs the UI draws", () => {
  for (const brand of BRAND_KEYS)
    it(brand, () => {
      expect(failures(brandTokens(brand))).toEqual([]);
    });

  it('finds a pair under its minimum: grey text, a gradient stop, a faint focus ring', () => {
    const tokens = new Map([...brandTokens('funrize')]);
    tokens.set('--color-text-muted', '#6b5f80');
    tokens.set('--color-cta-contrast', '#fff');
    tokens.set('--color-focus', 'rgb(255 255 255 / 0.2)');
    expect(failures(tokens)).toEqual([
      'muted text: --color-text-muted on --color-bg (#16092f) 3.21 < 4.5',
      expect.stringMatching(/^muted text: --color-text-muted on --color-bg-alt/),
      expect.stringMatching(/^muted text: --color-text-muted on --color-surface /),
      expect.stringMatching(/^muted text: --color-text-muted on --color-surface-2/),
      expect.stringMatching(/^focus ring: --color-focus on --color-bg /),
      expect.stringMatching(/^focus ring: --color-focus on --color-bg-alt/),
      expect.stringMatching(/^focus ring: --color-focus on --color-surface /),
      expect.stringMatching(/^focus ring: --color-focus on --color-surface-2/),
      expect.stringMatching(/^call to action: --color-cta-contrast on --gradient-cta \(#ffe36e\)/),
      expect.stringMatching(/^call to action: --color-cta-contrast on --gradient-cta \(#ffab1f\)/),
    ]);
  });
});
