import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { WebPushNotice } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { isExcluded } from '../self-exclusion/break-rules.ts';
import { players, webPushPreferences, webPushSubscriptions } from '../db/schema/index.ts';

/** What the push decisions look at for one player. */
export interface PushCandidate {
  playerId: string;
  brand: string;
  locale: string;
  closedAt: Date | null;
  lockedAt: Date | null;
  /** The player's marketing choice (web_push_preferences.marketing; off when never set). */
  marketing: boolean;
}

/**
 * THE decision "may this player receive marketing now" (campaigns ask it for every player of an audience).
 * Marketing goes only to players who turned it on, on open, unlocked accounts, and never during a cooling-off
 * or self-exclusion (docs/self-exclusion.md): every marketing send asks here.
 */
export async function mayReceiveMarketing(db: Db, candidate: PushCandidate, now: Date): Promise<boolean> {
  if (!candidate.marketing) return false;
  if (candidate.closedAt || candidate.lockedAt) return false;
  return !(await isExcluded(db, candidate.playerId, now));
}

/**
 * What each feature notice is (docs/web-push.md, Feature notices). `account`: news of the player's own
 * request (a document or redeem decision), which they need even while taking a break (a break still lets them
 * redeem). `play`: an invitation back to the games (a reward ready, a prize won, a tournament result), which a
 * player on a cooling-off or self-exclusion must not get. A new notice must be put on one side here.
 */
export const WEB_PUSH_NOTICE_KINDS: Readonly<Record<WebPushNotice, 'account' | 'play'>> = {
  dailyReward: 'play',
  tournamentEnded: 'play',
  prizeDropWon: 'play',
  documentApproved: 'account',
  documentRejected: 'account',
  redeemApproved: 'account',
  redeemRejected: 'account',
  redeemInReview: 'account',
  redeemSent: 'account',
  redeemPaid: 'account',
  redeemCancelled: 'account',
  cashbackPaidLate: 'play',
};

/**
 * THE decision "may this player get this feature notice now". Feature notices need no marketing choice: the
 * browser's permission and the stored subscription are the consent. A closed account gets none; during a
 * break (`onBreak`: `isExcluded`, or `isExcludedSql` in the query that finds the devices) only account
 * notices go, never an invitation to play.
 */
export const mayReceiveNotices = (
  candidate: Pick<PushCandidate, 'closedAt'> & { onBreak: boolean },
  notice: WebPushNotice,
): boolean => !candidate.closedAt && (WEB_PUSH_NOTICE_KINDS[notice] === 'account' || !candidate.onBreak);

export interface AudienceFilter {
  brand: string | null;
  locale: string | null;
  activeWithinDays: number | null;
}

export interface AudienceDevice extends PushCandidate {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The subscribed devices of a campaign's audience, each player passed through `mayReceiveMarketing`. */
export async function selectMarketingAudience(
  db: Db,
  filter: AudienceFilter,
  now: Date,
): Promise<AudienceDevice[]> {
  const where: SQL[] = [isNull(players.closedAt)];
  if (filter.brand) where.push(eq(webPushSubscriptions.brand, filter.brand));
  if (filter.locale) where.push(eq(players.locale, filter.locale));
  // Last activity: the last sign-in, or the sign-up for a player who has not signed in again since (signing
  // up signs the player in, and does not set last_login_at).
  if (filter.activeWithinDays) {
    const since = new Date(now.getTime() - filter.activeWithinDays * 86_400_000).toISOString();
    where.push(sql`coalesce(${players.lastLoginAt}, ${players.createdAt}) >= ${since}::timestamptz`);
  }
  const rows = await db
    .select({
      playerId: webPushSubscriptions.playerId,
      brand: webPushSubscriptions.brand,
      locale: players.locale,
      closedAt: players.closedAt,
      lockedAt: players.lockedAt,
      marketing: webPushPreferences.marketing,
      endpoint: webPushSubscriptions.endpoint,
      p256dh: webPushSubscriptions.p256dh,
      auth: webPushSubscriptions.auth,
    })
    .from(webPushSubscriptions)
    .innerJoin(players, eq(players.id, webPushSubscriptions.playerId))
    .leftJoin(webPushPreferences, eq(webPushPreferences.playerId, webPushSubscriptions.playerId))
    .where(and(...where))
    .orderBy(webPushSubscriptions.playerId, webPushSubscriptions.endpoint);
  const decided = new Map<string, boolean>();
  const devices: AudienceDevice[] = [];
  for (const row of rows) {
    const candidate = { ...row, marketing: row.marketing ?? false };
    let may = decided.get(row.playerId);
    if (may === undefined) {
      may = await mayReceiveMarketing(db, candidate, now);
      decided.set(row.playerId, may);
    }
    if (may) devices.push(candidate);
  }
  return devices;
}
