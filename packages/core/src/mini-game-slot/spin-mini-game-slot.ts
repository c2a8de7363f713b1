import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  MINI_SLOT_ALREADY_SPINNING,
  MINI_SLOT_SYMBOLS,
  type MiniGameSlot,
  type MiniSlotSymbol,
  type Prize,
} from '@casino/contracts';
import { sqlError } from '../db/abort.ts';
import type { Db } from '../db/client.ts';
import { miniGameSlots } from '../db/schema/index.ts';
import {
  claimFeatureIn,
  claimedPush,
  notActiveError,
  paysBalance,
  type ClaimInput,
} from '../engagement/claim-feature.ts';
import { drawWeighted, type RandomSource } from '../engagement/draw-weighted.ts';
import { liveFeature, loadFeature, type LiveFeature } from '../engagement/load-features.ts';
import { conflict, DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { levelOf, miniGameSlotView, type MiniGameSlotRow } from './get-mini-game-slot.ts';

/** PostgreSQL's lock_not_available (a NOWAIT lock another transaction holds). */
const isLockNotAvailable = (error: unknown) => sqlError(error)?.code === '55P03';

export const alreadySpinning = () =>
  new DomainError({ status: 409, code: 'already_spinning', message: MINI_SLOT_ALREADY_SPINNING });

/**
 * The player's slot row, locked without waiting: one spin or reset at a time (the spec's 'Already
 * spinning'); a racing second request is refused rather than queued.
 */
export async function lockSlot(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date },
  run: (ctx: { tx: Db; feature: LiveFeature<'miniGameSlot'>; row: MiniGameSlotRow }) => Promise<{
    prize: Prize;
    replayed: boolean;
    extra: Record<string, unknown>;
  }>,
) {
  const { db, publisher } = deps;
  const feature = liveFeature(await loadFeature(db, input.brand, 'miniGameSlot'), input.now);
  if (!feature) throw notActiveError();
  let result;
  try {
    result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(miniGameSlots)
        .where(eq(miniGameSlots.playerId, input.playerId))
        .for('update', { noWait: true });
      if (!row) throw noSpins();
      const done = await run({ tx, feature, row });
      const [after] = await tx.select().from(miniGameSlots).where(eq(miniGameSlots.playerId, input.playerId));
      return { ...done, view: miniGameSlotView(feature, after, input.now), after: after! };
    });
  } catch (error) {
    if (isLockNotAvailable(error)) throw alreadySpinning();
    throw error;
  }
  if (!result.replayed) {
    if (paysBalance({ prizes: [result.prize] })) await publishBalance(db, publisher, input.playerId);
    publisher.toPlayer(input.playerId, claimedPush('miniGameSlot'));
  }
  publisher.toPlayer(input.playerId, {
    type: 'miniGameSlot',
    action: 'update',
    data: { level: result.after.level, spins: result.after.spins, progress: result.after.progress },
  });
  return result;
}

/** Pays the slot's prize for one occasion (`mini-game-slot:{occasion}`) through the claim rule. */
const claimSlot = <S>(
  tx: Db,
  input: { brand: string; playerId: string; now: Date },
  occasion: string,
  decide: ClaimInput<S, 'miniGameSlot'>['decide'],
) =>
  claimFeatureIn(tx, {
    brand: input.brand,
    playerId: input.playerId,
    key: 'miniGameSlot',
    now: input.now,
    occasion: `mini-game-slot:${occasion}`,
    decide,
  });

const noSpins = () => conflict('You have no mini-game spins left. Play any game to earn more.');

/** The three reels a symbol shows: a line of it, or (blank) three symbols that never make a line. */
export function reelsOf(symbol: MiniSlotSymbol, random: RandomSource = randomInt) {
  if (symbol !== 'blank') return [symbol, symbol, symbol] as [MiniSlotSymbol, MiniSlotSymbol, MiniSlotSymbol];
  const shown = MINI_SLOT_SYMBOLS.filter((s) => s !== 'blank');
  const first = shown[random(shown.length)]!;
  const rest = shown.filter((s) => s !== first);
  return [first, rest[random(rest.length)]!, 'blank'] as [MiniSlotSymbol, MiniSlotSymbol, MiniSlotSymbol];
}

/**
 * GET /rest/mini-game-slot/spin/: uses one stored spin, draws an outcome of the player's level on the server
 * (node:crypto, the config's weights), pays it through the claim rule (occasion
 * `mini-game-slot:spin:{n}`, n counting the player's spins) and climbs a level on `up`.
 */
export async function spinMiniGameSlot(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date; random?: RandomSource },
): Promise<{
  reels: [MiniSlotSymbol, MiniSlotSymbol, MiniSlotSymbol];
  symbol: MiniSlotSymbol;
  prize: Prize;
  levelUp: boolean;
  data: MiniGameSlot;
}> {
  const result = await lockSlot(deps, input, async ({ tx, feature, row }) => {
    if (row.spins <= 0) throw noSpins();
    const level = levelOf(feature, row);
    const number = row.spinsPlayed + 1;
    const outcome = await claimSlot(tx, input, `spin:${number}`, async () => {
      const { index, item } = drawWeighted(feature.config.levels[level - 1]!.outcomes, input.random);
      return {
        prizes: [item.prize],
        state: { level, outcome: index, symbol: item.symbol, levelUp: item.levelUp },
      };
    });
    const state = outcome.state as { symbol: MiniSlotSymbol; levelUp: boolean };
    const top = feature.config.levels.length;
    await tx
      .update(miniGameSlots)
      .set({
        spins: sql`${miniGameSlots.spins} - 1`,
        spinsPlayed: number,
        level: state.levelUp ? Math.min(level + 1, top) : level,
        updatedAt: input.now,
      })
      .where(eq(miniGameSlots.playerId, input.playerId));
    return { prize: outcome.prizes[0]!, replayed: outcome.replayed, extra: state };
  });
  const { symbol, levelUp } = result.extra as { symbol: MiniSlotSymbol; levelUp: boolean };
  return { reels: reelsOf(symbol), symbol, prize: result.prize, levelUp, data: result.view };
}

/**
 * GET /rest/mini-game-slot/reset-level/: at the top level, pays the top prize (occasion
 * `mini-game-slot:climb:{n}`) and starts again at level 1; below it, refused.
 */
export async function resetMiniGameSlot(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date },
): Promise<{ prize: Prize; data: MiniGameSlot }> {
  const result = await lockSlot(deps, input, async ({ tx, feature, row }) => {
    if (levelOf(feature, row) < feature.config.levels.length)
      throw conflict('Reach the top level to collect its prize and start again.');
    const number = row.climbs + 1;
    const outcome = await claimSlot(tx, input, `climb:${number}`, async () => ({
      prizes: [feature.config.topPrize],
      state: { climb: number },
    }));
    await tx
      .update(miniGameSlots)
      .set({ level: 1, climbs: number, updatedAt: input.now })
      .where(eq(miniGameSlots.playerId, input.playerId));
    return { prize: outcome.prizes[0]!, replayed: outcome.replayed, extra: {} };
  });
  return { prize: result.prize, data: result.view };
}
