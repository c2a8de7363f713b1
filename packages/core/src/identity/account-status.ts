import type { PlayerAccountStatus } from '@casino/contracts';
import { DomainError } from '../errors.ts';

export const ACCOUNT_LOCKED_TEXT =
  'This account is locked. Please contact support to find out why and how to unlock it.';
export const ACCOUNT_CLOSED_TEXT =
  'This account is closed. Please contact support if you think this is a mistake.';

/** Closed is final and outranks a lock; a lock holds until an operator lifts it. */
export const accountStatusOf = (player: {
  lockedAt: Date | null;
  closedAt: Date | null;
}): PlayerAccountStatus => (player.closedAt ? 'closed' : player.lockedAt ? 'locked' : 'active');

/**
 * Refuses a locked or closed account a new session (sign-in, a restore link). Asked only once the player
 * proved who they are, so the answer tells nothing to someone guessing passwords.
 */
export function refuseUnlessActive(player: { lockedAt: Date | null; closedAt: Date | null }) {
  const status = accountStatusOf(player);
  if (status === 'closed')
    throw new DomainError({ status: 403, code: 'account_closed', message: ACCOUNT_CLOSED_TEXT });
  if (status === 'locked')
    throw new DomainError({ status: 403, code: 'account_locked', message: ACCOUNT_LOCKED_TEXT });
}
