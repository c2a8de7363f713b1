import type { OtpFlow } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { findPlayer } from './find-player.ts';

/** A guest signs up with an email (a code may go by email or SMS later); a one-click account has neither. */
const SIGN_UP_FLOW: OtpFlow = { type: 'email', otpRequired: false, channels: ['email', 'sms'] };

/**
 * POST /rest/otp/get-flow/: the flow the account really uses. A guest gets the sign-up's; a player, how
 * their account was made (an email, or one click without one), the channels that reach them (the email
 * and the phone on file), and whether a code is still owed (a phone not confirmed yet).
 */
export async function getOtpFlow(db: Db, playerId: string | null): Promise<OtpFlow> {
  const player = playerId ? await findPlayer(db, playerId) : null;
  if (!player) return SIGN_UP_FLOW;
  const channels: OtpFlow['channels'] = [];
  if (player.email) channels.push('email');
  if (player.phone) channels.push('sms');
  return {
    type: player.email || player.primaryContact === 'phone' ? 'email' : 'one-click',
    otpRequired: player.phone !== null && player.phoneConfirmedAt === null,
    channels,
  };
}
