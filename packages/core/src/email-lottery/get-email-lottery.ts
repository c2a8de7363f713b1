import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { maskPlayerName, type EmailLotteryInfo } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { emailLotteryDraws, players } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { isScheduledAt } from '../engagement/periods.ts';
import { EMAIL_LOTTERY_DEFAULT_CONFIG } from './email-lottery-feature.ts';
import { nextDrawAfter } from './draw-schedule.ts';

const KEY = 'emailLottery' as const;

/** The next draw while the lottery runs then (null when it is off or finishes before it). */
export async function nextEmailLotteryDraw(db: Db, brand: string, now: Date) {
  const feature = await loadFeature(db, brand, KEY);
  if (!feature || !isLive(feature, now)) return null;
  const next = nextDrawAfter(feature.config, now);
  return isScheduledAt(feature.schedule, next.at) ? { ...next, config: feature.config } : null;
}

/**
 * GET /rest/email-lottery/info/: when the next draw is, what each place wins, whether this player is
 * entered (a confirmed email) and the brand's last `draws` draws that had entrants, winners masked.
 */
export async function getEmailLottery(
  db: Db,
  input: { brand: string; playerId: string; now: Date; draws: number },
): Promise<EmailLotteryInfo> {
  const [player] = await db
    .select({ id: players.id, email: players.email, emailConfirmedAt: players.emailConfirmedAt })
    .from(players)
    .where(eq(players.id, input.playerId));
  if (!player) throw unauthorized();
  const feature = await loadFeature(db, input.brand, KEY);
  const isActive = feature !== null && isLive(feature, input.now);
  const next = await nextEmailLotteryDraw(db, input.brand, input.now);
  const config = feature?.config ?? EMAIL_LOTTERY_DEFAULT_CONFIG;

  const draws = await db
    .select()
    .from(emailLotteryDraws)
    // A draw nobody was entered in (a brand's first week) has nothing to show.
    .where(and(eq(emailLotteryDraws.brand, input.brand), gt(emailLotteryDraws.entrants, 0)))
    .orderBy(desc(emailLotteryDraws.drawAt))
    .limit(input.draws);
  const winnerIds = [...new Set(draws.flatMap((d) => d.winners.map((w) => w.playerId)))];
  const names = new Map(
    winnerIds.length
      ? (
          await db
            .select({ id: players.id, email: players.email, login: players.login })
            .from(players)
            .where(inArray(players.id, winnerIds))
        ).map((p) => [p.id, maskPlayerName(p)])
      : [],
  );
  const emailConfirmed = player.email !== null && player.emailConfirmedAt !== null;
  return {
    isActive,
    nextDrawAt: next?.at.toISOString() ?? null,
    nextDrawKey: next?.key ?? null,
    isEntered: isActive && emailConfirmed,
    emailConfirmed,
    prizes: config.prizes.map((prize, index) => ({
      place: index + 1,
      coins: prize.coins,
      entries: prize.entries,
    })),
    draws: draws.map((draw) => ({
      drawKey: draw.drawKey,
      drawAt: draw.drawAt.toISOString(),
      entrants: draw.entrants,
      winners: draw.winners.map((w) => ({
        place: w.place,
        coins: w.coins,
        entries: w.entries,
        name: names.get(w.playerId) ?? '***',
        isYou: w.playerId === player.id,
      })),
    })),
  };
}
