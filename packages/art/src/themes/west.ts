import type { ThemeArt } from '../theme.ts';
import { backdrop, circle, ellipse, grad, label, line, path, rect, stroke } from '../svg.ts';

const BROWN = '#3a1c06';
const SLAB = "'DejaVu Serif', Rockwell, 'Courier New', serif";

const badge = `${path('M50 4 L62 30 L92 30 L70 50 L80 82 L50 66 L20 82 L30 50 L8 30 L38 30Z', grad('gold'), line(3, '#7a4a00'))}${[
  [50, 4],
  [92, 30],
  [80, 82],
  [20, 82],
  [8, 30],
]
  .map(([x, y]) => circle(x!, y!, 5, grad('gold'), line(2, '#7a4a00')))
  .join(
    '',
  )}${circle(50, 46, 14, grad('golddeep'), line(2, '#7a4a00'))}${path('M50 38 L53 44 L59 45 L54 49 L56 55 L50 52 L44 55 L46 49 L41 45 L47 44Z', '#fff3b0', '')}`;

const hat = `${path('M4 64 C4 56 24 58 30 60 L34 30 C36 20 46 22 50 28 C54 22 64 20 66 30 L70 60 C76 58 96 56 96 64 C96 78 4 78 4 64Z', grad('brown'), line(3, BROWN))}${path('M32 50 H68 L70 58 H30Z', '#2a1200', '')}`;

const horseshoe = `${path('M22 90 L14 52 C10 24 28 8 50 8 C72 8 90 24 86 52 L78 90 H62 L68 52 C70 36 62 26 50 26 C38 26 30 36 32 52 L38 90Z', grad('silver'), line(3, '#2a3440'))}${[
  [20, 70],
  [18, 48],
  [28, 24],
  [80, 70],
  [82, 48],
  [72, 24],
]
  .map(([x, y]) => circle(x!, y!, 2.5, '#2a3440', ''))
  .join('')}`;

const boot = `${path('M30 8 H62 L60 56 C74 60 92 66 94 80 V90 H22 C16 90 14 84 18 78 L24 60Z', grad('brown'), line(3, BROWN))}${stroke('M32 20 H60 M34 36 C44 44 52 40 58 34', '#e0a060', 3)}${circle(18, 86, 8, grad('silver'), line(2, '#2a3440'))}`;

const wheel = `${circle(50, 50, 42, 'none', `stroke="${BROWN}" stroke-width="14"`)}${circle(50, 50, 42, 'none', 'stroke="url(#ta-brown)" stroke-width="9"')}${stroke('M50 12 V88 M12 50 H88 M23 23 L77 77 M77 23 L23 77', BROWN, 7)}${stroke('M50 12 V88 M12 50 H88 M23 23 L77 77 M77 23 L23 77', '#c98b5a', 3.5)}${circle(50, 50, 10, grad('golddeep'))}`;

const cactus = `${path('M40 94 V18 C40 8 60 8 60 18 V94Z', grad('leaf'), line(3, '#1f4a0a'))}${path('M40 56 H28 C20 56 18 50 18 44 V30 C18 24 28 24 28 30 V44 H40Z', grad('leaf'), line(3, '#1f4a0a'))}${path('M60 46 H72 C80 46 82 40 82 34 V22 C82 16 72 16 72 22 V36 H60Z', grad('leaf'), line(3, '#1f4a0a'))}${stroke('M50 22 V86', '#2f6a12', 2)}${circle(50, 10, 5, grad('pink'), line(2, '#7a1040'))}`;

const wanted = `${rect(12, 6, 76, 88, 3, grad('parchment'), line(3, '#6b4415'))}${label('WANTED', 26, 14, '#5a2e0e', { font: SLAB, outline: 0 })}${circle(50, 50, 16, grad('sand'), line(2, '#6b4415'))}${ellipse(50, 40, 22, 6, grad('brown'), line(2, '#6b4415'))}${label('$500', 84, 16, '#5a2e0e', { font: SLAB, outline: 0 })}`;

const dynamite = `${[28, 44, 60].map((x) => rect(x, 34, 14, 56, 4, grad('red'), line(3, '#5a0a0a'))).join('')}${rect(24, 52, 54, 10, 2, grad('sand'), line(2, BROWN))}${stroke('M51 34 C52 22 62 18 68 12', BROWN, 3)}${path('M68 12 L74 2 L72 12 L82 8 L74 16 L84 18 L72 18Z', grad('lava'), '')}`;

export const west: ThemeArt = {
  key: 'west',
  pictures: { badge, hat, horseshoe, boot, wheel, cactus, wanted, dynamite },
  emblems: { wild: 'badge', scatter: 'wanted', coin: 'horseshoe' },
  words: {
    sheriff: 'badge',
    badge: 'badge',
    hats: 'hat',
    wanted: 'wanted',
    outlaw: 'wanted',
    horseshoes: 'horseshoe',
    boots: 'boot',
    cactus: 'cactus',
    dynamite: 'dynamite',
  },
  scene: ['canyon', 'sundown'],
  royals: { font: SLAB, fills: ['brown', 'orange', 'red', 'sand', 'golddeep'] },
  colours: ['#4e2a0e', '#d2691e', '#f4d03f', '#fdf2e9'],
  background: (w, h) => {
    const mesa = (x: number, width: number, height: number, fill: string) =>
      `<path d="M${x} ${h * 0.75} L${x + width * 0.15} ${h * 0.75 - height} H${x + width * 0.85} L${x + width} ${h * 0.75}Z" fill="${fill}"/>`;
    return `${backdrop('west', w, h, '#ff9a3c', '#7a2e0a')}<circle cx="${w * 0.5}" cy="${h * 0.62}" r="${w * 0.18}" fill="#ffe082" opacity=".8"/>${mesa(-w * 0.1, w * 0.5, h * 0.2, '#8a3a12')}${mesa(w * 0.55, w * 0.55, h * 0.28, '#6e2a0a')}<rect y="${h * 0.75}" width="${w}" height="${h * 0.25}" fill="#c9772e"/><path d="M0 ${h * 0.86} Q${w / 2} ${h * 0.8} ${w} ${h * 0.88} V${h} H0Z" fill="#a85a1e"/>`;
  },
};
