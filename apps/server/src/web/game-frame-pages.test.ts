import { describe, expect, it } from 'vitest';
import { sharedGameFrameUrl } from './ssr.ts';

describe("a player's game frame on the SSR host", () => {
  it('is one page per game and language, its session token left out of the render and the key', () => {
    for (const query of ['?session=abc%2Bdef', '?session=', ''])
      for (const path of ['/game-frame/golden-link/', '/es/game-frame/golden-link/'])
        expect(sharedGameFrameUrl(path + query), path + query).toBe(path);
  });

  it('is rendered for its request with any other query, path or language', () => {
    for (const url of [
      '/game-frame/golden-link/?replay=r-1',
      '/game-frame/golden-link/?session=a&replay=r-1',
      '/game-frame/golden-link/?session=a&session=b',
      '/game-frame/golden-link/?brand=tao',
      '/game-frame/golden-link',
      '/game-frame/golden%2Flink/',
      '/game-frame/golden-link.data',
      '/fr/game-frame/golden-link/',
      '/lobby/?session=a',
    ])
      expect(sharedGameFrameUrl(url), url).toBeNull();
  });
});
