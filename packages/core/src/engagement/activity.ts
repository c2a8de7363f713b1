import type { PushMessage, PublicRoom } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { activityEvents } from '../db/schema/index.ts';

/**
 * Player activity that engagement features react to (docs/engagement.md, "Player activity"). Amounts are
 * in the ledger's minor units: whole coins for COIN, hundredths for entries.
 */
export interface ActivityData {
  /** A game round settled (in-house: bet and win together; a provider: each win call, the bet with the first). */
  round: {
    provider: string;
    /** The game's id as sessions and rounds store it (the catalogue's `gameId`). */
    gameId: string;
    /** The session's mode: COIN (TournamentPoints or coins) or ENTRY (SweepStakes). */
    currency: 'COIN' | 'ENTRY';
    bet: number;
    win: number;
    /** Rounds of free spins bet nothing of the player's. */
    freeRound: boolean;
  };
  /** A purchase completed and was credited (once per payment). */
  purchase: {
    paymentId: string;
    presetId: number | null;
    offerType: string;
    priceCents: number;
    coins: number;
    /** Whole entries (as the payment row keeps them). */
    entries: number;
    /** Mystery boxes the offer gives (copied into the payment); absent in activities recorded before. */
    magicBoxes?: number;
    /** The player's completed purchases, this one included. */
    depositsCount: number;
  };
  /** A progressive jackpot tier dropped on the player's round and was paid (once per tier and generation). */
  jackpotWin: {
    tierId: number;
    generation: number;
    key: 'mini' | 'minor' | 'major' | 'grand';
    /** The session's mode: COIN pays coins, ENTRY pays redeemable winnings (hundredths). */
    currency: 'COIN' | 'ENTRY';
    amount: number;
    /** The catalogue slug of the game and the in-house round id that won. */
    gameId: string;
    roundId: string;
  };
}
export type ActivityKind = keyof ActivityData;

export interface Activity<K extends ActivityKind = ActivityKind> {
  id: number;
  kind: K;
  playerId: string;
  /** The player's brand (features are per brand). */
  brand: string;
  data: ActivityData[K];
  occurredAt: Date;
}

/** Pushes a handler sends: held until its transaction commits, dropped if it rolls back. */
export interface ActivityPushes {
  toPlayer(playerId: string, message: PushMessage): void;
  toRoom(room: PublicRoom, message: PushMessage): void;
  toBrand(brand: string, message: PushMessage): void;
  /** The player's balance push, once after commit however many handlers ask. */
  balanceOf(playerId: string): void;
}

export interface ActivityContext<K extends ActivityKind> {
  /** The transaction that marks the activity processed: what a handler writes commits with it, once. */
  tx: Db;
  activity: Activity<K>;
  /** The dispatcher's clock when the run began; time rules use `activity.occurredAt`. */
  now: Date;
  push: ActivityPushes;
}

/**
 * A feature's reaction to activity. Runs once per activity (inside the transaction that marks it
 * processed); throwing rolls back this activity's handlers only, and the activity is tried again later.
 */
export interface ActivityHandler {
  /** The feature's name, in logs and in `last_error`. */
  name: string;
  round?(ctx: ActivityContext<'round'>): Promise<void>;
  purchase?(ctx: ActivityContext<'purchase'>): Promise<void>;
  jackpotWin?(ctx: ActivityContext<'jackpotWin'>): Promise<void>;
}

/** Wakes the dispatcher after a commit that recorded activity (a no-op where nothing dispatches: CLI, tests). */
export interface ActivityKick {
  kick(): void;
}
export const NO_KICK: ActivityKick = { kick: () => {} };

/**
 * Records activity inside the transaction of the money movement it describes; a repeat of the same
 * source (`kind`, `ref`) is ignored, so a replayed round or payment event is never counted twice.
 */
export async function recordActivity<K extends ActivityKind>(
  tx: Db,
  input: { kind: K; ref: string; playerId: string; data: ActivityData[K]; at: Date },
): Promise<void> {
  await tx
    .insert(activityEvents)
    .values({
      kind: input.kind,
      ref: input.ref,
      playerId: input.playerId,
      data: input.data,
      occurredAt: input.at,
    })
    .onConflictDoNothing();
}
