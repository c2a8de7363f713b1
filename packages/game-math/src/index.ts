export type * from './types.ts';
export {
  GAME_DEFINITIONS,
  GOLDEN_LINK,
  JUNGLE_QUEST,
  TRIPLE_SEVENS,
  getGameDefinition,
} from './games/index.ts';
export { playRound } from './play-round.ts';
export { theoreticalRtp, rtpBreakdown, type RtpBreakdown } from './theoretical-rtp.ts';
export { evaluateLine, lineWins, type LinePay } from './evaluate.ts';
export { createSeededRandom } from './seeded-random.ts';
export {
  simulateRounds,
  estimateRtp,
  mergeTotals,
  type SimulationTotals,
  type RtpEstimate,
} from './simulate.ts';
