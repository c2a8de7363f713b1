import { and, eq, inArray } from 'drizzle-orm';
import {
  MONEY_BOX_TEXTS,
  type MoneyBoxConfig,
  type MoneyBoxGame,
  type MoneyBoxInfo,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { games, moneyBoxes } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { loadOfferContext, toPromoOfferPreset } from '../offers/player-offers.ts';
import { moneyBoxOfferRows } from './money-box-offers.ts';
import { moneyBoxState } from './money-box-rules.ts';
import { MONEY_BOX_DEFAULT_CONFIG } from './money-box-feature.ts';

export type MoneyBoxRow = typeof moneyBoxes.$inferSelect;

/** The player's bank row (a player who never saved has none: an empty bank). */
export async function findMoneyBox(db: Db, playerId: string): Promise<MoneyBoxRow | null> {
  const [row] = await db.select().from(moneyBoxes).where(eq(moneyBoxes.playerId, playerId));
  return row ?? null;
}

/** The brand's bank settings and whether it runs now; a brand without the row shows the defaults, inactive. */
export async function moneyBoxSettings(db: Db, brand: string, now: Date) {
  const feature = await loadFeature(db, brand, 'moneyBox');
  return {
    live: feature !== null && isLive(feature, now),
    config: (feature?.config ?? MONEY_BOX_DEFAULT_CONFIG) as MoneyBoxConfig,
  };
}

/** The state of the player's bank now (what the info answers and the cashier's check uses). */
export async function moneyBoxStateOf(db: Db, input: { brand: string; playerId: string; now: Date }) {
  const [{ live, config }, row] = await Promise.all([
    moneyBoxSettings(db, input.brand, input.now),
    findMoneyBox(db, input.playerId),
  ]);
  const amount = row?.amount ?? 0;
  return {
    config,
    row,
    amount,
    ...moneyBoxState({ live, config, amount, lastBrokenAt: row?.lastBrokenAt ?? null, now: input.now }),
  };
}

/** The bank's figures as the info and the promotions card show them. */
export const moneyBoxFigures = (state: Awaited<ReturnType<typeof moneyBoxStateOf>>) => ({
  status: state.status,
  moneyBoxAmount: state.amount,
  minAmount: state.config.minAmount,
  maxAmount: state.config.maxAmount,
  availableTimeToBreak: state.availableAt?.toISOString() ?? null,
  canBreak: state.canBreak,
});

async function listedGames(db: Db, slugs: string[]): Promise<MoneyBoxGame[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: games.slug, title: games.title })
    .from(games)
    .where(and(inArray(games.slug, slugs), eq(games.isActive, true)));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.flatMap((slug) => {
    const game = bySlug.get(slug);
    return game ? [{ slug, title: game.title, link: `/lobby/?game=${slug}` }] : [];
  });
}

/** GET /rest/money-box/info/: the spec's money box data for the signed-in player. */
export async function getMoneyBox(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<MoneyBoxInfo> {
  const state = await moneyBoxStateOf(db, input);
  const [gameList, offerRows, context] = await Promise.all([
    listedGames(db, state.config.games),
    moneyBoxOfferRows(db),
    loadOfferContext(db, input.playerId, input.now),
  ]);
  return {
    ...moneyBoxFigures(state),
    sharePercent: state.config.sharePercent,
    games: gameList,
    promoOffersPresets: offerRows.map((row) => toPromoOfferPreset(row, context)),
    breaks: state.row?.breaks ?? 0,
  };
}

/**
 * The cashier's check before a deposit that buys the bank's offer: the bank must be ready to break now
 * (409 `money_box_not_ready` otherwise, and nothing is started).
 */
export async function assertMoneyBoxBreakable(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<void> {
  const state = await moneyBoxStateOf(db, input);
  if (!state.canBreak)
    throw new DomainError({ status: 409, code: 'money_box_not_ready', message: MONEY_BOX_TEXTS.notReady });
}
