/** Symbol ids are short kebab-case names the client draws ('seven', 'wild', 'coin', …). */
export type SymbolId = string;

export type GameKind = 'classic' | 'video' | 'hold-and-link';

export interface RandomSource {
  /** Uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

/** Pays by count of a kind, indexed by count (index 0 unused): in line bets for line pays. */
export type PayByCount = readonly number[];

export interface FreeSpinsMath {
  /** The scatter symbol: pays anywhere on the grid and triggers free spins. */
  scatter: SymbolId;
  /** Scatter pays by count, in total bets (so they stay integral). */
  scatterPays: PayByCount;
  /** Free spins awarded by scatter count (on trigger and on retrigger). */
  awards: PayByCount;
  /** At most this many free spins in one round, counting the first award and every retrigger. */
  maxFreeSpins: number;
  /** Every win during free spins is multiplied by this. */
  multiplier: number;
  /** The richer reel set used during free spins. */
  reelStrips: readonly (readonly SymbolId[])[];
}

export interface CoinValue {
  /** In total bets. */
  value: number;
  weight: number;
  /** Named prizes shown on the coin instead of the amount. */
  label?: 'mini' | 'minor' | 'major';
}

export interface HoldAndLinkMath {
  coin: SymbolId;
  /** What an empty cell shows during respins. */
  blank: SymbolId;
  /** Coins on the base grid that start the feature. */
  trigger: number;
  /** Respins granted at the start and again whenever a new coin lands. */
  respins: number;
  /** Chance that an empty cell lands a coin on a respin: numerator / denominator. */
  coinChance: { numerator: number; denominator: number };
  coinValues: readonly CoinValue[];
  /** Paid in total bets, on top of the coins, when all cells hold coins. */
  grandPrize: number;
}

/** Buying the feature: a round that starts with the free spins, at a price in total bets. */
export interface FeatureBuyMath {
  /** The price of a bought round in total bets (its debit is bet × price). */
  price: number;
}

export interface GameDefinition {
  id: string;
  name: string;
  kind: GameKind;
  reels: number;
  rows: number;
  /** Total bet per spin in integer currency units, ascending; each a multiple of the payline count. */
  betLevels: readonly number[];
  /** Target return to player as a fraction (0.955 = 95.5%). */
  rtpTarget: number;
  /** Every symbol that can appear, in the order of the paytable shown to players. */
  symbols: readonly SymbolId[];
  /** Base-game reel strips, one per reel; a spin picks a uniform stop on each. */
  reelStrips: readonly (readonly SymbolId[])[];
  /** Row per reel of each payline. */
  paylines: readonly (readonly number[])[];
  /** Left-to-right line pays in line bets (bet / paylines), by symbol. */
  paytable: Readonly<Record<SymbolId, PayByCount>>;
  /** Substitutes for every paying symbol; may pay on its own too. */
  wild: SymbolId;
  freeSpins?: FreeSpinsMath;
  holdAndLink?: HoldAndLinkMath;
  /** Offered only with free spins: the bought round's paid spin always lands enough scatters. */
  featureBuy?: FeatureBuyMath;
}

export interface Win {
  kind: 'line' | 'scatter' | 'coins' | 'grand';
  /** Payline index for line wins. */
  line?: number;
  symbol: SymbolId;
  count: number;
  /** [reel, row] of every cell that makes up the win. */
  positions: [number, number][];
  amount: number;
}

export interface CoinCell {
  reel: number;
  row: number;
  /** Amount in currency units. */
  value: number;
  label?: 'mini' | 'minor' | 'major';
}

export interface FeatureState {
  /** Free spins granted by this step (trigger or retrigger). */
  freeSpinsAwarded?: number;
  /** Free spins still to play after this step. */
  freeSpinsLeft?: number;
  /** Free spins granted in the round so far. */
  freeSpinsTotal?: number;
  multiplier?: number;
  /** Respins still to play after this step. */
  respinsLeft?: number;
  /** Coins locked on the grid after this step. */
  lockedCoins?: CoinCell[];
}

export interface SpinStep {
  kind: 'base' | 'free-spin' | 'respin';
  /** Symbol ids by [reel][row]. */
  grid: SymbolId[][];
  wins: Win[];
  /** Sum of this step's wins. */
  win: number;
  /** Coins visible on the grid with their values (hold-and-link). */
  coins?: CoinCell[];
  /** Feature state after this step; absent when no feature is running. */
  feature?: FeatureState;
}

export interface RoundOutcome {
  gameId: string;
  bet: number;
  /** Set on a bought round: what it cost (bet × the game's feature price). */
  price?: number;
  totalWin: number;
  /** steps[0] is the paid spin; the rest are free spins / respins in order. */
  steps: SpinStep[];
}

/** A fish the player can shoot at: a hit pays `multiplier` × the bet (a boss draws its multiplier). */
export interface FishKind {
  id: string;
  /** Chance that a shot at this fish catches it: numerator / denominator. */
  hit: { numerator: number; denominator: number };
  /** Multipliers a catch pays, drawn by weight (a single entry for an ordinary fish). */
  multipliers: readonly { multiplier: number; weight: number }[];
}

/** A shooting arcade: every shot is one round, decided on the server (docs/game-math.md). */
export interface FishingDefinition {
  id: string;
  name: string;
  kind: 'fishing';
  /** Bet per shot in integer currency units, ascending. */
  betLevels: readonly number[];
  /** Return to player of a shot at any fish, as a fraction: hit chance × mean multiplier, exactly. */
  rtpTarget: number;
  /** In the paytable's order: smallest prize first, the boss last. */
  fish: readonly FishKind[];
}

/** Every in-house engine: the slots and the fishing arcade. */
export type EngineDefinition = GameDefinition | FishingDefinition;

export interface ShotStep {
  kind: 'shot';
  /** The fish kind shot at. */
  target: string;
  hit: boolean;
  /** The multiplier paid on a hit (0 on a miss). */
  multiplier: number;
  win: number;
}

export interface ShotOutcome {
  gameId: string;
  bet: number;
  totalWin: number;
  steps: [ShotStep];
}
