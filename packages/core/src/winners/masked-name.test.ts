import { describe, expect, it } from 'vitest';
import { boardName, listedName, maskedName } from './masked-name.ts';

describe('maskedName', () => {
  it('keeps the first three letters of a name', () => {
    expect(maskedName({ name: 'Maria', login: 'maria@example.com' })).toBe('Mar***');
    expect(maskedName({ name: '  Alexander ', login: 'x' })).toBe('Ale***');
  });

  it('never shows more than half of a short name', () => {
    expect(maskedName({ name: 'Ann', login: 'a' })).toBe('An***');
    expect(maskedName({ name: 'Al', login: 'a' })).toBe('A***');
    expect(maskedName({ name: 'J', login: 'a' })).toBe('J***');
  });

  it("uses the login's local part when there is no name, never the mail domain", () => {
    expect(maskedName({ name: null, login: 'martha.k@example.com' })).toBe('mar***');
    expect(maskedName({ name: '   ', login: 'bob@example.com' })).toBe('bo***');
  });

  it('counts letters, not UTF-16 units', () => {
    expect(maskedName({ name: 'Zoë😀x', login: 'z' })).toBe('Zoë***');
  });

  it('masks the display name the player chose before any other name', () => {
    expect(maskedName({ displayName: 'LuckyStar', name: 'Maria', login: 'player9027223' })).toBe('Luc***');
  });

  it('answers stars alone for an empty name and login', () => {
    expect(maskedName({ name: null, login: '' })).toBe('***');
  });
});

describe('listedName', () => {
  it('masks a shown player and gives stars alone for one who hid their wins', () => {
    expect(listedName({ name: 'Maria', login: 'm', display: null })).toBe('Mar***');
    expect(listedName({ name: 'Maria', login: 'm', display: 'masked' })).toBe('Mar***');
    expect(listedName({ name: 'Maria', login: 'm', display: 'hidden' })).toBe('***');
  });
});

describe('boardName', () => {
  it("shows the player's own display name in full and masks everyone else's", () => {
    const player = { displayName: 'LuckyStar', name: null, login: 'player9027223' };
    expect(boardName(player, true)).toBe('LuckyStar');
    expect(boardName(player, false)).toBe('Luc***');
  });

  it('masks the own row too when no display name was chosen', () => {
    expect(boardName({ displayName: null, name: 'Maria', login: 'm' }, true)).toBe('Mar***');
  });
});
