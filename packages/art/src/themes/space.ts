import type { ThemeArt } from '../theme.ts';
import { backdrop, circle, ellipse, FONT_SANS, grad, path, scatteredCircles, shine, stroke } from '../svg.ts';

const DARK = '#0d0a2e';

const rocket = `${path('M30 70 L16 88 L34 82Z M70 70 L84 88 L66 82Z', grad('red'))}${path('M50 6 C70 20 74 48 68 78 H32 C26 48 30 20 50 6Z', grad('white'))}${path('M50 6 C60 13 66 22 69 32 H31 C34 22 40 13 50 6Z', grad('red'))}${circle(50, 46, 9, grad('cyan'))}${path('M38 78 L44 96 L50 84 L56 96 L62 78Z', grad('lava'))}`;

const planet = `${circle(50, 50, 28, grad('purple'))}${stroke('M28 40 C40 44 60 44 72 40 M26 54 C40 58 60 58 74 54', '#b47ae8', 4)}${ellipse(50, 52, 46, 12, 'none', `stroke="${DARK}" stroke-width="8" transform="rotate(-15 50 52)"`)}${ellipse(50, 52, 46, 12, 'none', `stroke="url(#ta-gold)" stroke-width="4" transform="rotate(-15 50 52)"`)}${shine(40, 38, 10, 8)}`;

const ufo = `${path('M30 46 C30 24 70 24 70 46Z', grad('cyan'))}${ellipse(50, 52, 44, 14, grad('silver'))}${[22, 38, 62, 78].map((x) => circle(x, 54, 3.5, grad('yellow'), '')).join('')}${path('M36 64 L24 94 H76 L64 64Z', '#b3ffff', 'opacity=".35"')}`;

const comet = `${path('M8 10 C30 30 50 46 66 58 L56 68 C44 54 26 34 8 10Z', grad('cyan'), '')}${path('M20 6 C40 28 56 40 70 52 L62 60 C48 46 34 28 20 6Z', '#ffffff', 'opacity=".6"')}${circle(68, 66, 20, grad('lava'))}${circle(62, 60, 5, '#fff3b0', '')}`;

const gem = `${path('M26 20 H74 L92 42 L50 92 L8 42Z', grad('cyan'))}${path('M8 42 H92 M26 20 L38 42 L50 20 L62 42 L74 20 M38 42 L50 92 L62 42', 'none', `stroke="${DARK}" stroke-width="2.5" stroke-linejoin="round"`)}${path('M30 24 L36 38 H14Z', '#ffffff', 'opacity=".6"')}`;

const moon = `${path('M64 8 C36 10 16 32 16 56 C16 80 36 94 58 94 C74 94 86 86 92 74 C64 80 42 62 42 40 C42 26 50 14 64 8Z', grad('yellow'))}${circle(32, 56, 5, '#e0b800', '')}${circle(44, 76, 4, '#e0b800', '')}${circle(30, 78, 3, '#e0b800', '')}`;

const astronaut = `${circle(50, 46, 34, grad('white'))}${path('M24 46 C24 28 76 28 76 46 C76 60 66 66 50 66 C34 66 24 60 24 46Z', grad('night'))}${stroke('M32 40 C36 34 44 32 50 32', '#ffffff', 4)}${path('M26 80 H74 L78 96 H22Z', grad('white'))}${circle(50, 86, 4, grad('red'), '')}`;

const star = path('M50 4 L58 40 L96 50 L58 60 L50 96 L42 60 L4 50 L42 40Z', grad('yellow'));

export const space: ThemeArt = {
  key: 'space',
  pictures: { rocket, planet, ufo, astronaut, comet, gem, moon, star },
  emblems: { wild: 'rocket', scatter: 'planet', coin: 'star' },
  words: {
    rockets: 'rocket',
    planets: 'planet',
    comet: 'comet',
    gems: 'gem',
    astronauts: 'astronaut',
    moons: 'moon',
    eclipse: 'moon',
    ufo: 'ufo',
  },
  scene: ['nebula'],
  royals: { font: FONT_SANS, fills: ['cyan', 'purple', 'pink', 'yellow', 'sky'] },
  colours: ['#0d0a2e', '#4527a0', '#00e5ff', '#ede7f6'],
  background: (w, h) => {
    const stars = scatteredCircles(
      [w, h],
      [40, 53, 71],
      (i) => 0.002 + (i % 3) * 0.002,
      (i) => `fill="#ffffff" opacity="${(0.4 + (i % 3) * 0.2).toFixed(1)}"`,
    );
    return `${backdrop('space', w, h, '#060419', '#2a1470')}<ellipse cx="${w * 0.3}" cy="${h * 0.35}" rx="${w * 0.5}" ry="${h * 0.18}" fill="#8e24aa" opacity=".22" transform="rotate(-20 ${w * 0.3} ${h * 0.35})"/>${stars}<circle cx="${w * 0.85}" cy="${h * 0.92}" r="${w * 0.28}" fill="#4527a0"/><circle cx="${w * 0.8}" cy="${h * 0.88}" r="${w * 0.28}" fill="#5e35b1" opacity=".6"/>`;
  },
};
