import { desc, eq } from 'drizzle-orm';
import {
  FULL_PROFILE_FIELDS,
  fromMinorUnits,
  type REDEEM_BLOCK_REASONS,
  type RedeemInfoResponse,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { redeemRequests } from '../db/schema/index.ts';
import { getDocumentConfirmStatus } from '../documents/get-document-confirm-status.ts';
import { requirePlayer, type Player } from '../identity/find-player.ts';
import { missingFields } from '../profile/profile-fields.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { redeemViews } from './redeem-timeline.ts';

export type RedeemBlockReason = (typeof REDEEM_BLOCK_REASONS)[number];

/** What the player reads when a redeem is refused; the web shows the same reasons translated. */
export const REDEEM_TEXTS = {
  not_sweepstakes_mode: 'Switch to SweepStakes mode to redeem winnings.',
  identity_not_verified: 'Verify your identity (upload a document and wait for approval) to redeem winnings.',
  profile_incomplete: 'Complete your personal information, including your address, to redeem winnings.',
  below_minimum: 'You need more winnings to redeem: the minimum is {minimum}.',
  amountBelowMinimum: 'The minimum amount to redeem is {minimum}.',
  amountAboveWinnings: 'You can redeem at most {winnings}.',
  amountDecimals: 'Use at most two decimals.',
  notFound: 'There is no redeem request with this id.',
  notPending: 'This redeem request is already {status}.',
  keyReused: 'This request was already sent with a different amount. Reload the page and try again.',
  noteRequired: 'Write a note of up to 500 characters for the player saying why the request is rejected.',
} as const;

export const formatWinnings = (minor: number) => fromMinorUnits('WINNING', minor).toFixed(2);

/**
 * Redeem needs the FULL profile (name, surname, birthday, phone and the postal address) on every brand,
 * even where sign-up asks only for the easy set: a sweepstakes prize is paid to a verified person at
 * an address, so the address must be on file before any winnings leave.
 */
export const REDEEM_PROFILE_FIELDS = FULL_PROFILE_FIELDS;

/** Why this player may not redeem now (empty when they may), the minimum and winnings in minor units. */
export async function redeemEligibility(
  db: Db,
  player: Player,
  minimumMinor: number,
): Promise<{ reasons: RedeemBlockReason[]; winningsMinor: number }> {
  const reasons: RedeemBlockReason[] = [];
  if (player.gameMode !== 'SweepStakes') reasons.push('not_sweepstakes_mode');
  if ((await getDocumentConfirmStatus(db, player.id)) !== 'approved') reasons.push('identity_not_verified');
  if (missingFields(player, REDEEM_PROFILE_FIELDS).length > 0) reasons.push('profile_incomplete');
  const { winnings } = await getPlayerBalances(db, player.id);
  if (winnings < minimumMinor) reasons.push('below_minimum');
  return { reasons, winningsMinor: winnings };
}

/** GET /rest/redeem/: whether the player may redeem, why not, and their own requests (newest first). */
export async function getRedeemInfo(
  deps: { db: Db; minimumMinor: number },
  input: { playerId: string | null },
): Promise<RedeemInfoResponse> {
  const player = await requirePlayer(deps.db, input.playerId);
  const { reasons, winningsMinor } = await redeemEligibility(deps.db, player, deps.minimumMinor);
  const rows = await deps.db
    .select()
    .from(redeemRequests)
    .where(eq(redeemRequests.playerId, player.id))
    .orderBy(desc(redeemRequests.createdAt))
    .limit(50);
  return {
    isActive: reasons.length === 0,
    reasons,
    minimum: fromMinorUnits('WINNING', deps.minimumMinor),
    winnings: fromMinorUnits('WINNING', winningsMinor),
    requests: await redeemViews(
      deps.db,
      rows.map((row) => ({ row, brand: player.brand })),
    ),
  };
}
