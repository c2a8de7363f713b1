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
      'seedFeatures',
      'seedFeatures',
      'seedFeatures+seedPiggyBankOffer',
      'seedFeatures',
      'seedFeatures',
      'seedFeatures+seedTournamentRaces',
      'seedFeatures',
      'seedFeatures+seedVipBundle',
      'seedFeatures+seedQuests',
    ];
    expect(
      SEED_STEPS.map((step) => step.map((seeder) => seeder.name).join('+')).slice(0, launched.length),
    ).toEqual(launched);
  });
});
