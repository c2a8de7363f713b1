import type { ThemeArt } from '../theme.ts';
import {
  backdrop,
  circle,
  ellipse,
  FONT_SERIF,
  grad,
  label,
  line,
  path,
  rect,
  shine,
  stroke,
} from '../svg.ts';

const BROWN = '#5a3500';

const diamond = `${path('M22 18 H78 L96 40 L50 94 L4 40Z', grad('cyan'), line(3, '#0a3a5a'))}${path('M4 40 H96 M22 18 L34 40 L50 18 L66 40 L78 18 M34 40 L50 94 L66 40', 'none', 'stroke="#0a3a5a" stroke-width="2.5" stroke-linejoin="round"')}${path('M26 22 L32 36 H12Z', '#ffffff', 'opacity=".7"')}`;

const bullion = `${path('M8 84 L20 58 H54 L66 84Z', grad('gold'), line(3, BROWN))}${path('M34 84 L46 58 H80 L92 84Z', grad('golddeep'), line(3, BROWN))}${path('M22 56 L32 30 H66 L76 56Z', grad('gold'), line(3, BROWN))}${shine(44, 38, 12, 4)}`;

const vault = `${rect(8, 10, 84, 80, 8, grad('silver'), line(3, '#2a3440'))}${circle(50, 50, 30, grad('stone'), line(3, '#2a3440'))}${circle(50, 50, 8, grad('dark'))}${stroke('M50 22 V36 M50 64 V78 M22 50 H36 M64 50 H78', '#2a3440', 5)}${rect(84, 32, 8, 36, 2, grad('dark'))}`;

const piggy = `${ellipse(50, 56, 38, 30, grad('pink'))}${path('M28 32 L24 14 L40 28Z', grad('pink'))}${ellipse(86, 56, 9, 11, '#f48fb1')}${circle(84, 53, 2, '#7a1040', '')}${circle(84, 60, 2, '#7a1040', '')}${circle(68, 46, 4, '#3a0a20', '')}${rect(36, 24, 22, 5, 2, '#7a1040', '')}${rect(24, 80, 10, 12, 3, grad('pink'))}${rect(60, 80, 10, 12, 3, grad('pink'))}${circle(48, 16, 9, grad('gold'), line(2, BROWN))}${shine(36, 44, 12, 8)}`;

const moneybag = `${path('M36 24 C20 36 10 54 12 70 C14 86 30 92 50 92 C70 92 86 86 88 70 C90 54 80 36 64 24Z', grad('sand'), line(3, BROWN))}${path('M34 10 L42 22 H58 L66 10 C58 14 42 14 34 10Z', grad('sand'), line(3, BROWN))}${rect(36, 20, 28, 7, 3, grad('golddeep'), line(2, BROWN))}${label('$', 76, 38, grad('golddeep'), { outline: 3 })}`;

const nugget = `${path('M14 64 C8 48 22 34 36 38 C42 24 62 22 70 36 C86 34 94 50 88 64 C84 80 66 86 50 82 C34 88 18 80 14 64Z', grad('gold'), line(3, BROWN))}${circle(38, 56, 4, '#c98a00', '')}${circle(62, 52, 5, '#c98a00', '')}${circle(54, 70, 3, '#c98a00', '')}${shine(40, 46, 10, 6)}`;

const pickaxe = `${rect(44, 26, 10, 70, 4, grad('brown'), line(3, BROWN))}${path('M6 38 C24 14 74 14 94 38 C72 28 28 28 6 38Z', grad('silver'), line(3, '#2a3440'))}${rect(42, 20, 14, 14, 3, grad('dark'))}`;

const coinStack = `${[70, 58, 46, 34].map((y) => `${ellipse(50, y + 8, 34, 10, grad('golddeep'), line(2.5, BROWN))}${ellipse(50, y, 34, 10, grad('gold'), line(2.5, BROWN))}`).join('')}`;

export const gold: ThemeArt = {
  key: 'gold',
  pictures: { diamond, bullion, vault, piggy, moneybag, nugget, pickaxe, coinStack },
  emblems: { wild: 'diamond', scatter: 'vault', coin: 'moneybag' },
  words: {
    diamond: 'diamond',
    bullion: 'bullion',
    vault: 'vault',
    piggy: 'piggy',
    coins: 'coinStack',
    nuggets: 'nugget',
    pickaxe: 'pickaxe',
    moneybags: 'moneybag',
  },
  scene: [],
  royals: { font: FONT_SERIF, fills: ['gold', 'golddeep', 'silver', 'yellow', 'sand'] },
  colours: ['#2b2100', '#8d6e00', '#ffd700', '#fffde7'],
  background: (w, h) => {
    const cx = w / 2;
    const cy = h * 0.42;
    const rays = Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      const b = a + Math.PI / 16;
      const r = Math.max(w, h);
      const pt = (angle: number) =>
        `${(cx + Math.cos(angle) * r).toFixed(0)} ${(cy + Math.sin(angle) * r).toFixed(0)}`;
      return `<path d="M${cx} ${cy} L${pt(a)} L${pt(b)}Z" fill="#ffd700" opacity=".08"/>`;
    }).join('');
    return `${backdrop('gold', w, h, '#3a2a00', '#120c00')}${rays}<ellipse cx="${cx}" cy="${cy}" rx="${w * 0.4}" ry="${w * 0.4}" fill="#ffd54f" opacity=".16"/><path d="M0 ${h * 0.9} Q${w / 2} ${h * 0.8} ${w} ${h * 0.9} V${h} H0Z" fill="#8d6e00"/>`;
  },
};
