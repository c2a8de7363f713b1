import type { ThemeArt } from '../theme.ts';
import { backdrop, circle, ellipse, FONT_SANS, grad, path, shine, stroke } from '../svg.ts';

const DARK = '#1c1208';

/** A big cat's head; the markings make it a tiger or a jaguar. */
const catHead = (markings: string) =>
  `${circle(24, 26, 12, grad('orange'))}${circle(76, 26, 12, grad('orange'))}${ellipse(50, 56, 38, 34, grad('orange'))}${markings}${ellipse(50, 72, 16, 11, '#fff3e0')}${circle(36, 50, 5, '#1c3d00', '')}${circle(64, 50, 5, '#1c3d00', '')}${path('M44 66 L56 66 L50 72Z', '#3a1a1a', '')}`;

const tiger = catHead(
  stroke(
    'M50 22 L50 34 M40 24 L42 34 M60 24 L58 34 M14 50 L28 54 M14 62 L28 62 M86 50 L72 54 M86 62 L72 62',
    DARK,
    4,
  ),
);

const jaguar = catHead(
  [
    [30, 36],
    [70, 36],
    [22, 58],
    [78, 58],
    [42, 28],
    [58, 28],
    [50, 40],
  ]
    .map(([x, y]) => circle(x!, y!, 3.5, 'none', `stroke="${DARK}" stroke-width="2.5"`))
    .join(''),
);

const gorilla = `${circle(50, 50, 42, grad('dark'))}${path('M26 44 C26 30 74 30 74 44 C80 56 74 82 50 84 C26 82 20 56 26 44Z', '#7a6a62', `stroke="${DARK}" stroke-width="3"`)}${stroke('M30 40 C40 34 60 34 70 40', DARK, 5)}${circle(40, 48, 4, '#1a0a00', '')}${circle(60, 48, 4, '#1a0a00', '')}${ellipse(50, 66, 14, 9, '#5a4a44', '')}${circle(45, 64, 2.5, DARK, '')}${circle(55, 64, 2.5, DARK, '')}${stroke('M42 76 C46 79 54 79 58 76', DARK, 3)}`;

const toucan = `${path('M30 90 C18 70 20 40 34 28 C44 20 58 22 60 36 C62 56 54 76 30 90Z', grad('dark'))}${ellipse(44, 46, 10, 12, '#fff8e1')}${path('M56 28 C72 22 92 30 96 42 C84 46 68 44 58 42Z', grad('orange'))}${stroke('M58 36 C72 36 84 38 94 42', '#a03000', 2)}${circle(50, 34, 4, '#1a75ff', '')}${circle(50, 34, 2, '#000', '')}${shine(40, 40, 4, 6)}`;

const snake = `${stroke('M20 86 C10 70 30 62 48 64 C70 66 86 54 78 40 C72 28 52 34 46 24 C42 16 50 10 60 12', DARK, 20)}${stroke('M20 86 C10 70 30 62 48 64 C70 66 86 54 78 40 C72 28 52 34 46 24 C42 16 50 10 60 12', grad('leaf'), 14)}${stroke('M20 86 C10 70 30 62 48 64 C70 66 86 54 78 40', '#0d5a12', 3).replace('fill="none"', 'fill="none" stroke-dasharray="4 8"')}${circle(62, 11, 3, '#ffe14d', '')}${stroke('M68 12 L78 8 M68 12 L78 16', '#e3002b', 2)}`;

const frog = `${circle(30, 30, 16, grad('green'))}${circle(70, 30, 16, grad('green'))}${ellipse(50, 60, 40, 28, grad('green'))}${circle(30, 28, 8, '#fff', '')}${circle(70, 28, 8, '#fff', '')}${circle(31, 29, 4, '#111', '')}${circle(69, 29, 4, '#111', '')}${stroke('M26 64 C40 76 60 76 74 64', '#0b4a10', 4)}${circle(40, 50, 3, '#e8f77a', '')}${circle(64, 54, 3, '#e8f77a', '')}`;

const leaf = `${path('M50 94 C20 80 8 46 22 14 C50 18 80 36 84 70 C80 84 66 94 50 94Z', grad('leaf'))}${stroke('M50 94 C44 66 36 40 22 14 M44 66 L70 56 M38 48 L62 36 M42 78 L24 70', '#2a5a0a', 3)}`;

const paw = `${ellipse(50, 66, 22, 18, grad('brown'))}${ellipse(24, 42, 9, 11, grad('brown'))}${ellipse(40, 28, 9, 11, grad('brown'))}${ellipse(60, 28, 9, 11, grad('brown'))}${ellipse(76, 42, 9, 11, grad('brown'))}`;

export const jungle: ThemeArt = {
  key: 'jungle',
  pictures: { tiger, gorilla, jaguar, toucan, snake, frog, leaf, paw },
  emblems: { wild: 'tiger', scatter: 'paw', coin: 'paw' },
  words: {
    tiger: 'tiger',
    gorilla: 'gorilla',
    jaguar: 'jaguar',
    panther: 'jaguar',
    toucan: 'toucan',
    snake: 'snake',
    frogs: 'frog',
  },
  scene: ['jungle', 'rainforest', 'canopy'],
  royals: { font: FONT_SANS, fills: ['leaf', 'orange', 'yellow', 'brown', 'teal'] },
  colours: ['#0f3d14', '#4caf50', '#ffca28', '#f1f8e9'],
  background: (w, h) => {
    const frond = (x: number, y: number, s: number, rot: number, fill: string) =>
      `<path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M0 0 C30 -20 80 -20 120 0 C80 20 30 20 0 0Z" fill="${fill}"/>`;
    const fronds = [
      [0, 0.1, 160, '#1b5e20'],
      [1, 0.05, 200, '#2e7d32'],
      [0, 0.45, 20, '#1b5e20'],
      [1, 0.55, 160, '#256b2a'],
      [0.1, 1, -40, '#2e7d32'],
      [0.9, 1, -140, '#1b5e20'],
    ] as const;
    return `${backdrop('jungle', w, h, '#0b3d12', '#5ea83a')}<ellipse cx="${w / 2}" cy="${h * 0.45}" rx="${w * 0.45}" ry="${h * 0.3}" fill="#c6f36b" opacity=".18"/>${fronds.map(([x, y, rot, fill]) => frond(x * w, y * h, (w / 240) * 1.2, rot, fill)).join('')}`;
  },
};
