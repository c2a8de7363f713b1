import type { DailyLoginApplyResponse, StateRuleReason } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { claimFeature } from '../engagement/claim-feature.ts';
import { previousPeriodKey } from '../engagement/periods.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { dailyLoginProgress, type DailyLoginState } from './daily-login-rules.ts';
import { getDailyLogin, toDailyLoginPrize } from './get-daily-login.ts';

/**
 * GET /rest/daily-login/apply-prize/: collects today's level through the claim rule — the level follows
 * the missed-day rule from the previous claim — and answers what was paid with the info after it. A
 * repeat the same day answers the same level and prizes; nothing is paid twice. `entriesWithheld` is the
 * state rules' reason when the level's Entries were not paid (the route words it in the player's language).
 */
export async function applyDailyLoginPrize(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date },
): Promise<Omit<DailyLoginApplyResponse, 'entriesWithheld'> & { entriesWithheld: StateRuleReason | null }> {
  const claim = await claimFeature<DailyLoginState, 'dailyLogin'>(deps, {
    ...input,
    key: 'dailyLogin',
    decide: async ({ feature, period, lastClaim }) => {
      const { levels } = feature.config;
      const { activeLevel } = dailyLoginProgress({
        levels: levels.length,
        lastClaim,
        periodKey: period.key,
        previousPeriodKey: previousPeriodKey(feature.schedule, input.now),
      });
      return { prizes: [levels[activeLevel - 1]!], state: { level: activeLevel } };
    },
  });
  const { level } = claim.state;
  return {
    success: true,
    level,
    prizes: claim.prizes.map((prize, index) =>
      toDailyLoginPrize(level, prize, claim.freeSpins.find((grant) => grant.prizeIndex === index) ?? null),
    ),
    data: await getDailyLogin(deps.db, input),
    entriesWithheld: claim.entriesWithheld,
  };
}
