import { describe, expect, it } from 'vitest';
import { headerBalance, otherMode, unitOfMode } from './balance-view.ts';

const balance = { tourPoints: 12_500, entries: 3_004_500, winnings: 77 };

describe('header balance', () => {
  it('shows coins in TournamentPoints and, in SweepStakes, entries plus winnings: what a bet can draw on', () => {
    expect(headerBalance(balance, 'TournamentPoints', 'en')).toEqual({
      unit: 'coins',
      amount: 12_500,
      display: '12,500',
      full: '12,500',
    });
    expect(headerBalance(balance, 'SweepStakes', 'en')).toMatchObject({ unit: 'entries', amount: 3_004_577 });
  });

  it('groups digits by the language and shortens from a million up, keeping every digit for the label', () => {
    expect(headerBalance(balance, 'TournamentPoints', 'es').display).toBe('12.500');
    expect(headerBalance(balance, 'SweepStakes', 'en')).toMatchObject({
      display: '3M',
      full: '3,004,577.00',
    });
    expect(headerBalance({ ...balance, entries: 999_999, winnings: 0 }, 'SweepStakes', 'en').display).toBe(
      '999,999.00',
    );
    expect(headerBalance({ ...balance, entries: 1.5, winnings: 0.25 }, 'SweepStakes', 'es').display).toBe(
      '1,75',
    );
    expect(headerBalance({ ...balance, tourPoints: 0 }, 'TournamentPoints', 'en').display).toBe('0');
  });

  it('switches to the other mode and names its unit', () => {
    expect(otherMode('TournamentPoints')).toBe('SweepStakes');
    expect(otherMode('SweepStakes')).toBe('TournamentPoints');
    expect(unitOfMode('SweepStakes')).toBe('entries');
    expect(unitOfMode('TournamentPoints')).toBe('coins');
  });
});
