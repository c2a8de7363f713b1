import { sql } from 'drizzle-orm';
import type { StateRuleReason } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import type { RestrictionRule } from '../geo/restriction-rules.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import type { AgeRule } from './age-rules.ts';
import { judgeWithRules, stateRulesRefusal } from './judge-sweepstakes.ts';

interface BetJudgementRow {
  state: string | null;
  geoRegion: string | null;
  birthDay: string | null;
  restrictions: RestrictionRule[];
  ageRules: AgeRule[];
}

/**
 * Why the state and age rules refuse this bet on the clock's day, or null. Called at every bet (seamless
 * `bet()`, in-house `settleOnce`), so a session opened the day before a state closes stops betting Entries
 * at its midnight (UTC), whatever the game launch allowed.
 *
 * Judged on what the player row keeps — the state they gave and the location their last check stored —
 * since a provider's bet carries no player IP (the launch judged the request's IP). Coin bets
 * (TournamentPoints) are never refused and read nothing. An Entries bet costs one statement: the player's
 * row with only the rules that can apply to its locations and age, judged by the same `judgeWithRules`
 * as sign-up, sign-in, purchase and launch.
 */
export async function stateRulesRefuseBet(
  tx: Db,
  input: { playerId: string; currency: string; at: Date },
): Promise<StateRuleReason | null> {
  if (input.currency === 'COIN') return null;
  const [row] = rowsOf<BetJudgementRow>(
    await tx.execute(sql`
      SELECT p.state, p.geo_region AS "geoRegion", p.birth_day::text AS "birthDay",
        (SELECT coalesce(json_agg(json_build_object('country', r.country, 'region', r.region,
            'scope', r.scope, 'effectiveFrom', r.effective_from::text,
            'effectiveTo', r.effective_to::text, 'reason', r.reason)), '[]'::json)
          FROM restricted_regions r
          WHERE r.region IS NOT NULL
            AND ((r.country = 'US' AND r.region = p.state)
              OR r.country || '-' || r.region = p.geo_region)) AS restrictions,
        (SELECT coalesce(json_agg(json_build_object('country', a.country, 'region', a.region,
            'minimumAge', a.minimum_age, 'effectiveFrom', a.effective_from::text,
            'effectiveTo', a.effective_to::text, 'source', a.source)), '[]'::json)
          FROM minimum_age_rules a
          WHERE p.birth_day IS NOT NULL
            AND ((p.state IS NOT NULL AND a.country = 'US')
              OR a.country = split_part(p.geo_region, '-', 1))) AS "ageRules"
      FROM players p
      WHERE p.id = ${input.playerId}::uuid`),
  );
  if (!row) return null;
  const verdict = judgeWithRules(
    { player: { state: row.state, geoRegion: row.geoRegion, birthDay: row.birthDay }, at: input.at },
    row.restrictions,
    row.ageRules,
  );
  return verdict.reason;
}

/** stateRulesRefuseBet as the 403 `state_rules` DomainError (in-house rounds), in the player's language. */
export async function assertStateRulesAllowBet(
  tx: Db,
  input: { playerId: string; currency: string; at: Date },
): Promise<void> {
  const reason = await stateRulesRefuseBet(tx, input);
  if (reason) throw stateRulesRefusal(reason);
}
