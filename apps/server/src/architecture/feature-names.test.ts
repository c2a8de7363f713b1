import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FEATURE_KEYS, type FeatureKey } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

/**
 * A feature is one folder per layer plus one line in each layer's module list (docs/adding-a-feature.md):
 * its name — a folder it owns in an import path, or its engine key as a string literal — appears nowhere else
 * in production source. Tests, e2e journeys and docs may name any feature.
 */

/** The module lists: the one place per layer that names every feature. */
const LIST_FILES = [
  'packages/contracts/src/index.ts', // the package's exports
  'packages/contracts/src/engagement.ts', // FEATURE_KEYS
  'packages/contracts/src/features.ts', // the features' cards, pushes, flags and offer types
  'packages/core/src/index.ts', // the package's exports
  'packages/core/src/db/schema/index.ts', // the tables, one file per domain
  'packages/core/src/features.ts',
  'packages/core/src/seed/seed.ts', // the seed steps in their stored order (a feature's own data: one step)
  'apps/server/src/app.ts', // the route plugins
  'apps/web/app/composition/features.ts',
  'apps/web/app/composition/pages.ts', // the feature pages' routes
  'apps/web/app/i18n/messages.ts', // the messages namespaces
];

/**
 * What each engine key owns in every layer, its slug first (the architecture's table of features): the wheel
 * and the chests share `bonus-offer`, the mini games `mini-games` and the fun machine, the season the quests'
 * route folder.
 */
const FEATURE_NAMES: Record<FeatureKey, readonly string[]> = {
  dailyLogin: ['daily-login'],
  dailyWheel: ['daily-wheel', 'bonus-offer'],
  dailyChests: ['daily-chests', 'bonus-offer'],
  adventureMap: ['adventure-map', 'mini-games', 'funmachine'],
  funMeter: ['funmeter', 'mini-games', 'funmachine'],
  miniGameSlot: ['mini-game-slot', 'mini-games', 'funmachine'],
  depositStreak: ['deposit-streak'],
  scratchCardLottery: ['scratch-cards'],
  magicBox: ['magic-box'],
  moneyBox: ['piggy-bank'],
  fortuneInvestment: ['fortune-investment'],
  inviteQualification: ['referral'],
  emailLottery: ['email-lottery'],
  tournament: ['tournaments'],
  prizeDrops: ['prize-drops'],
  bingo: ['bingo'],
  rankLeague: ['rank-league'],
  quest: ['quests'],
  season: ['season', 'quests'],
};

/**
 * Where features are still named outside their folders today (file → names, space-separated). The
 * feature-module refactor removes them: delete a name when its file stops naming the feature (this test fails
 * until you do), never add one. The live-operations calendar and template screens (issue #32) and the
 * free-coins modal came in naming two features each: they are the next to move onto the module lists.
 */
const KNOWN: Record<string, string> = {
  'apps/web/app/features/cashier/cash-routes.ts': 'inviteQualification',
  'apps/web/app/features/catalogue/lobby-data.ts': 'quest',
  'packages/contracts/src/catalogue.ts': 'quest',
  'packages/contracts/src/constants.ts': 'season',
  'packages/contracts/src/live-operations.ts': 'quest quests tournament tournaments',
  'packages/core/src/backoffice/live-operations/live-ops-calendar.ts': 'quest tournament',
  'packages/core/src/catalogue/build-catalogue.ts': 'quest',
  'packages/core/src/app/get-profile.ts': 'tournaments',
  // The home's running races (composition, like the profile's subscriptions).
  'packages/core/src/app/home-promotions.ts': 'tournaments',
  'packages/core/src/quests/get-quest-data.ts': 'rank-league',
  // A race's audience is a rank league rank (joining and paying read the player's rank).
  'packages/core/src/tournaments/prize-awards.ts': 'rank-league',
  'packages/core/src/tournaments/subscribe-tournament.ts': 'rank-league',
  'packages/core/src/rank-league/rank-league-activity.ts': 'quest quests',
};

const ROOT = resolve(import.meta.dirname, '../../../..');
const SOURCE = /^(packages\/[^/]+\/src|apps\/server\/src|apps\/web\/app)\/.*\.tsx?$/;
const NOT_PRODUCTION = /\.test\.tsx?$|\/testing\/|^apps\/web\/app\/dom-test-setup\.ts$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The layers' homes of a name: contracts file, core folder, schema file, route folder, web feature, messages. */
const homeOf = (name: string) =>
  new RegExp(
    `^(packages/contracts/src/${name}\\.ts|packages/core/src/${name}/|packages/core/src/db/schema/${name}\\.ts|` +
      `apps/server/src/routes/${name}/|apps/web/app/features/${name}/|apps/web/app/i18n/messages/[a-z]+/${name}\\.json)`,
  );

type Found = { file: string; line: number; name: string; rule: string };

function productionFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\n'))].filter(
    (file) => SOURCE.test(file) && !NOT_PRODUCTION.test(file) && existsSync(resolve(ROOT, file)),
  );
}

/** Every place a production file names a feature outside that feature's homes and the module lists. */
function featureNamesOutsideTheirFolders(): Found[] {
  const owners = new Map<string, FeatureKey[]>();
  for (const key of FEATURE_KEYS) {
    for (const name of FEATURE_NAMES[key]) owners.set(name, [...(owners.get(name) ?? []), key]);
  }
  const homes = new Map(FEATURE_KEYS.map((key) => [key, FEATURE_NAMES[key].map(homeOf)] as const));
  const isHomeOf = (file: string, keys: FeatureKey[]) =>
    keys.some((key) => homes.get(key)!.some((home) => home.test(file)));
  const keyLiteral = new RegExp(`(['"\`])(${FEATURE_KEYS.join('|')})\\1`, 'g');

  const found: Found[] = [];
  for (const file of productionFiles()) {
    if (LIST_FILES.includes(file)) continue;
    readFileSync(resolve(ROOT, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const at = (name: string, rule: string) => found.push({ file, line: index + 1, name, rule });
        for (const [, specifier] of text.matchAll(SPECIFIER)) {
          for (const segment of specifier!.split('/')) {
            const name = segment.replace(/(\.module)?\.(tsx?|json|css)$/, '');
            const keys = owners.get(name);
            if (keys && !isHomeOf(file, keys)) at(name, `imports the feature folder '${name}'`);
          }
        }
        for (const [, , key] of text.matchAll(keyLiteral)) {
          if (!isHomeOf(file, [key as FeatureKey])) at(key!, `names the feature key '${key}'`);
        }
      });
  }
  return found;
}

describe('feature names stay in their folders', () => {
  const found = featureNamesOutsideTheirFolders();

  it('gives every engine key its folder names', () => {
    expect(Object.keys(FEATURE_NAMES).sort()).toEqual([...FEATURE_KEYS].sort());
  });

  it('finds no feature named outside its folders and the module lists', () => {
    const unknown = found.filter(({ file, name }) => !KNOWN[file]?.split(' ').includes(name));
    expect(
      unknown.map(({ file, line, rule }) => `${file}:${line} ${rule}`),
      "A feature is one folder per layer plus one line in its layer's module list (docs/adding-a-feature.md): " +
        "move this into the feature's folder, or let the shared code iterate the module list",
    ).toEqual([]);
  });

  it('keeps no KNOWN entry that no longer occurs (the list only shrinks)', () => {
    const stale = Object.entries(KNOWN).flatMap(([file, names]) =>
      names
        .split(' ')
        .filter((name) => !found.some((hit) => hit.file === file && hit.name === name))
        .map((name) => `${file}: ${name}`),
    );
    expect(stale, 'These no longer occur: delete them from KNOWN in this test').toEqual([]);
  });
});
