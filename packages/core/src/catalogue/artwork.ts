import { seededRandom, type SeededRandom } from './seeded-random.ts';
import { themeOf, type Theme } from './themes.ts';

/**
 * Procedural artwork, drawn by us: an SVG per game, provider, banner and collection, deterministic in its
 * seed (same seed, same picture). The server rasterises these to webp. Coordinates use a fixed design
 * box; `width`/`height` only set the output size.
 */

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';

function motifShape(
  motif: Theme['motif'],
  cx: number,
  cy: number,
  r: number,
  fill: string,
  rnd: SeededRandom,
) {
  const rot = Math.round(rnd.between(-30, 30));
  const t = `transform="rotate(${rot} ${cx.toFixed(1)} ${cy.toFixed(1)})"`;
  const f = (n: number) => n.toFixed(1);
  switch (motif) {
    case 'fruit':
      return `<g ${t}><path d="M${f(cx)} ${f(cy - r)} Q${f(cx + r * 0.3)} ${f(cy - r * 1.6)} ${f(cx + r * 0.9)} ${f(cy - r * 1.5)}" stroke="#2e7d32" stroke-width="${f(r * 0.15)}" fill="none"/><circle cx="${f(cx - r * 0.45)}" cy="${f(cy)}" r="${f(r * 0.6)}" fill="${fill}"/><circle cx="${f(cx + r * 0.5)}" cy="${f(cy + r * 0.1)}" r="${f(r * 0.6)}" fill="${fill}"/></g>`;
    case 'pyramid':
      return `<polygon ${t} points="${f(cx)},${f(cy - r)} ${f(cx + r)},${f(cy + r * 0.8)} ${f(cx - r)},${f(cy + r * 0.8)}" fill="${fill}"/>`;
    case 'leaf':
      return `<ellipse ${t} cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 0.45)}" ry="${f(r)}" fill="${fill}"/>`;
    case 'wave':
      return `<path ${t} d="M${f(cx - r)} ${f(cy)} q${f(r / 2)} ${f(-r / 2)} ${f(r)} 0 t${f(r)} 0" stroke="${fill}" stroke-width="${f(r * 0.25)}" fill="none" stroke-linecap="round"/>`;
    case 'star':
    case 'sparkle': {
      const points = motif === 'star' ? 5 : 4;
      const inner = motif === 'star' ? 0.45 : 0.25;
      const pts = Array.from({ length: points * 2 }, (_, i) => {
        const a = (Math.PI * i) / points - Math.PI / 2;
        const rr = i % 2 ? r * inner : r;
        return `${f(cx + Math.cos(a) * rr)},${f(cy + Math.sin(a) * rr)}`;
      }).join(' ');
      return `<polygon ${t} points="${pts}" fill="${fill}"/>`;
    }
    case 'flame':
      return `<path ${t} d="M${f(cx)} ${f(cy - r)} C${f(cx + r)} ${f(cy - r * 0.2)} ${f(cx + r * 0.7)} ${f(cy + r)} ${f(cx)} ${f(cy + r)} C${f(cx - r * 0.7)} ${f(cy + r)} ${f(cx - r)} ${f(cy - r * 0.2)} ${f(cx)} ${f(cy - r)}Z" fill="${fill}"/>`;
    case 'coin':
      return `<g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.72)}" fill="none" stroke="#00000033" stroke-width="${f(r * 0.1)}"/></g>`;
    case 'cactus':
      return `<g ${t} fill="${fill}"><rect x="${f(cx - r * 0.2)}" y="${f(cy - r)}" width="${f(r * 0.4)}" height="${f(r * 2)}" rx="${f(r * 0.2)}"/><rect x="${f(cx - r * 0.7)}" y="${f(cy - r * 0.4)}" width="${f(r * 0.3)}" height="${f(r * 0.8)}" rx="${f(r * 0.15)}"/><rect x="${f(cx + r * 0.4)}" y="${f(cy - r * 0.7)}" width="${f(r * 0.3)}" height="${f(r * 0.8)}" rx="${f(r * 0.15)}"/></g>`;
    case 'lantern':
      return `<g ${t}><rect x="${f(cx - r * 0.6)}" y="${f(cy - r * 0.8)}" width="${f(r * 1.2)}" height="${f(r * 1.6)}" rx="${f(r * 0.5)}" fill="${fill}"/><rect x="${f(cx - r * 0.3)}" y="${f(cy - r)}" width="${f(r * 0.6)}" height="${f(r * 0.25)}" fill="#00000055"/><rect x="${f(cx - r * 0.3)}" y="${f(cy + r * 0.75)}" width="${f(r * 0.6)}" height="${f(r * 0.25)}" fill="#00000055"/></g>`;
  }
}

/** Splits a title into at most 3 lines of about `max` characters. */
export function wrapTitle(title: string, max = 11): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  return [...lines.slice(0, 2), lines.slice(2).join(' ')];
}

function svg(width: number, height: number, boxW: number, boxH: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${boxW} ${boxH}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

function background(id: string, theme: Theme, boxW: number, boxH: number, rnd: SeededRandom, count: number) {
  const [from, to, accent, light] = theme.palette;
  const angle = rnd.int(360);
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const r = rnd.between(boxW * 0.04, boxW * 0.12);
    const opacity = rnd.between(0.12, 0.35).toFixed(2);
    shapes += `<g opacity="${opacity}">${motifShape(theme.motif, rnd.between(0, boxW), rnd.between(0, boxH), r, i % 3 ? accent : light, rnd)}</g>`;
  }
  return `<defs><linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="${id}-glow"><stop offset="0" stop-color="${light}" stop-opacity=".55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs><rect width="${boxW}" height="${boxH}" fill="url(#${id})"/>${shapes}`;
}

/** Portrait game tile (3:4): themed background, a big emblem, the title and the studio. */
export function gameArtworkSvg(
  game: { title: string; artworkSeed: number; providerName: string },
  width: number,
  height: number,
): string {
  const W = 600;
  const H = 800;
  const theme = themeOf(game.artworkSeed);
  const rnd = seededRandom(game.artworkSeed);
  const [, , accent, light] = theme.palette;
  const lines = wrapTitle(game.title.toUpperCase());
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(84, Math.floor(980 / Math.max(longest, 6)));
  const top = 560 - ((lines.length - 1) * size * 1.05) / 2;
  const title = lines
    .map(
      (line, i) =>
        `<text x="${W / 2}" y="${(top + i * size * 1.05).toFixed(1)}" font-family="${FONT}" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${light}" stroke="#000000" stroke-opacity=".45" stroke-width="${(size / 14).toFixed(1)}" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    background('g', theme, W, H, rnd, 14) +
    `<circle cx="300" cy="300" r="230" fill="url(#g-glow)"/>` +
    motifShape(theme.motif, 300, 290, 150, accent, rnd) +
    `<rect x="0" y="${(top - size * 1.1).toFixed(1)}" width="${W}" height="${(lines.length * size * 1.05 + size * 0.7).toFixed(1)}" fill="#000000" fill-opacity=".28"/>` +
    title +
    `<text x="${W / 2}" y="770" font-family="${FONT}" font-size="30" text-anchor="middle" fill="${light}" fill-opacity=".85">${escapeXml(game.providerName)}</text>`;
  return svg(width, height, W, H, body);
}

/** Provider logo (2:1): a monogram badge and the studio name. */
export function providerLogoSvg(
  provider: { name: string; artworkSeed: number },
  width: number,
  height: number,
) {
  const W = 800;
  const H = 400;
  const theme = themeOf(provider.artworkSeed);
  const rnd = seededRandom(provider.artworkSeed);
  const [from, , accent, light] = theme.palette;
  const initials = provider.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const words = provider.name.split(/\s+/);
  const size = Math.min(72, Math.floor(900 / Math.max(...words.map((w) => w.length), 6)));
  const name = words
    .slice(0, 3)
    .map(
      (w, i) =>
        `<text x="330" y="${(200 - ((Math.min(words.length, 3) - 1) * size) / 2 + i * size + size * 0.35).toFixed(1)}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${light}">${escapeXml(w)}</text>`,
    )
    .join('');
  const body =
    background('p', theme, W, H, rnd, 6) +
    `<circle cx="170" cy="200" r="120" fill="${accent}"/><circle cx="170" cy="200" r="100" fill="${from}"/>` +
    `<text x="170" y="228" font-family="${FONT}" font-weight="bold" font-size="80" text-anchor="middle" fill="${accent}">${escapeXml(initials)}</text>` +
    name;
  return svg(width, height, W, H, body);
}

/** Wide banner background (16:5); the client overlays the localised texts. */
export function bannerArtworkSvg(banner: { artworkSeed: number }, width: number, height: number) {
  const W = 1600;
  const H = 500;
  const theme = themeOf(banner.artworkSeed);
  const rnd = seededRandom(banner.artworkSeed);
  const [, , accent] = theme.palette;
  const body =
    background('b', theme, W, H, rnd, 24) +
    `<circle cx="1250" cy="250" r="260" fill="url(#b-glow)"/>` +
    motifShape(theme.motif, 1250, 250, 170, accent, rnd);
  return svg(width, height, W, H, body);
}

/** Collection cover (4:3): a cluster of the theme's emblem. */
export function collectionArtworkSvg(collection: { artworkSeed: number }, width: number, height: number) {
  const W = 800;
  const H = 600;
  const theme = themeOf(collection.artworkSeed);
  const rnd = seededRandom(collection.artworkSeed);
  const [, , accent, light] = theme.palette;
  const body =
    background('c', theme, W, H, rnd, 10) +
    `<circle cx="400" cy="300" r="250" fill="url(#c-glow)"/>` +
    motifShape(theme.motif, 280, 330, 110, light, rnd) +
    motifShape(theme.motif, 520, 330, 110, light, rnd) +
    motifShape(theme.motif, 400, 260, 150, accent, rnd);
  return svg(width, height, W, H, body);
}
