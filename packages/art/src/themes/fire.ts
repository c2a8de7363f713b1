import type { ThemeArt } from '../theme.ts';
import {
  backdrop,
  circle,
  ellipse,
  FONT_SERIF,
  grad,
  line,
  path,
  rect,
  scatteredCircles,
  stroke,
} from '../svg.ts';

const DARK = '#2a0500';

const dragon = `${path('M18 30 L10 8 L32 22Z M60 22 L80 6 L76 30Z', grad('golddeep'))}${path('M16 40 C16 20 56 12 72 26 C86 38 96 52 94 64 L78 66 C74 80 58 90 40 86 C22 82 14 62 16 40Z', grad('crimson'))}${path('M94 64 L78 66 L74 74 L90 74Z', '#fff3e0')}${circle(52, 40, 7, grad('yellow'))}${path('M52 34 L54 46', DARK, line(3, DARK))}${stroke('M24 56 C30 62 36 64 44 64 M22 68 C28 74 36 76 44 76', '#ff8a65', 3)}${circle(86, 54, 2.5, DARK, '')}`;

const phoenix = `${path('M50 58 C40 40 22 30 4 30 C12 42 20 46 30 50 C18 52 12 58 8 66 C24 62 36 62 46 64Z', grad('lava'))}${path('M50 58 C60 40 78 30 96 30 C88 42 80 46 70 50 C82 52 88 58 92 66 C76 62 64 62 54 64Z', grad('lava'))}${path('M44 62 C38 76 34 84 26 96 C40 90 46 84 50 76 C54 84 60 90 74 96 C66 84 62 76 56 62Z', grad('orange'))}${ellipse(50, 54, 9, 14, grad('red'))}${circle(50, 30, 10, grad('red'))}${path('M48 16 C50 8 56 6 60 4 C58 10 56 14 54 20Z', grad('yellow'), line(2))}${path('M58 30 L70 34 L58 37Z', grad('gold'), line(2))}${circle(53, 28, 2.5, DARK, '')}`;

const crown = `${path('M10 76 L16 30 L34 52 L50 18 L66 52 L84 30 L90 76Z', grad('gold'), line(3, '#8a5200'))}${rect(10, 74, 80, 14, 3, grad('golddeep'), line(3, '#8a5200'))}${circle(50, 62, 7, grad('red'))}${circle(28, 66, 5, grad('blue'))}${circle(72, 66, 5, grad('blue'))}${circle(16, 28, 4, grad('gold'))}${circle(50, 16, 4, grad('gold'))}${circle(84, 28, 4, grad('gold'))}`;

const flameShape = (fill: string) =>
  path(
    'M50 4 C60 24 82 34 82 60 C82 80 68 94 50 94 C32 94 18 80 18 60 C18 44 28 36 32 22 C38 32 40 38 44 40 C46 26 44 16 50 4Z',
    fill,
  );

const fireSeven = `${flameShape(grad('lava'))}${path('M28 30 H74 V42 C62 54 56 66 54 86 H40 C42 66 50 54 58 44 H28Z', grad('crimson'), line(3, DARK))}`;

const volcano = `${path('M30 34 C28 20 40 8 46 16 C50 6 62 8 62 18 C72 14 78 26 70 34Z', '#5a5a5a', '')}${path('M6 92 L36 40 H64 L94 92Z', grad('brown'))}${path('M36 40 H64 L58 56 L52 50 L46 62 L42 50Z', grad('lava'), line(2, DARK))}${stroke('M54 62 L60 80', '#ff6d00', 4)}`;

const hammer = `${rect(44, 34, 12, 60, 4, grad('brown'))}${path('M14 14 H78 C88 14 92 22 92 28 H78 V40 H14Z', grad('silver'))}${rect(14, 14, 14, 26, 2, '#6b7a8c')}${stroke('M60 50 L70 46 M62 58 L74 58', '#ffab00', 3)}`;

const flame = `${flameShape(grad('lava'))}${path('M50 40 C56 52 66 58 66 70 C66 82 58 88 50 88 C42 88 34 82 34 70 C34 60 44 54 50 40Z', grad('yellow'), '')}`;

export const fire: ThemeArt = {
  key: 'fire',
  pictures: { dragon, phoenix, crown, fireSeven, volcano, hammer, flame },
  emblems: { wild: 'dragon', scatter: 'phoenix', coin: 'flame' },
  words: {
    dragon: 'dragon',
    phoenix: 'phoenix',
    crown: 'crown',
    sevens: 'fireSeven',
    volcano: 'volcano',
    volcanic: 'volcano',
    hammer: 'hammer',
  },
  scene: ['blaze', 'ember', 'inferno'],
  royals: { font: FONT_SERIF, fills: ['lava', 'crimson', 'gold', 'orange', 'yellow'] },
  colours: ['#3e0a0a', '#d84315', '#ffc107', '#fff3e0'],
  background: (w, h) => {
    const embers = scatteredCircles(
      [w, h],
      [24, 41, 67],
      (i) => 0.004 + (i % 3) * 0.003,
      () => 'fill="#ffc107" opacity=".5"',
    );
    const tongues = Array.from({ length: 9 }, (_, i) => {
      const x = (i / 8) * w;
      const top = h * (0.62 + (i % 3) * 0.06);
      return `<path d="M${x - w * 0.1} ${h} C${x - w * 0.08} ${top + h * 0.1} ${x} ${top + h * 0.08} ${x} ${top} C${x + w * 0.04} ${top + h * 0.12} ${x + w * 0.1} ${top + h * 0.14} ${x + w * 0.1} ${h}Z" fill="${i % 2 ? '#ff6d00' : '#d84315'}" opacity=".75"/>`;
    }).join('');
    return `${backdrop('fire', w, h, '#1a0202', '#7a1606')}${embers}${tongues}`;
  },
};
