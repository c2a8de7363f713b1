import { ENGINE_DEFINITIONS } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { CREATURES, creatureSvg } from './creatures.ts';
import { THEME_ART } from './symbols.ts';

const fishingKinds = ENGINE_DEFINITIONS.flatMap((engine) =>
  engine.kind === 'fishing' ? engine.fish.map((fish) => fish.id) : [],
);

describe('the fishing creatures', () => {
  it('draws every kind a fishing engine names as itself, no two kinds alike', () => {
    expect(fishingKinds.length).toBeGreaterThanOrEqual(7);
    for (const kind of fishingKinds) expect(CREATURES[kind], kind).toBeDefined();
    const drawings = fishingKinds.map(creatureSvg);
    expect(new Set(drawings).size).toBe(fishingKinds.length);
  });

  it('draws a kind without art as a plain fish, unlike any that pays', () => {
    expect(creatureSvg('no-such-fish')).toBe(creatureSvg('another-one'));
    expect(Object.values(CREATURES)).not.toContain(creatureSvg('no-such-fish'));
  });

  it('writes well-formed markup that reads only the shared gradients', () => {
    for (const [kind, svg] of Object.entries(CREATURES)) {
      for (const tag of svg.match(/<[a-z][^>]*>/gi) ?? []) {
        const names = [...tag.matchAll(/\s([a-z-]+)="/gi)].map((m) => m[1]);
        expect(new Set(names).size, `${kind}: ${tag}`).toBe(names.length);
      }
      for (const [, id] of svg.matchAll(/url\(#([a-z-]+)\)/g)) expect(id, kind).toMatch(/^ta-/);
    }
  });

  it('keeps the names a theme gives its pictures: a title naming a creature names the one the arcade draws', () => {
    // "Shark Frenzy" on the arcade promises the shark it swims: the ocean theme's words name creature ids.
    const ocean = THEME_ART.ocean!;
    for (const word of ['shark', 'octopus']) expect(CREATURES[ocean.words[word]!], word).toBeDefined();
  });
});
