import { describe, expect, it } from 'vitest';
import {
  AppInitFeatureFlagsSchema,
  CALENDAR_SOURCES,
  FEATURE_KEYS,
  FEATURE_LOBBY_SECTION_TYPES,
  FeatureScheduleSchema,
  ProfileFeatureFieldsSchema,
  ProfileFeatureFlagsSchema,
  type FreeSpinsPrize,
} from '@casino/contracts';
import { getGameDefinition } from '@casino/game-math';
import { seedGameList } from './catalogue/seed-catalogue.ts';
import { DAILY_CHESTS_DEFAULT_CONFIG } from './daily-chests/daily-chests-feature.ts';
import { DAILY_LOGIN_DEFAULT_CONFIG } from './daily-login/daily-login-feature.ts';
import { DAILY_WHEEL_DEFAULT_CONFIG } from './daily-wheel/daily-wheel-feature.ts';
import type { Db } from './db/client.ts';
import { featureFlagsFrom, profileFlagsFrom } from './engagement/feature-flags.ts';
import { featureModule, registerFeatureModules } from './engagement/feature-module.ts';
import { FEATURE_MODULES } from './features.ts';

registerFeatureModules(FEATURE_MODULES);

const player = { phoneConfirmed: false, coins: 0 };

describe('the feature modules', () => {
  it('define every feature key once, in its order, with defaults their own schemas accept as they are', () => {
    expect(FEATURE_MODULES.map((module) => module.key)).toEqual([...FEATURE_KEYS]);
    for (const key of FEATURE_KEYS) {
      const { defaults, configSchema } = featureModule(key);
      expect(configSchema.parse(defaults.config)).toEqual(defaults.config);
      expect(FeatureScheduleSchema.parse(defaults.schedule)).toEqual(defaults.schedule);
    }
  });

  it('gives free spins only on seeded in-house games, at a bet level their engine offers', () => {
    const seeded = new Map(seedGameList().map((game) => [game.slug, game.engineId]));
    const spins: FreeSpinsPrize[] = [
      ...DAILY_LOGIN_DEFAULT_CONFIG.levels,
      ...DAILY_WHEEL_DEFAULT_CONFIG.sectors.map((s) => s.prize),
      ...DAILY_CHESTS_DEFAULT_CONFIG.contents.map((c) => c.prize),
    ].flatMap((prize) => (prize.freeSpins ? [prize.freeSpins] : []));
    expect(spins.length).toBeGreaterThanOrEqual(3);
    for (const prize of spins) {
      const engine = seeded.get(prize.gameId);
      expect(engine, prize.gameId).toBeDefined();
      expect(getGameDefinition(engine!)!.betLevels).toContain(prize.betLevel);
    }
  });

  it('rises daily-login prizes over 7 levels, with free spins on day 7', () => {
    const coins = DAILY_LOGIN_DEFAULT_CONFIG.levels.map((level) => level.coins);
    expect(coins).toHaveLength(7);
    expect(coins).toEqual([...coins].sort((a, b) => a - b));
    expect(new Set(coins).size).toBe(7);
    expect(DAILY_LOGIN_DEFAULT_CONFIG.levels.map((level) => level.freeSpins !== null)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('spins a wheel of 8-12 sectors with exactly one free-spins sector; chests hold 5-8 contents', () => {
    const { sectors } = DAILY_WHEEL_DEFAULT_CONFIG;
    expect(sectors.length).toBeGreaterThanOrEqual(8);
    expect(sectors.length).toBeLessThanOrEqual(12);
    expect(sectors.filter((s) => s.prize.freeSpins)).toHaveLength(1);
    expect(sectors.some((s) => s.prize.coins > 0) && sectors.some((s) => s.prize.entries > 0)).toBe(true);
    expect(DAILY_CHESTS_DEFAULT_CONFIG.chests).toBe(3);
    expect(DAILY_CHESTS_DEFAULT_CONFIG.contents.length).toBeGreaterThanOrEqual(5);
    expect(DAILY_CHESTS_DEFAULT_CONFIG.contents.length).toBeLessThanOrEqual(8);
  });

  it('refuses a player for the reasons a feature names', () => {
    const login = featureModule('dailyLogin').availability!;
    expect(login({ config: DAILY_LOGIN_DEFAULT_CONFIG, player })).toBeNull();
    expect(login({ config: { ...DAILY_LOGIN_DEFAULT_CONFIG, requiresPhone: true }, player })).toBe('phone');
    expect(
      login({
        config: { ...DAILY_LOGIN_DEFAULT_CONFIG, requiresPhone: true },
        player: { ...player, phoneConfirmed: true },
      }),
    ).toBeNull();
    const chests = featureModule('dailyChests').availability!;
    const config = { ...DAILY_CHESTS_DEFAULT_CONFIG, maxCoinBalance: 500 };
    expect(chests({ config, player: { ...player, coins: 500 } })).toBeNull();
    expect(chests({ config, player: { ...player, coins: 501 } })).toBe('balance');
    expect(chests({ config: { ...config, requiresPhone: true }, player: { ...player, coins: 501 } })).toBe(
      'phone',
    );
  });

  it('answer every spec flag of app init and the profile between them, each once', async () => {
    const none = { features: [], lastClaims: new Map(), player, now: new Date(0) };
    const appInit = featureFlagsFrom(none).appInit;
    expect(AppInitFeatureFlagsSchema.strict().parse(appInit)).toEqual(appInit);
    // Off, as a brand without rows: no feature reads the database then.
    const db = {} as Db;
    const profile = await profileFlagsFrom({
      db,
      features: [],
      playerId: 'p',
      depositsCount: 0,
      now: new Date(0),
    });
    expect(ProfileFeatureFlagsSchema.strict().parse(profile)).toEqual(profile);
    const answered = (of: 'appInitFlags' | 'profileFlags') =>
      FEATURE_MODULES.flatMap((module) =>
        Object.keys(
          module[of]?.({
            feature: null,
            live: false,
            db,
            playerId: 'p',
            depositsCount: 0,
            now: new Date(0),
          }) ?? {},
        ),
      );
    expect(answered('appInitFlags').sort()).toEqual(Object.keys(AppInitFeatureFlagsSchema.shape).sort());
  });

  it("answer the contracts' lists of what features add: profile fields, calendar sources, lobby sections", () => {
    // The races answer the profile's one feature field (profile-routes.int.test.ts parses the whole answer).
    expect(FEATURE_MODULES.filter((module) => module.profileFields).map((module) => module.key)).toEqual([
      'tournament',
    ]);
    expect(Object.keys(ProfileFeatureFieldsSchema.shape)).toEqual(['TournamentsSubscriptions']);
    expect(FEATURE_MODULES.filter((module) => module.calendar).map((module) => module.key)).toEqual(
      CALENDAR_SOURCES.map((source) => source.kind),
    );
    expect(FEATURE_MODULES.flatMap((module) => module.lobbySections ?? []).map((s) => s.type)).toEqual([
      ...FEATURE_LOBBY_SECTION_TYPES,
    ]);
    // One module provides the player's rank that races and quests read.
    expect(FEATURE_MODULES.filter((module) => module.playerRank)).toHaveLength(1);
  });
});
