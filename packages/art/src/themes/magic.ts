import type { ThemeArt } from '../theme.ts';
import {
  backdrop,
  circle,
  FONT_SERIF,
  grad,
  line,
  path,
  rect,
  scatteredCircles,
  shine,
  stroke,
} from '../svg.ts';

const DARK = '#1a0033';

const unicorn = `${path('M30 92 C26 70 26 50 34 36 C40 24 54 18 66 22 L86 46 C90 52 86 58 80 56 L66 50 C62 62 60 76 64 92Z', grad('white'), line(3, DARK))}${path('M58 20 L74 0 L66 24Z', grad('gold'), line(2, '#8a5200'))}${path('M34 36 C20 40 16 58 20 76 C26 62 28 50 36 44 C32 56 32 68 36 80 C40 64 42 50 46 42Z', grad('purple'), line(2, DARK))}${circle(66, 36, 3.5, DARK, '')}${circle(78, 50, 2, '#8a6ab0', '')}`;

const orb = `${path('M24 90 L34 74 H66 L76 90Z', grad('golddeep'), line(3, '#5a3500'))}${circle(50, 44, 34, grad('purple'), line(3, DARK))}${path('M50 24 L54 40 L70 44 L54 48 L50 64 L46 48 L30 44 L46 40Z', '#fce4ec', '')}${shine(38, 30, 12, 8)}`;

const castle = `${path('M14 92 V40 H20 V32 H26 V40 H32 V32 H38 V40 H44 V92Z M56 92 V40 H62 V32 H68 V40 H74 V32 H80 V40 H86 V92Z', grad('stone'), line(3, DARK))}${rect(34, 50, 32, 42, 2, grad('stone'), line(3, DARK))}${path('M10 40 L29 10 L48 40Z M52 40 L71 10 L90 40Z', grad('plum'), line(3, DARK))}${path('M42 92 V74 C42 66 58 66 58 74 V92Z', grad('dark'), '')}${rect(24, 54, 8, 10, 3, grad('yellow'), '')}${rect(66, 54, 8, 10, 3, grad('yellow'), '')}`;

const potion = `${rect(40, 6, 20, 10, 3, grad('brown'), line(2.5, DARK))}${path('M42 16 H58 V36 C74 42 84 54 84 68 C84 84 70 94 50 94 C30 94 16 84 16 68 C16 54 26 42 42 36Z', grad('white'), line(3, DARK))}${path('M19 64 C30 58 70 58 81 64 C82 80 68 91 50 91 C32 91 18 80 19 64Z', grad('jade'), '')}${circle(38, 74, 4, '#eafff3', '')}${circle(58, 80, 3, '#eafff3', '')}${circle(64, 70, 2, '#eafff3', '')}${shine(34, 48, 6, 10)}`;

const book = `${path('M8 22 C22 14 40 14 50 22 V90 C40 82 22 82 8 90Z', grad('parchment'), line(3, DARK))}${path('M92 22 C78 14 60 14 50 22 V90 C60 82 78 82 92 90Z', grad('parchment'), line(3, DARK))}${stroke('M16 36 H40 M16 46 H40 M16 56 H36 M60 36 H84 M60 46 H84', '#8a6a3a', 2.5)}${path('M72 56 L75 63 L82 64 L77 69 L78 76 L72 72 L66 76 L67 69 L62 64 L69 63Z', grad('purple'), '')}`;

const wand = `${stroke('M16 90 L64 42', DARK, 12)}${stroke('M16 90 L64 42', '#6b3a1a', 7)}${stroke('M52 54 L60 46', '#ffd54f', 7)}${path('M72 8 L77 24 L94 28 L78 34 L72 50 L66 34 L50 28 L67 24Z', grad('yellow'), line(2.5, '#8a5200'))}${circle(38, 30, 3, '#fce4ec', '')}${circle(88, 60, 3, '#fce4ec', '')}`;

const mushroom = `${path('M38 56 H62 L66 90 H34Z', grad('white'), line(3, DARK))}${path('M6 58 C6 26 26 10 50 10 C74 10 94 26 94 58Z', grad('red'), line(3, DARK))}${circle(30, 36, 6, '#fff', '')}${circle(56, 24, 5, '#fff', '')}${circle(72, 44, 6, '#fff', '')}${circle(46, 46, 4, '#fff', '')}`;

export const magic: ThemeArt = {
  key: 'magic',
  pictures: { unicorn, orb, castle, potion, book, wand, mushroom },
  emblems: { wild: 'unicorn', scatter: 'orb', coin: 'wand' },
  words: {
    unicorn: 'unicorn',
    orb: 'orb',
    crystal: 'orb',
    castle: 'castle',
    potions: 'potion',
    grimoire: 'book',
    wands: 'wand',
    mushrooms: 'mushroom',
  },
  scene: ['forest', 'moonlit'],
  royals: { font: FONT_SERIF, fills: ['purple', 'pink', 'cyan', 'jade', 'gold'] },
  colours: ['#1a0033', '#8e24aa', '#f8bbd0', '#fce4ec'],
  background: (w, h) => {
    // Over the sky, the top 70%.
    const sparkles = scatteredCircles(
      [w, h],
      [28, 43, 59],
      (i) => 0.003 + (i % 3) * 0.003,
      (i) => `fill="${i % 2 ? '#f8bbd0' : '#ffffff'}" opacity=".7"`,
      0.7,
    );
    const tree = (x: number, height: number) =>
      `<path d="M${x} ${h} V${h - height * 0.3} L${x - w * 0.09} ${h - height * 0.3} L${x} ${h - height} L${x + w * 0.09} ${h - height * 0.3} L${x} ${h - height * 0.3}Z" fill="#12002a"/>`;
    return `${backdrop('magic', w, h, '#0e0024', '#5a1a8a')}${sparkles}<circle cx="${w * 0.78}" cy="${h * 0.16}" r="${w * 0.1}" fill="#fce4ec" opacity=".85"/><circle cx="${w * 0.74}" cy="${h * 0.14}" r="${w * 0.09}" fill="#2a0a4a" opacity=".9"/>${[0.05, 0.2, 0.8, 0.95].map((x, i) => tree(x * w, h * (0.3 + (i % 2) * 0.12))).join('')}`;
  },
};
