import { circle, ellipse, grad, INK, path, shine, stroke } from './svg.ts';

/**
 * The fishing arcade's sea creatures, one drawing per kind of the fishing engines' data (`fish[].id`),
 * facing right in a 120×80 box and reading the shared gradients (`gradientDefs()`). They are the arcade's
 * own: the same on every theme, since the engine's kinds (and what each pays) are the same on every title.
 */
export const CREATURE_BOX = { width: 120, height: 80 } as const;

const DARK = '#0a1c2e';
const eye = (x: number, y: number, r: number) =>
  `${circle(x, y, r, '#ffffff', `stroke="${INK}" stroke-width="1.5"`)}${circle(x + r * 0.25, y, r * 0.5, DARK, '')}`;

/** Orange with three white bands, a rounded tail. */
const clownfish = `${path('M24 40 L6 22 Q12 40 6 58Z', grad('orange'))}${path('M44 20 Q60 2 80 18Z', grad('orange'))}${path('M52 58 Q58 74 70 62Z', grad('orange'))}${ellipse(63, 40, 42, 24, grad('orange'))}${path('M84 18 Q77 40 84 62 L93 58 Q87 40 93 22Z', '#ffffff', `stroke="${INK}" stroke-width="2.5"`)}${path('M54 16 Q47 40 54 64 L65 64 Q58 40 65 16Z', '#ffffff', `stroke="${INK}" stroke-width="2.5"`)}${path('M30 24 Q26 40 30 56 L37 59 Q33 40 37 21Z', '#ffffff', `stroke="${INK}" stroke-width="2.5"`)}${eye(96, 34, 5)}${stroke('M103 47 Q99 50 95 47', INK, 2)}`;

/** A yellow ball of spikes with a big eye and a small round mouth. */
const pufferfish = (() => {
  const spikes = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8 + 0.2;
    const p = (r: number, da: number) =>
      `${(60 + Math.cos(a + da) * r).toFixed(1)} ${(40 + Math.sin(a + da) * r).toFixed(1)}`;
    return `M${p(28, -0.13)} L${p(39, 0)} L${p(28, 0.13)}Z`;
  }).join(' ');
  return `${path('M32 40 L14 28 L18 40 L14 52Z', grad('yellow'))}${path(spikes, '#b88a12', `stroke="${INK}" stroke-width="1.5"`)}${circle(60, 40, 30, grad('yellow'))}${ellipse(62, 53, 21, 11, '#fff8d0', '')}${[
    [44, 30],
    [52, 22],
    [40, 44],
    [62, 26],
  ]
    .map(([x, y]) => circle(x!, y!, 2.5, '#b88a12', ''))
    .join(
      '',
    )}${path('M52 48 Q44 58 56 57Z', grad('yellow'), `stroke="${INK}" stroke-width="1.5"`)}${eye(76, 33, 8)}${circle(88, 46, 3.5, '#e0457f', `stroke="${INK}" stroke-width="1.5"`)}${shine(50, 24, 10, 6)}`;
})();

/** A green domed shell with plates, its head and flippers out. */
const turtle = `${path('M34 50 Q18 66 8 60 Q18 48 36 44Z', grad('leaf'))}${path('M28 46 L14 44 L26 52Z', grad('leaf'))}${path('M76 48 Q92 72 106 68 Q98 52 82 42Z', grad('leaf'))}${ellipse(100, 36, 14, 10, grad('leaf'))}${eye(105, 32, 3.5)}${stroke('M108 41 Q111 42 113 40', INK, 1.5)}${path('M22 48 Q26 12 60 11 Q94 12 98 48Z', grad('jade'))}${path('M22 48 Q60 58 98 48 Q60 52 22 48Z', grad('sand'))}${stroke('M46 14 L42 30 L58 40 L74 30 L70 14 M42 30 L26 38 M74 30 L92 38 M58 40 V50 M42 30 L36 46 M74 30 L82 47', '#0b5a36', 2.5)}${shine(54, 22, 12, 6)}`;

/** A pink head with big eyes, four curling arms trailing behind. */
const octopus = (() => {
  const arms =
    'M64 44 C46 38 34 56 12 48 M64 50 C48 54 40 70 18 68 M66 36 C50 28 38 38 16 26 M70 54 C60 64 54 74 36 76';
  const suckers = [
    [30, 50],
    [22, 49],
    [32, 63],
    [26, 67],
    [32, 33],
    [24, 29],
    [46, 74],
  ]
    .map(([x, y]) => circle(x!, y!, 1.8, '#ffe3ef', ''))
    .join('');
  return `${path(arms, 'none', `stroke="${INK}" stroke-width="11" stroke-linecap="round"`)}${path(arms, 'none', `stroke="url(#ta-pink)" stroke-width="7" stroke-linecap="round"`)}${suckers}${path('M58 46 C52 20 70 4 88 6 C108 8 114 28 106 46 C98 58 66 60 58 46Z', grad('pink'))}${eye(76, 40, 6)}${eye(94, 38, 6)}${stroke('M82 50 Q86 53 90 50', INK, 2)}${shine(80, 18, 12, 6)}`;
})();

/** Grey above, white below, a tall dorsal fin, gills and teeth. */
const shark = `${path('M26 40 L6 14 L14 40 L6 64Z', grad('silver'))}${path('M58 25 L70 3 L80 25Z', grad('silver'))}${path('M18 40 C34 22 74 16 100 28 Q114 34 117 42 Q104 52 84 54 C60 60 34 56 18 40Z', grad('silver'))}${path('M38 50 C60 57 92 54 114 44 Q104 52 84 54 C64 58 48 56 38 50Z', '#ffffff', '')}${path('M68 51 L60 70 L84 53Z', grad('silver'))}${stroke('M84 36 V46 M89 35 V45 M94 35 V44', '#5c6878', 2)}${circle(101, 34, 3, DARK, '')}${path('M101 47 L103 50 L105 46.5 L107 49.5 L109 46 L111 48.5 L113 45 Z', '#ffffff', `stroke="${INK}" stroke-width="1.2"`)}`;

/** A big blue whale: flukes, grooved pale throat, a spout. */
const whale = `${stroke('M90 13 Q86 6 80 3 M90 13 Q94 6 100 3 M90 13 V2', '#c4ffff', 3)}${path('M22 36 Q10 22 2 24 Q8 34 14 40 Q8 46 2 56 Q12 58 22 44Z', grad('blue'))}${path('M14 40 C28 22 66 10 98 16 C116 20 119 40 114 52 C98 66 50 64 14 40Z', grad('blue'))}${path('M50 56 C74 64 102 60 114 50 C108 58 92 62 70 61 C62 60 56 58 50 56Z', '#d6ecff', '')}${stroke('M62 58 C80 62 98 59 110 53 M70 61 C86 63 100 61 108 57', '#7aa7d6', 1.5)}${path('M72 50 Q68 66 56 70 Q72 68 84 54Z', grad('blue'))}${circle(96, 40, 3, DARK, '')}${stroke('M88 49 Q102 52 115 45', INK, 2)}${shine(70, 22, 18, 6)}`;

/** The boss: a red serpent of the deep with a gold crest, horns and whiskers. */
const dragon = (() => {
  const spine = 'M8 54 C22 30 38 68 58 48 C70 36 78 38 88 38';
  const crest = [
    [20, 40],
    [32, 48],
    [46, 54],
    [60, 44],
    [74, 36],
  ]
    .map(([x, y]) => `M${x! - 5} ${y! - 4} L${x! - 1} ${y! - 17} L${x! + 4} ${y! - 5}Z`)
    .join(' ');
  return `${path('M10 52 L0 38 L2 60Z', grad('gold'))}${path(crest, grad('gold'), `stroke="${INK}" stroke-width="1.5"`)}${path(spine, 'none', `stroke="${INK}" stroke-width="22" stroke-linecap="round"`)}${path(spine, 'none', `stroke="url(#ta-lava)" stroke-width="17" stroke-linecap="round"`)}${stroke('M12 58 C24 40 38 72 58 54 C70 44 78 44 86 44', '#ffd75e', 3)}${path('M92 26 L96 8 L101 27Z', grad('gold'))}${path('M84 28 L84 12 L91 28Z', grad('gold'))}${path('M80 32 Q96 22 116 36 Q119 42 112 47 L96 49 Q84 51 80 44Z', grad('red'))}${eye(99, 34, 4.5)}${stroke('M112 44 Q118 54 110 62 M106 47 Q108 58 100 64', '#ffd75e', 2.5)}${path('M104 44 L106 48 L108 44.5 L110 47.5 L112 44Z', '#ffffff', `stroke="${INK}" stroke-width="1"`)}`;
})();

/** Every creature the fishing engines name, by its `fish[].id`. */
export const CREATURES: Readonly<Record<string, string>> = {
  clownfish,
  pufferfish,
  turtle,
  octopus,
  shark,
  whale,
  dragon,
};

/** A kind no drawing names yet (an engine's new fish before its art): a plain grey fish, never mistaken for one that pays. */
const UNKNOWN = `${path('M26 40 L8 24 L12 40 L8 56Z', grad('stone'))}${ellipse(62, 40, 40, 20, grad('stone'))}${eye(90, 36, 4)}`;

/** The drawing of one fishing kind (120×80 markup, facing right). */
export const creatureSvg = (id: string): string => CREATURES[id] ?? UNKNOWN;
