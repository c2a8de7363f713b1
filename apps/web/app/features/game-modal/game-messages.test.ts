import { describe, expect, it } from 'vitest';
import { isAndroidMobile, readGameMessage, sameOriginUrl, titleFromSlug } from './game-messages.ts';

const origin = 'https://play.example.com';
const frame = {} as MessageEventSource;
const other = {} as MessageEventSource;

describe('readGameMessage', () => {
  it('reads insufficientFunds and maxBet from the game frame of this origin', () => {
    expect(
      readGameMessage(
        { origin, source: frame, data: { source: 'casino-game', type: 'insufficientFunds' } },
        { origin, source: frame },
      ),
    ).toEqual({ type: 'insufficientFunds' });
    expect(
      readGameMessage(
        { origin, source: frame, data: { source: 'casino-game', type: 'maxBet', maxBet: 500 } },
        { origin, source: frame },
      ),
    ).toEqual({ type: 'maxBet', maxBet: 500 });
  });

  it('reads the start and the end of a round’s presentation', () => {
    for (const type of ['roundStarted', 'roundPresented'] as const)
      expect(
        readGameMessage(
          { origin, source: frame, data: { source: 'casino-game', type } },
          { origin, source: frame },
        ),
      ).toEqual({ type });
  });

  it('ignores other origins, other windows and other shapes', () => {
    const data = { source: 'casino-game', type: 'insufficientFunds' };
    expect(
      readGameMessage({ origin: 'https://evil.test', source: frame, data }, { origin, source: frame }),
    ).toBe(null);
    expect(readGameMessage({ origin, source: other, data }, { origin, source: frame })).toBe(null);
    expect(readGameMessage({ origin, source: frame, data: { type: 'insufficientFunds' } }, { origin })).toBe(
      null,
    );
    expect(
      readGameMessage({ origin, source: frame, data: { source: 'casino-game', type: 'maxBet' } }, { origin }),
    ).toBe(null);
    expect(readGameMessage({ origin, source: frame, data: 'insufficientFunds' }, { origin })).toBe(null);
  });
});

describe('sameOriginUrl', () => {
  it('keeps same-origin paths and refuses other origins and schemes', () => {
    expect(sameOriginUrl('/game-frame/jungle-quest/?session=abc', origin)).toBe(
      '/game-frame/jungle-quest/?session=abc',
    );
    expect(sameOriginUrl(`${origin}/game-frame/x/`, origin)).toBe('/game-frame/x/');
    expect(sameOriginUrl('https://evil.test/game', origin)).toBe(null);
    expect(sameOriginUrl('//evil.test/game', origin)).toBe(null);
    expect(sameOriginUrl('javascript:alert(1)', origin)).toBe(null);
  });
});

describe('isAndroidMobile', () => {
  it('is true only for Android phones', () => {
    expect(
      isAndroidMobile('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36'),
    ).toBe(true);
    expect(isAndroidMobile('Mozilla/5.0 (Linux; Android 14; Pixel Tablet) Chrome/126.0 Safari/537.36')).toBe(
      false,
    );
    expect(isAndroidMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      false,
    );
  });
});

it('titleFromSlug', () => {
  expect(titleFromSlug('jungle-quest-gold')).toBe('Jungle Quest Gold');
});
