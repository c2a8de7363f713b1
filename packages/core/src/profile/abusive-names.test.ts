import { describe, expect, it } from 'vitest';
import { foldName, isAbusiveName } from './abusive-names.ts';

describe('isAbusiveName', () => {
  it('refuses a listed word however it is spelt', () => {
    for (const name of [
      'fuck',
      'F.u_c K',
      'FUUUCK',
      'sh1t head',
      'Hijo de Puta',
      'pendejo99',
      'Official Support',
    ])
      expect(isAbusiveName(name), name).toBe(true);
  });

  it('accepts ordinary names that hold a short stem', () => {
    for (const name of ['Cassandra', 'Dickens', 'Grapes', 'Badminton', 'Essex', 'LuckyStar', 'María José'])
      expect(isAbusiveName(name), name).toBe(false);
  });
});

describe('foldName', () => {
  it('lowers, drops accents, reads look-alike digits as letters and squeezes repeats', () => {
    expect(foldName('Ñoño_1337')).toBe('nonoiet');
  });
});
