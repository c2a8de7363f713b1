import type { SeasonConfig } from '@casino/contracts';

/** Points from what was bet: whole points of `coinsPerPoint` coins plus of `entriesPerPoint` entries (hundredths). */
export const seasonPoints = (config: SeasonConfig, bet: { coinsBet: number; entriesBet: number }) =>
  Math.floor(bet.coinsBet / config.coinsPerPoint) +
  Math.floor(bet.entriesBet / Math.round(config.entriesPerPoint * 100));

/** Levels reached with `points` (0 before the first). */
export const seasonLevel = (config: SeasonConfig, points: number) =>
  config.levels.filter((level) => level.points <= points).length;

/** Percent of the whole tower (the top level's points), whole percents, at most 100. */
export const totalProgressPercents = (config: SeasonConfig, points: number) =>
  Math.min(100, Math.floor((points * 100) / config.levels[config.levels.length - 1]!.points));

/** Percent of the way from the current level to the next (100 at the top). */
export function levelProgressPercents(config: SeasonConfig, points: number) {
  const level = seasonLevel(config, points);
  if (level >= config.levels.length) return 100;
  const from = level === 0 ? 0 : config.levels[level - 1]!.points;
  const to = config.levels[level]!.points;
  return Math.min(100, Math.floor(((points - from) * 100) / (to - from)));
}

/** The claim occasion of a level's prize. */
export const seasonLevelOccasion = (slug: string, level: number) => `season:${slug}:${level}`;
