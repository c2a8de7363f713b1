import { describe, expect, it } from 'vitest';
import { bannerArtworkSvg, collectionArtworkSvg, gameArtworkSvg, providerLogoSvg } from './artwork.ts';
import { seedGameList } from './seed-catalogue.ts';
import { THEMES, themeOf } from './themes.ts';

const game = { title: 'Lucky <Sevens> & Co', artworkSeed: 12_345, providerName: 'Copper Fox Gaming' };

describe('procedural artwork', () => {
  it('is deterministic in its seed and differs between seeds', () => {
    expect(gameArtworkSvg(game, 320, 427)).toBe(gameArtworkSvg(game, 320, 427));
    expect(gameArtworkSvg({ ...game, artworkSeed: 12_355 }, 320, 427)).not.toBe(
      gameArtworkSvg(game, 320, 427),
    );
  });

  it('draws the theme of the seed at the requested output size', () => {
    const svg = gameArtworkSvg(game, 640, 853);
    expect(svg).toContain('width="640" height="853"');
    expect(svg).toContain(`url(#bg-${themeOf(game.artworkSeed).key})`);
  });

  it('shows the picture a title names: Juicy Lemons shows a lemon, not cherries', () => {
    const lemons = seedGameList().find((g) => g.title === 'Juicy Lemons') ?? {
      title: 'Juicy Lemons',
      artworkSeed: 10,
    };
    const svg = gameArtworkSvg({ ...lemons, providerName: 'Aurora Reels' }, 300, 400);
    // The hero is placed at 140,60 (see gameArtworkSvg); the lemon's outline path starts "M6 54".
    expect(svg).toMatch(/translate\(140 60\) scale\(3\.2\)"><path d="M6 54/);
  });

  it('escapes the title and provider name', () => {
    const svg = gameArtworkSvg(game, 320, 427);
    expect(svg).toContain('&lt;SEVENS&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).not.toContain('<SEVENS>');
  });

  it('draws providers, banners and collections as SVG', () => {
    expect(providerLogoSvg({ name: 'Indigo Owl', artworkSeed: 3 }, 320, 160)).toMatch(
      /^<svg .*>IO<\/text>.*<\/svg>$/s,
    );
    expect(bannerArtworkSvg({ artworkSeed: 7001 }, 320, 100)).toMatch(/^<svg [^>]*width="320" height="100"/);
    expect(collectionArtworkSvg({ artworkSeed: 5001 }, 320, 240)).toContain('</svg>');
  });

  it('has a theme for every seed residue', () => {
    expect(THEMES).toHaveLength(10);
    expect(new Set(Array.from({ length: 10 }, (_, i) => themeOf(100 + i).key)).size).toBe(10);
  });
});
