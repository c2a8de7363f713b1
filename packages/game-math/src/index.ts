export type * from './types.ts';
export {
  DRAGON_VAULT,
  ENGINE_DEFINITIONS,
  FISHING_DEFINITIONS,
  GAME_DEFINITIONS,
  GOLDEN_LINK,
  JUNGLE_QUEST,
  OCEAN_HUNTER,
  TRIPLE_SEVENS,
  getEngineDefinition,
  getGameDefinition,
} from './games/index.ts';
export { playRound } from './play-round.ts';
export { playShot, shotRtp } from './play-shot.ts';
export { theoreticalRtp, rtpBreakdown, featureBuyBreakdown, type RtpBreakdown } from './theoretical-rtp.ts';
export { jackpotRtp, type JackpotTierMath } from './jackpot-rtp.ts';
export { evaluateLine, lineWins, type LinePay } from './evaluate.ts';
export { createSeededRandom } from './seeded-random.ts';
export {
  simulateRounds,
  estimateRtp,
  mergeTotals,
  type SimulationTotals,
  type RtpEstimate,
} from './simulate.ts';
// The whole module is the package's provably-fair API (docs/provably-fair.md).
export * from './provably-fair.ts';
