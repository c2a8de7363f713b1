import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { PushMessage } from '@casino/contracts';
import { tournamentPlayers as tp, tournaments } from '../db/schema/index.ts';
import type { ActivityHandler } from '../engagement/activity.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { participantOf, participantsOf, placeOf, standingOf, topOf } from './leaderboard.ts';
import { awardsByPlayer, prizeAwards } from './prize-awards.ts';
import { toTournamentRecord } from './get-tournament.ts';
import { roundPoints } from './tournament-rules.ts';

/**
 * Rounds score for subscribed players (docs/engagement.md, "Tournaments"): a settled round in one of a
 * running tournament's games, in its mode's currency, while the round's `occurredAt` is within the
 * tournament's times, adds its points and one round to the player's row (an increment: handlers may run in
 * parallel). The tournament rows are read `FOR SHARE`, so the job that ends a tournament (`FOR UPDATE`) waits
 * for rounds being scored and no round scores once it is paid. After commit, the public room `tournaments`
 * gets the tournament's leaders and the row that changed.
 */
export const tournamentRoundHandler: ActivityHandler = {
  name: 'tournament',
  async round({ tx, activity, push }) {
    const { gameId, currency, bet, win, freeRound } = activity.data;
    if (freeRound) return;
    const at = activity.occurredAt;
    const feature = await loadFeature(tx, activity.brand, 'tournament');
    if (!feature || !isLive(feature, at)) return;
    const running = await tx
      .select()
      .from(tournaments)
      .where(
        and(
          eq(tournaments.brand, activity.brand),
          eq(tournaments.mode, currency),
          sql`${gameId} = ANY(${tournaments.games})`,
          lte(tournaments.startsAt, at),
          gt(tournaments.endsAt, at),
          isNull(tournaments.finishedAt),
        ),
      )
      .for('share');
    for (const row of running) {
      const t = toTournamentRecord(row);
      const points = roundPoints(t.scoring, { bet, win, freeRound });
      const [scored] = await tx
        .update(tp)
        .set({
          points: sql`${tp.points} + ${points}`,
          roundsPlayed: sql`${tp.roundsPlayed} + 1`,
          reachedAt:
            points > 0 ? sql`GREATEST(${tp.reachedAt}, ${at.toISOString()}::timestamptz)` : tp.reachedAt,
        })
        .where(and(eq(tp.tournamentId, t.id), eq(tp.playerId, activity.playerId)))
        .returning({ playerId: tp.playerId });
      if (!scored) continue;
      const me = (await participantOf(tx, t.id, activity.playerId))!;
      const place = await placeOf(tx, t.id, me);
      const leaders = await topOf(tx, t.id, feature.config.leaderboardTop);
      const awards = awardsByPlayer(await prizeAwards(tx, t));
      const message: PushMessage = {
        type: 'tournament',
        action: 'leaderboard',
        data: {
          id: t.id,
          participants: await participantsOf(tx, t.id),
          winners: leaders.map((row, i) => withoutMe(standingOf(row, i + 1, awards, null))),
          changed: withoutMe(standingOf(me, place, awards, null)),
        },
      };
      push.toRoom('tournaments', message);
    }
  },
};

const withoutMe = <T extends { isMe: boolean }>({ isMe: _isMe, ...rest }: T) => rest;
