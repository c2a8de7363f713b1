import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { MAGIC_BOX_MAX_PRIZE, type MagicBox, type MagicBoxConfig } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { magicBoxes, magicBoxWagers } from '../db/schema/index.ts';
import { liveFeature, loadFeature, type LiveFeature } from '../engagement/load-features.ts';
import { currentOrNextEvent, runningEvent, type DatedEvent } from './magic-box-feature.ts';

const eventState = (event: DatedEvent | null, now: Date) =>
  event && {
    slug: event.slug,
    startsAt: new Date(event.startsAt).toISOString(),
    finishesAt: new Date(event.finishesAt).toISOString(),
    isActive: Date.parse(event.startsAt) <= now.getTime() && now.getTime() < Date.parse(event.finishesAt),
  };

/** The prizes a box may hold now, largest first (coins, then entries). */
const prizesOf = (config: MagicBoxConfig, now: Date) =>
  (runningEvent(config, now)?.prizes ?? config.prizes)
    .map(({ prize }) => ({ coins: prize.coins, entries: prize.entries }))
    .sort((a, b) => b.entries * 1000 + b.coins / 100 - (a.entries * 1000 + a.coins / 100));

/**
 * The running event's gift boxes for this player (once per occurrence: `event:{slug}:{its start}:{player}:{n}`),
 * expiring with the occurrence.
 */
export async function grantEventBoxes(
  db: Db,
  feature: LiveFeature<'magicBox'>,
  input: { playerId: string; now: Date },
) {
  const event = runningEvent(feature.config, input.now);
  if (!event || event.giftBoxes === 0) return;
  await db
    .insert(magicBoxes)
    .values(
      Array.from({ length: event.giftBoxes }, (_, n) => ({
        playerId: input.playerId,
        brand: feature.brand,
        source: 'event',
        sourceRef: `event:${event.slug}:${event.startsAt}:${input.playerId}:${n}`,
        earnedAt: input.now,
        expiresAt: new Date(event.finishesAt),
      })),
    )
    .onConflictDoNothing();
}

/** The player's unopened boxes that have not expired, the soonest to expire first. */
export const openableBoxes = (db: Db, playerId: string, now: Date) =>
  db
    .select()
    .from(magicBoxes)
    .where(and(eq(magicBoxes.playerId, playerId), isNull(magicBoxes.openedAt), gt(magicBoxes.expiresAt, now)))
    .orderBy(asc(magicBoxes.expiresAt), asc(magicBoxes.earnedAt), asc(magicBoxes.id));

/**
 * `GET /rest/magic-box/`: the player's boxes, what a box may hold now, the spec's max prize, the play
 * counter and the running (or next) event. While an event runs, its gift boxes are handed out here.
 */
export async function getMagicBox(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<MagicBox> {
  const { playerId, now } = input;
  const feature = await loadFeature(db, input.brand, 'magicBox');
  const live = liveFeature(feature, now);
  if (live) await grantEventBoxes(db, live, { playerId, now });
  const [boxes, [wager]] = await Promise.all([
    openableBoxes(db, playerId, now),
    db.select().from(magicBoxWagers).where(eq(magicBoxWagers.playerId, playerId)),
  ]);
  const config = feature?.config ?? null;
  const perBox = live?.config.coinsWageredPerBox ?? null;
  return {
    isActive: live !== null,
    boxes: boxes.map((b) => ({
      id: b.id,
      source: b.source as MagicBox['boxes'][number]['source'],
      earnedAt: b.earnedAt.toISOString(),
      expiresAt: b.expiresAt.toISOString(),
    })),
    prizes: config ? prizesOf(config, now) : [],
    maxPrize: { ...MAGIC_BOX_MAX_PRIZE },
    play: perBox ? { wagered: Number(wager?.coinsWagered ?? 0) % perBox, perBox } : null,
    event: live ? eventState(currentOrNextEvent(live.config, now), now) : null,
    finishedAt: feature?.schedule.finishesAt ?? null,
  };
}
