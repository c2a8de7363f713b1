import type { ThemeArt } from '../theme.ts';
import {
  backdrop,
  circle,
  ellipse,
  FONT_SANS,
  grad,
  path,
  rect,
  scatteredCircles,
  shine,
  stroke,
} from '../svg.ts';

const DARK = '#0a1c2e';

const shark = `${path('M6 56 C20 36 52 30 76 42 L94 26 L88 52 L96 74 L76 60 C56 74 24 74 6 56Z', grad('silver'))}${path('M40 36 L52 12 L60 38Z', grad('silver'))}${path('M8 58 C28 66 56 68 76 60', '#ffffff', '')}${circle(22, 50, 3.5, DARK, '')}${stroke('M12 60 L30 62', DARK, 2.5)}${stroke('M34 48 V58 M40 47 V58', '#6b7a8c', 2)}`;

const chest = `${path('M12 44 C12 22 88 22 88 44Z', grad('brown'))}${rect(12, 44, 76, 44, 4, grad('brown'))}${rect(12, 40, 76, 10, 2, grad('gold'))}${rect(44, 44, 12, 16, 2, grad('gold'))}${stroke('M30 28 V88 M70 28 V88', '#8a5200', 4)}${circle(30, 24, 6, grad('gold'))}${circle(62, 22, 7, '#e6f7ff')}${circle(46, 20, 5, grad('red'))}`;

const octopus = `${path('M20 86 C24 70 22 62 28 56 M34 90 C36 74 36 64 40 58 M66 90 C64 74 64 64 60 58 M80 86 C76 70 78 62 72 56', 'none', `stroke="${'#7a1f6b'}" stroke-width="9" stroke-linecap="round"`)}${path('M20 86 C24 70 22 62 28 56 M34 90 C36 74 36 64 40 58 M66 90 C64 74 64 64 60 58 M80 86 C76 70 78 62 72 56', 'none', `stroke="url(#ta-pink)" stroke-width="5" stroke-linecap="round"`)}${ellipse(50, 38, 30, 28, grad('pink'))}${circle(40, 40, 6, '#fff')}${circle(60, 40, 6, '#fff')}${circle(41, 41, 3, DARK, '')}${circle(59, 41, 3, DARK, '')}${shine(40, 24, 10, 6)}`;

const fish = `${path('M10 50 C24 28 60 26 76 46 L94 30 L90 50 L94 70 L76 54 C60 74 24 72 10 50Z', grad('orange'))}${stroke('M36 34 C44 42 44 58 36 66 M52 32 C60 42 60 58 52 68', '#ffffff', 5)}${circle(24, 46, 4, DARK, '')}${path('M48 30 L56 16 L64 34Z', grad('orange'))}`;

const crab = `${stroke('M26 62 L10 72 M28 70 L14 84 M74 62 L90 72 M72 70 L86 84', '#8a1a10', 5)}${ellipse(50, 62, 30, 20, grad('red'))}${path('M22 44 C8 40 6 22 18 16 L22 28 L30 18 C36 28 32 42 22 44Z', grad('red'))}${path('M78 44 C92 40 94 22 82 16 L78 28 L70 18 C64 28 68 42 78 44Z', grad('red'))}${stroke('M42 46 V36 M58 46 V36', '#8a1a10', 3)}${circle(42, 34, 4, '#fff')}${circle(58, 34, 4, '#fff')}${circle(42, 34, 2, DARK, '')}${circle(58, 34, 2, DARK, '')}`;

const pearl = `${path('M8 64 C8 40 92 40 92 64 C92 78 74 88 50 88 C26 88 8 78 8 64Z', grad('pink'))}${stroke('M20 70 C30 80 70 80 80 70 M30 56 L36 80 M50 52 V84 M70 56 L64 80', '#c0517f', 2)}${path('M12 58 C14 22 86 22 88 58 C70 48 30 48 12 58Z', grad('pink'))}${circle(50, 54, 14, grad('white'))}${shine(45, 49, 6, 5)}`;

const starfish =
  path(
    'M50 6 C56 24 60 32 90 36 C68 52 66 58 74 90 C56 74 44 74 26 90 C34 58 32 52 10 36 C40 32 44 24 50 6Z',
    grad('orange'),
  ) +
  [
    [50, 26],
    [72, 42],
    [64, 70],
    [36, 70],
    [28, 42],
    [50, 50],
  ]
    .map(([x, y]) => circle(x!, y!, 3, '#fff3c0', ''))
    .join('');

const anchor = `${circle(50, 18, 9, 'none', `stroke="${DARK}" stroke-width="9"`)}${circle(50, 18, 9, 'none', `stroke="url(#ta-silver)" stroke-width="5"`)}${rect(45, 26, 10, 60, 3, grad('silver'))}${rect(28, 34, 44, 9, 3, grad('silver'))}${path('M14 60 C18 82 36 92 50 92 C64 92 82 82 86 60 L76 66 C72 78 62 82 50 82 C38 82 28 78 24 66Z', grad('silver'))}`;

export const ocean: ThemeArt = {
  key: 'ocean',
  pictures: { shark, chest, octopus, fish, crab, pearl, starfish, anchor },
  emblems: { wild: 'shark', scatter: 'chest', coin: 'anchor' },
  words: {
    shark: 'shark',
    treasure: 'chest',
    octopus: 'octopus',
    pearls: 'pearl',
    starfish: 'starfish',
    anchor: 'anchor',
    crab: 'crab',
  },
  scene: ['coral', 'reef'],
  royals: { font: FONT_SANS, fills: ['cyan', 'orange', 'pink', 'teal', 'yellow'] },
  colours: ['#01579b', '#26c6da', '#ffab40', '#e0f7fa'],
  // Light rays and bubbles over a sandy floor with weed and a coral reef: branches across the floor, tall
  // enough to show beside the reels on a desktop and under them on a phone (the scene is cropped to cover).
  background: (w, h) => {
    const reef = [
      [0.12, 0.3],
      [0.36, 0.26],
      [0.64, 0.3],
      [0.87, 0.26],
    ]
      .map(([x, tall]) => {
        const [cx, top, base] = [x! * w, h * (1 - tall!), h];
        const arm = (dx: number, y: number) => `M${cx} ${y} L${cx + dx * w} ${y - h * 0.07}`;
        return `<path d="M${cx} ${base} V${top} ${arm(-0.05, h * (1 - tall! * 0.55))} ${arm(0.05, h * (1 - tall! * 0.7))} ${arm(-0.035, h * (1 - tall! * 0.85))}" stroke="#ff7f8a" stroke-width="${w * 0.02}" stroke-linecap="round" fill="none"/>`;
      })
      .join('');
    // Above the floor, the top 80%.
    const bubbles = scatteredCircles(
      [w, h],
      [16],
      (i) => 0.006 + (i % 4) * 0.005,
      () => `fill="none" stroke="#e0f7fa" stroke-opacity=".45" stroke-width="${(w * 0.003).toFixed(1)}"`,
      0.8,
    );
    const rays = [0.15, 0.4, 0.65]
      .map(
        (x) =>
          `<path d="M${x * w} 0 L${x * w + w * 0.1} 0 L${x * w + w * 0.3} ${h * 0.7} L${x * w + w * 0.12} ${h * 0.7}Z" fill="#e0f7fa" opacity=".07"/>`,
      )
      .join('');
    return `${backdrop('ocean', w, h, '#29b6f6', '#01305e')}${rays}${bubbles}<path d="M0 ${h * 0.88} Q${w * 0.25} ${h * 0.82} ${w * 0.5} ${h * 0.87} T${w} ${h * 0.85} V${h} H0Z" fill="#e6c88a"/><path d="M${w * 0.08} ${h} C${w * 0.04} ${h * 0.85} ${w * 0.14} ${h * 0.8} ${w * 0.1} ${h * 0.7}" stroke="#2e7d32" stroke-width="${w * 0.02}" fill="none"/><path d="M${w * 0.92} ${h} C${w * 0.96} ${h * 0.86} ${w * 0.86} ${h * 0.8} ${w * 0.9} ${h * 0.72}" stroke="#388e3c" stroke-width="${w * 0.02}" fill="none"/>${reef}`;
  },
};
