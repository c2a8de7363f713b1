import { describe, expect, it } from 'vitest';
import { fitTitle, textWidthEm } from './title-fit.ts';

const TILE = { width: 540, height: 240, maxSize: 96 };

describe('fitTitle', () => {
  it('draws a short title at the largest size, wrapping only to stay that large', () => {
    expect(fitTitle('KOI', TILE)).toEqual({ lines: ['KOI'], size: 96 });
    expect(fitTitle('KOI RICHES', TILE)).toEqual({ lines: ['KOI', 'RICHES'], size: 96 });
  });

  it('wraps a long title and never lets a line overflow the box', () => {
    for (const title of [
      'FORTUNE DRAGON PEARL',
      'FISHING TRIP RICHES',
      'WATERFALL TREASURES',
      'FRUITY FRUIT STAND',
    ]) {
      const { lines, size } = fitTitle(title, TILE);
      expect(lines.join(' ')).toBe(title);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) expect(textWidthEm(line) * size).toBeLessThanOrEqual(TILE.width);
      expect(lines.length * size * 1.08).toBeLessThanOrEqual(TILE.height + 0.5);
      expect(size).toBeGreaterThan(40);
    }
  });

  it('shrinks one very long word instead of cutting it', () => {
    const { lines, size } = fitTitle('SUPERCALIFRAGILISTICEXPIALIDOCIOUS', TILE);
    expect(lines).toEqual(['SUPERCALIFRAGILISTICEXPIALIDOCIOUS']);
    expect(textWidthEm(lines[0]!) * size).toBeLessThanOrEqual(TILE.width);
  });

  it('prefers fewer lines when they fit as large', () => {
    expect(fitTitle('AB CD', { width: 1000, height: 1000, maxSize: 50 }).lines).toEqual(['AB CD']);
  });

  it('measures wide letters wider than narrow ones', () => {
    expect(textWidthEm('WWW')).toBeGreaterThan(textWidthEm('III'));
  });
});
