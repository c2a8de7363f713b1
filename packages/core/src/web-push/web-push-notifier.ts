import { and, eq, isNull } from 'drizzle-orm';
import type { PushMessage } from '@casino/contracts';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { players, webPushSubscriptions } from '../db/schema/index.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { isExcludedSql } from '../self-exclusion/break-rules.ts';
import { mayReceiveNotices } from './marketing-audience.ts';
import type { NoticeOf } from '../engagement/feature-module.ts';
import { brandNoticeOf, noticePayload, playerNoticeOf } from './notices.ts';
import type { WebPushOutcome, WebPushSender } from './web-push-sender.ts';

export interface WebPushNotifier {
  /** Sends a notice to every device of the player (in the player's language). */
  toPlayer(playerId: string, notice: NoticeOf): Promise<WebPushOutcome[]>;
  /** Sends a notice to every subscribed device of a brand. */
  toBrand(brand: string, notice: NoticeOf): Promise<WebPushOutcome[]>;
  /** Resolves when every notice started so far is sent (tests, shutdown). */
  drain(): Promise<void>;
}

export interface WebPushNotifierDeps {
  db: Db;
  sender: WebPushSender;
  /** Breaks are in force by this clock (the app's: tests and the clock control move it). */
  clock: Clock;
  logger?: { error(obj: object, msg?: string): void };
}

/** How many pushes go out at once (a brand-wide notice reaches many devices). */
const CONCURRENCY = 16;

export function createWebPushNotifier(deps: WebPushNotifierDeps): WebPushNotifier {
  const { db, sender, clock } = deps;
  const pending = new Set<Promise<unknown>>();

  const sendAll = async (where: ReturnType<typeof and>, notice: NoticeOf): Promise<WebPushOutcome[]> => {
    const rows = await db
      .select({
        endpoint: webPushSubscriptions.endpoint,
        p256dh: webPushSubscriptions.p256dh,
        auth: webPushSubscriptions.auth,
        locale: players.locale,
        closedAt: players.closedAt,
        onBreak: isExcludedSql(webPushSubscriptions.playerId, clock.now()),
      })
      .from(webPushSubscriptions)
      .innerJoin(players, eq(players.id, webPushSubscriptions.playerId))
      .where(and(where, isNull(players.closedAt)));
    const targets = rows.filter((row) => mayReceiveNotices(row, notice.notice));
    const outcomes: WebPushOutcome[] = [];
    for (let i = 0; i < targets.length; i += CONCURRENCY)
      outcomes.push(
        ...(await Promise.all(
          targets.slice(i, i + CONCURRENCY).map((t) => sender.send(t, noticePayload(notice, t.locale))),
        )),
      );
    return outcomes;
  };

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
    return work;
  };

  return {
    toPlayer: (playerId, notice) => track(sendAll(eq(webPushSubscriptions.playerId, playerId), notice)),
    toBrand: (brand, notice) => track(sendAll(eq(webPushSubscriptions.brand, brand), notice)),
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/**
 * The app's publisher with web push added: every realtime push that is also a feature notice (a prize drop
 * won, a document or redeem decision, a tournament prize, a daily reward's new day) goes to the player's
 * devices too. Wrapping the publisher hooks every place those pushes are already published, unchanged.
 * Sending runs in the background and never fails the publishing use case.
 */
export function withWebPush(
  publisher: Publisher,
  notifier: WebPushNotifier,
  logger?: { error(obj: object, msg?: string): void },
): Publisher {
  const background = (work: Promise<unknown>) =>
    void work.catch((error: unknown) => logger?.error({ err: error }, 'web push notice failed'));
  return {
    toPlayer(playerId, message: PushMessage) {
      publisher.toPlayer(playerId, message);
      const notice = playerNoticeOf(message);
      if (notice) background(notifier.toPlayer(String(playerId), notice));
    },
    toRoom: (room, message) => publisher.toRoom(room, message),
    toPrivateRoom: (room, message) => publisher.toPrivateRoom(room, message),
    toBrand(brand, message) {
      publisher.toBrand(brand, message);
      const notice = brandNoticeOf(message);
      if (notice) background(notifier.toBrand(brand, notice));
    },
    toAll: (message) => publisher.toAll(message),
  };
}
