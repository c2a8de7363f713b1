import type { MoneyBoxConfig, MoneyBoxStatus } from '@casino/contracts';

/** What a bet saves: `sharePercent` of it, whole coins rounded down. */
export const savedOf = (config: Pick<MoneyBoxConfig, 'sharePercent'>, bet: number) =>
  Math.max(0, Math.floor((bet * config.sharePercent) / 100));

/** The amount after a saving: capped at the maximum (never lowered if the maximum was lowered since). */
export const topUpAmount = (config: Pick<MoneyBoxConfig, 'maxAmount'>, amount: number, saved: number) =>
  amount >= config.maxAmount ? amount : Math.min(config.maxAmount, amount + saved);

/** When the bank may be broken again: the previous break + the cooldown; null when there is no wait. */
export function availableTimeToBreak(
  config: Pick<MoneyBoxConfig, 'breakCooldownHours'>,
  lastBrokenAt: Date | null,
): Date | null {
  if (!lastBrokenAt || config.breakCooldownHours === 0) return null;
  return new Date(lastBrokenAt.getTime() + config.breakCooldownHours * 3600_000);
}

/**
 * The bank's state: `inactive` when the feature does not run; `full` at the maximum; `ready` when it holds
 * the minimum and the wait is over; else `collecting`. It can be broken when full or at the minimum (spec
 * §4) and the wait is over.
 */
export function moneyBoxState(input: {
  live: boolean;
  config: Pick<MoneyBoxConfig, 'minAmount' | 'maxAmount' | 'breakCooldownHours'>;
  amount: number;
  lastBrokenAt: Date | null;
  now: Date;
}): { status: MoneyBoxStatus; canBreak: boolean; availableAt: Date | null } {
  const availableAt = availableTimeToBreak(input.config, input.lastBrokenAt);
  if (!input.live) return { status: 'inactive', canBreak: false, availableAt };
  const waited = availableAt === null || availableAt <= input.now;
  const full = input.amount >= input.config.maxAmount;
  const canBreak = input.amount > 0 && waited && (full || input.amount >= input.config.minAmount);
  return { status: full ? 'full' : canBreak ? 'ready' : 'collecting', canBreak, availableAt };
}
