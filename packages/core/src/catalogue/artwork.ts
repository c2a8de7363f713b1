import { escapeXml, fitTitle, FONT_SANS, gradientDefs, pictureForTitle, place, themeArt } from '@casino/art';
import { seededRandom } from './seeded-random.ts';
import { themeOf } from './themes.ts';

/**
 * Procedural artwork, drawn by us: an SVG per game, provider, banner and collection from the theme's art
 * (`@casino/art`: its background and pictures, the same ones the game's reels show), deterministic in
 * its seed. The server rasterises these to webp. Coordinates use a fixed design box; `width`/`height`
 * only set the output size.
 */

function svg(width: number, height: number, boxW: number, boxH: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${boxW} ${boxH}" preserveAspectRatio="xMidYMid slice"><defs>${gradientDefs()}</defs>${body}</svg>`;
}

const glow = (id: string, cx: number, cy: number, r: number, colour: string) =>
  `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".6"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;

/** The theme's pictures in an order the seed picks, `first` (when given) leading. */
function picturesFor(themeKey: string, seed: number, first: string | null): string[] {
  const names = Object.keys(themeArt(themeKey).pictures);
  const rnd = seededRandom(seed);
  const rest = names.filter((n) => n !== first);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = rnd.int(i + 1);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return first ? [first, ...rest] : rest;
}

/** Centred text lines fitted to a box (never cut: it shrinks instead). */
function fittedText(
  text: string,
  box: { x: number; y: number; width: number; height: number; maxSize: number; maxLines?: number },
  fill: string,
) {
  const { lines, size } = fitTitle(text, box);
  const lineHeight = size * 1.08;
  // Baselines centred in the box: the cap height is about 0.73 em.
  const first = box.y + (box.height - lines.length * lineHeight) / 2 + size * 0.86;
  return lines
    .map(
      (line, i) =>
        `<text x="${box.x + box.width / 2}" y="${(first + i * lineHeight).toFixed(1)}" font-family="${FONT_SANS}" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${fill}" stroke="#000000" stroke-opacity=".55" stroke-width="${(size / 9).toFixed(1)}" paint-order="stroke" stroke-linejoin="round">${escapeXml(line)}</text>`,
    )
    .join('');
}

/**
 * Portrait game tile (3:4): the theme's scene, the picture its title names (else one the seed picks) with
 * two more of the theme's behind it, the title fitted in up to three lines, and the studio.
 */
export function gameArtworkSvg(
  game: { title: string; artworkSeed: number; providerName: string },
  width: number,
  height: number,
): string {
  const W = 600;
  const H = 800;
  const theme = themeOf(game.artworkSeed);
  const art = themeArt(theme.key);
  const [, , accent, light] = art.colours;
  const [hero, left, right] = picturesFor(theme.key, game.artworkSeed, pictureForTitle(art, game.title));
  const body =
    art.background(W, H) +
    glow('tile-glow', 300, 250, 260, accent) +
    place(art.pictures[left!]!, 20, 250, 170) +
    place(art.pictures[right!]!, 410, 250, 170) +
    place(art.pictures[hero!]!, 140, 60, 320) +
    `<rect x="0" y="450" width="${W}" height="350" fill="#000000" fill-opacity=".42"/>` +
    `<rect x="0" y="450" width="${W}" height="6" fill="${accent}"/>` +
    fittedText(game.title.toUpperCase(), { x: 30, y: 470, width: 540, height: 240, maxSize: 96 }, light) +
    fittedText(game.providerName, { x: 40, y: 730, width: 520, height: 50, maxSize: 32, maxLines: 1 }, light);
  return svg(width, height, W, H, body);
}

/** Provider logo (2:1): a monogram badge over the studio's theme scene, and the studio name. */
export function providerLogoSvg(
  provider: { name: string; artworkSeed: number },
  width: number,
  height: number,
) {
  const W = 800;
  const H = 400;
  const art = themeArt(themeOf(provider.artworkSeed).key);
  const [from, , accent, light] = art.colours;
  const initials = provider.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const body =
    art.background(W, H) +
    `<rect width="${W}" height="${H}" fill="#000000" fill-opacity=".35"/>` +
    `<circle cx="170" cy="200" r="120" fill="${accent}"/><circle cx="170" cy="200" r="100" fill="${from}"/>` +
    `<text x="170" y="228" font-family="${FONT_SANS}" font-weight="bold" font-size="80" text-anchor="middle" fill="${accent}">${escapeXml(initials)}</text>` +
    fittedText(provider.name, { x: 310, y: 60, width: 460, height: 280, maxSize: 72 }, light);
  return svg(width, height, W, H, body);
}

/**
 * A scene of the seed's theme on a W×H canvas with a glow at `glow` and three of its pictures at `places`
 * (x, y, size): the second and the third, then the first on top.
 */
function sceneArtworkSvg(
  name: string,
  artworkSeed: number,
  [width, height]: readonly [number, number],
  layout: {
    canvas: readonly [W: number, H: number];
    glow: readonly [cx: number, cy: number];
    places: readonly (readonly [x: number, y: number, size: number])[];
  },
) {
  const [W, H] = layout.canvas;
  const theme = themeOf(artworkSeed);
  const art = themeArt(theme.key);
  const pictures = picturesFor(theme.key, artworkSeed, null);
  const placed = layout.places
    .map(([x, y, size], i) => place(art.pictures[pictures[(i + 1) % 3]!]!, x, y, size))
    .join('');
  const body = art.background(W, H) + glow(`${name}-glow`, ...layout.glow, 280, art.colours[2]) + placed;
  return svg(width, height, W, H, body);
}

/** Wide banner background (16:5): the theme's scene and three of its pictures; the client overlays the texts. */
export const bannerArtworkSvg = (banner: { artworkSeed: number }, width: number, height: number) =>
  sceneArtworkSvg('banner', banner.artworkSeed, [width, height], {
    canvas: [1600, 500],
    glow: [1250, 250],
    places: [
      [960, 180, 200],
      [1360, 200, 180],
      [1110, 60, 300],
    ],
  });

/** Collection cover (4:3): the theme's scene with a cluster of its pictures. */
export const collectionArtworkSvg = (collection: { artworkSeed: number }, width: number, height: number) =>
  sceneArtworkSvg('collection', collection.artworkSeed, [width, height], {
    canvas: [800, 600],
    glow: [400, 300],
    places: [
      [110, 230, 220],
      [470, 230, 220],
      [250, 120, 300],
    ],
  });
