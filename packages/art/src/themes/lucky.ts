import type { ThemeArt } from '../theme.ts';
import { backdrop, circle, ellipse, FONT_SERIF, grad, line, path, rect, shine, stroke } from '../svg.ts';

const DARK = '#2a0505';

const panda = `${circle(22, 22, 13, grad('dark'))}${circle(78, 22, 13, grad('dark'))}${ellipse(50, 54, 40, 36, grad('white'), line(3, DARK))}${ellipse(34, 50, 10, 13, grad('dark'), '')}${ellipse(66, 50, 10, 13, grad('dark'), '')}${circle(35, 50, 3.5, '#fff', '')}${circle(65, 50, 3.5, '#fff', '')}${ellipse(50, 68, 8, 5, '#222', '')}${stroke('M42 78 C46 82 54 82 58 78', '#222', 3)}${stroke('M88 70 L70 92', '#3d7a12', 6)}`;

const cat = `${path('M18 30 L24 8 L40 22Z M82 30 L76 8 L60 22Z', grad('white'), line(3, DARK))}${ellipse(50, 46, 36, 30, grad('white'), line(3, DARK))}${rect(20, 62, 60, 32, 14, grad('white'), line(3, DARK))}${path('M80 64 V30 C80 22 92 22 92 30 V52Z', grad('white'), line(3, DARK))}${stroke('M34 44 C38 40 42 40 44 44 M56 44 C58 40 62 40 66 44', DARK, 3)}${circle(50, 54, 3, '#ff6f91', '')}${rect(22, 66, 56, 8, 4, grad('red'), '')}${circle(50, 78, 8, grad('gold'), line(2, '#8a5200'))}`;

const koi = `${path('M14 50 C26 26 62 24 76 46 L92 30 L88 50 L92 70 L76 54 C62 76 26 74 14 50Z', grad('white'), line(3, '#7a2a00'))}${path('M34 32 C46 34 52 44 48 52 C40 50 34 42 34 32Z M52 56 C62 54 68 60 66 68 C58 68 54 62 52 56Z', grad('orange'), '')}${circle(26, 46, 4, '#111', '')}${stroke('M18 56 C12 62 10 68 12 72', '#7a2a00', 2.5)}`;

const lantern = `${rect(40, 6, 20, 8, 2, grad('gold'), line(2, '#8a5200'))}${ellipse(50, 48, 36, 34, grad('red'), line(3, '#7a0010'))}${stroke('M50 14 C34 28 34 68 50 82 M50 14 C66 28 66 68 50 82 M16 48 H84', '#ffd75e', 2.5)}${rect(40, 80, 20, 8, 2, grad('gold'), line(2, '#8a5200'))}${stroke('M44 88 L42 98 M50 88 V98 M56 88 L58 98', '#ffd75e', 2.5)}`;

const pearl = `${path('M14 80 C4 60 14 34 34 26 C28 40 32 52 44 56 C30 58 22 68 14 80Z', grad('jade'), line(2.5, '#0a4a2a'))}${path('M86 80 C96 60 86 34 66 26 C72 40 68 52 56 56 C70 58 78 68 86 80Z', grad('jade'), line(2.5, '#0a4a2a'))}${circle(50, 50, 22, grad('white'), line(3, '#8a6a9a'))}${path('M40 44 C44 40 50 40 52 46', '#ffffff', 'opacity=".9"')}${shine(42, 42, 9, 7)}${path('M40 86 L50 72 L60 86Z', grad('gold'), line(2, '#8a5200'))}`;

const blossom = `${[0, 72, 144, 216, 288]
  .map(
    (a) =>
      `<g transform="rotate(${a} 50 50)">${ellipse(50, 26, 16, 22, grad('pink'), line(2.5, '#a0305a'))}</g>`,
  )
  .join('')}${circle(50, 50, 10, grad('yellow'), line(2, '#a06000'))}`;

const bamboo = `${[26, 50, 74]
  .map(
    (x, i) =>
      `${rect(x - 8, 6 + i * 6, 16, 88 - i * 6, 5, grad('jade'), line(2.5, '#0a4a2a'))}${stroke(`M${x - 8} ${34 + i * 4} H${x + 8} M${x - 8} ${64 + i * 2} H${x + 8}`, '#0a4a2a', 2.5)}`,
  )
  .join('')}${path('M58 30 C70 20 84 20 92 26 C82 34 70 34 58 30Z', grad('leaf'), line(2, '#0a4a2a'))}`;

const knot = `${path('M50 8 L92 50 L50 92 L8 50Z', grad('red'), line(3, '#7a0010'))}${path('M50 24 L76 50 L50 76 L24 50Z', 'none', 'stroke="#ffd75e" stroke-width="4"')}${stroke('M38 38 L62 62 M62 38 L38 62', '#ffd75e', 4)}`;

export const lucky: ThemeArt = {
  key: 'lucky',
  pictures: { panda, cat, koi, lantern, pearl, blossom, bamboo, knot },
  emblems: { wild: 'knot', scatter: 'lantern', coin: 'knot' },
  words: {
    panda: 'panda',
    cat: 'cat',
    koi: 'koi',
    lanterns: 'lantern',
    'dragon pearl': 'pearl',
    blossom: 'blossom',
    bamboo: 'bamboo',
  },
  scene: ['lanterns'],
  royals: { font: FONT_SERIF, fills: ['red', 'gold', 'jade', 'pink', 'orange'] },
  colours: ['#4a0000', '#c62828', '#ffd54f', '#fff8e1'],
  background: (w, h) => {
    const cloud = (x: number, y: number, s: number) =>
      `<path transform="translate(${x} ${y}) scale(${s})" d="M0 20 C0 8 14 4 20 12 C24 0 44 0 46 12 C54 6 66 10 64 20Z" fill="#ffd54f" opacity=".12"/>`;
    const hanging = (x: number, len: number) =>
      `<path d="M${x} 0 V${len}" stroke="#ffd54f" stroke-width="${w * 0.004}"/><ellipse cx="${x}" cy="${len + w * 0.05}" rx="${w * 0.05}" ry="${w * 0.045}" fill="#e53935" stroke="#ffd54f" stroke-width="${w * 0.004}"/>`;
    return `${backdrop('lucky', w, h, '#8e0000', '#2a0000')}${[
      [0.05, 0.3],
      [0.55, 0.45],
      [0.2, 0.7],
      [0.7, 0.8],
    ]
      .map(([x, y]) => cloud(x! * w, y! * h, w / 220))
      .join('')}${hanging(w * 0.12, h * 0.08)}${hanging(w * 0.88, h * 0.12)}`;
  },
};
