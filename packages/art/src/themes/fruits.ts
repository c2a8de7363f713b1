import type { ThemeArt } from '../theme.ts';
import { circle, ellipse, FONT_SERIF, grad, label, line, path, rect, shine, stroke } from '../svg.ts';

const seven = path('M16 12 H86 V30 C68 48 58 66 54 90 H30 C34 66 46 46 62 32 H16Z', grad('red'), line(4));

const bar = `${rect(6, 26, 88, 48, 10, '#141414', `stroke="${'#e0a100'}" stroke-width="5"`)}${label('BAR', 62, 30, grad('gold'), { outline: 2 })}`;

const bell = `${path('M50 10 C30 12 24 32 24 52 C24 62 16 68 12 76 L88 76 C84 68 76 62 76 52 C76 32 70 12 50 10Z', grad('gold'))}${circle(50, 84, 8, grad('golddeep'))}${shine(40, 34, 7, 14)}`;

const plum = `${ellipse(50, 56, 32, 36, grad('plum'))}${stroke('M50 24 C46 40 46 70 50 88', '#3b0a66', 2)}${stroke('M50 22 L56 8', '#5a3a12', 5)}${shine(38, 42, 9, 14)}`;

const orange = `${circle(50, 54, 36, grad('orange'))}${path('M50 20 C58 8 78 8 84 16 C72 24 60 24 50 20Z', grad('green'))}${circle(50, 26, 2.5, '#7a3a00', '')}${shine(38, 42, 12, 10)}`;

const lemon = `${path('M6 54 C8 50 12 48 16 46 C22 28 44 20 62 22 C76 24 86 34 88 44 C92 46 95 49 96 52 C92 54 90 56 88 60 C84 76 62 86 40 82 C26 80 16 72 14 62 C10 60 7 58 6 54Z', grad('yellow'))}${shine(40, 38, 16, 7)}${stroke('M30 66 C42 72 58 72 70 64', '#d49a00', 2)}`;

const cherry = `${stroke('M50 12 C48 32 38 44 30 58 M50 12 C56 34 62 46 70 60', '#2f7d1c', 5)}${path('M50 14 C62 6 80 10 84 22 C70 26 58 22 50 14Z', grad('green'))}${circle(30, 68, 19, grad('red'))}${circle(70, 70, 19, grad('red'))}${shine(24, 62, 6, 6)}${shine(64, 64, 6, 6)}`;

const melon = `${path('M6 40 A44 44 0 0 0 94 40Z', grad('green'))}${path('M14 40 A36 36 0 0 0 86 40Z', grad('red'), '')}${[28, 40, 50, 60, 72].map((x, i) => ellipse(x, 52 + (i % 2) * 8, 2.5, 4, '#1a1a1a', '')).join('')}`;

const star = path(
  'M50 6 L62 36 L94 38 L69 58 L78 90 L50 72 L22 90 L31 58 L6 38 L38 36Z',
  grad('gold'),
  line(3, '#8a5200'),
);

/** The classic fruit machine: its pictures are the classic symbols themselves, in their order. */
export const fruits: ThemeArt = {
  key: 'fruits',
  pictures: { seven, bar, bell, plum, orange, lemon, cherry, melon, star },
  // The melon is in the wild: the three-reel machine has no scatter, and titles name melons.
  emblems: { wild: 'melon', scatter: 'star', coin: 'seven' },
  words: {
    sevens: 'seven',
    cherries: 'cherry',
    cherry: 'cherry',
    melons: 'melon',
    bars: 'bar',
    lemons: 'lemon',
    plums: 'plum',
    bells: 'bell',
    oranges: 'orange',
  },
  scene: [],
  royals: { font: FONT_SERIF, fills: ['red', 'blue', 'purple', 'green', 'orange'] },
  colours: ['#6a1b9a', '#e91e63', '#ffeb3b', '#ffffff'],
  background: (w, h) => {
    // Candy stripes under a glow: a classic arcade cabinet.
    const stripes = Array.from({ length: 14 }, (_, i) => {
      const x = (i * w) / 7 - w;
      return `<path d="M${x} ${h} L${x + w * 0.9} 0 L${x + w * 0.9 + w / 14} 0 L${x + w / 14} ${h}Z" fill="#ffffff" opacity=".07"/>`;
    }).join('');
    const dots = Array.from({ length: 12 }, (_, i) => {
      const x = ((i * 37) % 100) / 100;
      const y = ((i * 61) % 100) / 100;
      return `<circle cx="${(x * w).toFixed(0)}" cy="${(y * h).toFixed(0)}" r="${(w * 0.015).toFixed(1)}" fill="#ffeb3b" opacity=".35"/>`;
    }).join('');
    return `<rect width="${w}" height="${h}" fill="url(#bg-fruits)"/><defs><linearGradient id="bg-fruits" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a0e72"/><stop offset="1" stop-color="#d81b60"/></linearGradient></defs>${stripes}${dots}`;
  },
};
