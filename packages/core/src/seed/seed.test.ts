import { describe, expect, it } from 'vitest';
import { SEED_STEPS } from './seed.ts';

describe('seed steps', () => {
  // app_meta.seed_version counts steps by position: a reorder would re-run or skip steps on old databases.
  it('keep their launch order; new steps go at the end', () => {
    const launched = [
      'seedRedirects',
      'seedTerms',
      'seedRestrictedRegions',
      'seedCatalogue',
      'seedOffers',
      'seedFeatures',
      'seedFeatures',
      'seedDepositStreak',
      'seedScratchCardsAndMagicBox',
      'seedMoneyBoxAndFortune',
      'seedInviteQualification',
      'seedEmailLottery',
      'seedTournaments',
      'seedPrizeDropsAndBingo',
      'seedRankLeague',
      'seedQuests',
    ];
    expect(SEED_STEPS.map((step) => step.name).slice(0, launched.length)).toEqual(launched);
  });
});
