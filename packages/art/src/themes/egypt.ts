import type { ThemeArt } from '../theme.ts';
import { backdrop, circle, ellipse, FONT_SERIF, grad, line, path, rect, shine, stroke } from '../svg.ts';

const INK_EYE = '#1a1030';

const pharaoh = `${path('M50 8 C28 8 18 24 18 42 L8 90 L92 90 L82 42 C82 24 72 8 50 8Z', grad('lapis'))}${stroke('M20 50 L12 84 M80 50 L88 84 M24 38 L14 70 M76 38 L86 70', '#ffd54f', 4)}${path('M32 30 H68 V60 C68 74 60 80 50 80 C40 80 32 74 32 60Z', grad('sand'))}${rect(44, 78, 12, 16, 3, grad('gold'))}${stroke('M36 44 H46 M54 44 H64', INK_EYE, 4)}${path('M50 4 L56 16 L44 16Z', grad('gold'))}${rect(30, 26, 40, 8, 2, grad('gold'))}`;

const scarab = `${circle(50, 20, 14, grad('lava'))}${stroke('M22 52 L8 44 M22 64 L6 66 M22 76 L10 86 M78 52 L92 44 M78 64 L94 66 M78 76 L90 86', INK_EYE, 4)}${ellipse(50, 62, 28, 32, grad('teal'))}${stroke('M50 34 V92', INK_EYE, 3)}${ellipse(50, 34, 14, 8, grad('lapis'))}${shine(38, 54, 7, 12)}${shine(62, 54, 7, 12)}`;

const eye = `${path('M8 44 C26 22 74 22 92 44 C74 62 26 62 8 44Z', grad('white'))}${circle(50, 43, 13, grad('lapis'))}${circle(50, 43, 5, INK_EYE, '')}${stroke('M6 24 C30 12 70 12 94 26', INK_EYE, 6)}${stroke('M44 58 L40 86 M60 58 C70 72 80 76 88 70 C92 64 86 58 80 64', INK_EYE, 6)}`;

const ankh = `${ellipse(50, 28, 16, 22, 'none', `stroke="${'#8a5200'}" stroke-width="16"`)}${ellipse(50, 28, 16, 22, 'none', `stroke="url(#ta-gold)" stroke-width="10"`)}${rect(12, 48, 76, 14, 4, grad('gold'), line(3, '#8a5200'))}${rect(42, 48, 16, 46, 4, grad('gold'), line(3, '#8a5200'))}`;

const pyramid = `${circle(76, 24, 14, grad('lava'), '')}${path('M50 14 L94 88 H6Z', grad('sand'))}${path('M50 14 L94 88 H58Z', '#b07a2c', '')}${stroke('M28 52 H72 M18 70 H82', '#9a6a22', 2)}${path('M50 14 L94 88 H6Z', 'none')}`;

const lotus = `${path('M50 12 C62 28 62 52 50 70 C38 52 38 28 50 12Z', grad('pink'))}${path('M50 70 C34 64 22 48 20 30 C34 36 44 50 50 70Z', grad('pink'))}${path('M50 70 C66 64 78 48 80 30 C66 36 56 50 50 70Z', grad('pink'))}${path('M50 70 C30 74 14 68 6 56 C22 52 38 58 50 70Z', grad('purple'))}${path('M50 70 C70 74 86 68 94 56 C78 52 62 58 50 70Z', grad('purple'))}${rect(46, 70, 8, 24, 3, grad('green'))}`;

const obelisk = `${path('M40 20 L50 6 L60 20 L64 92 H36Z', grad('stone'))}${path('M50 6 L60 20 L64 92 H52Z', '#a59c84', '')}${path('M40 20 L50 6 L60 20Z', grad('gold'))}${stroke('M46 34 H54 M45 46 C48 42 52 42 55 46 M46 58 H54 M45 70 L55 78', '#6b5a3a', 2.5)}`;

export const egypt: ThemeArt = {
  key: 'egypt',
  pictures: { pharaoh, scarab, eye, ankh, pyramid, lotus, obelisk },
  emblems: { wild: 'pharaoh', scatter: 'pyramid', coin: 'ankh' },
  words: {
    pharaoh: 'pharaoh',
    scarab: 'scarab',
    amulet: 'eye',
    eye: 'eye',
    ankh: 'ankh',
    obelisk: 'obelisk',
    lotus: 'lotus',
    pyramid: 'pyramid',
  },
  scene: ['desert', 'dunes', 'tomb', 'nile'],
  royals: { font: FONT_SERIF, fills: ['gold', 'lapis', 'teal', 'lava', 'sand'] },
  colours: ['#3e2723', '#c08a2e', '#ffd54f', '#fff8e1'],
  // Pyramids on the dunes and the Nile running through them.
  background: (w, h) => {
    const horizon = h * 0.68;
    const pyramid = (x: number, size: number, shade: string) =>
      `<path d="M${x} ${horizon - size} L${x + size * 1.2} ${horizon} H${x - size * 1.2}Z" fill="${shade}"/>`;
    return `${backdrop('egypt', w, h, '#1d2a6b', '#f2a24a')}<circle cx="${w * 0.72}" cy="${horizon - h * 0.2}" r="${w * 0.12}" fill="#ffe082" opacity=".9"/>${pyramid(w * 0.25, h * 0.22, '#8d5a2b')}${pyramid(w * 0.58, h * 0.14, '#a86d34')}${pyramid(w * 0.9, h * 0.1, '#b97d40')}<path d="M0 ${horizon} Q${w * 0.3} ${horizon - h * 0.05} ${w * 0.6} ${horizon} T${w} ${horizon} V${h} H0Z" fill="#d9a55b"/><path d="M0 ${h * 0.85} Q${w * 0.4} ${h * 0.78} ${w} ${h * 0.86} V${h} H0Z" fill="#c08a3e"/><path d="M0 ${h * 0.8} C${w * 0.3} ${h * 0.74} ${w * 0.6} ${h * 0.82} ${w} ${h * 0.76}" stroke="#2f7fc0" stroke-width="${h * 0.025}" fill="none"/>`;
  },
};
