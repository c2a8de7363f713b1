import {
  STATE_RULE_ERROR_CODE,
  VALIDATION,
  type StateRuleReason,
  type StateRulesVerdict,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import { findPlayer, type Player } from '../identity/find-player.ts';
import { resolveIp } from '../geo/resolve-ip.ts';
import {
  isoDay,
  loadRestrictionRules,
  ruleInEffect,
  type JudgedLocation,
  type RestrictionRule,
} from '../geo/restriction-rules.ts';
import { ageOn, loadAgeRules, minimumAgeFor, type AgeRule } from './age-rules.ts';

/** 'US-NV' (players.geo_region) → { country: 'US', region: 'NV' }. */
const parseRegionLabel = (label: string | null): JudgedLocation | null => {
  if (!label) return null;
  const [country, region] = label.split('-');
  return country ? { country, region: region ?? null } : null;
};

/**
 * Every place we know the player by: the state they gave (profile, US), where their last location check
 * put them, and the request's IP. A rule of any of them applies: a VPN or a stale profile should not open
 * play that one of the others closes.
 */
export function knownLocations(
  player: Pick<Player, 'state' | 'geoRegion'> | null,
  extra: readonly (JudgedLocation | null)[],
): JudgedLocation[] {
  const found: JudgedLocation[] = [];
  const add = (l: JudgedLocation | null) => {
    if (l && !found.some((f) => f.country === l.country && f.region === l.region)) found.push(l);
  };
  if (player?.state) add({ country: 'US', region: player.state });
  add(parseRegionLabel(player?.geoRegion ?? null));
  extra.forEach(add);
  return found;
}

/**
 * The state and age rules for sweepstakes play on a day, from rules already read: closed when a rule of
 * restricted_regions covers a known location; under age when the player's date of birth is below the
 * highest minimum age of those locations. Countries outside the service area stay the geo check's job.
 */
export function judgeWithRules(
  input: {
    player: Pick<Player, 'state' | 'geoRegion' | 'birthDay'> | null;
    locations?: readonly (JudgedLocation | null)[];
    at: Date;
  },
  restrictions: readonly RestrictionRule[],
  ageRules: readonly AgeRule[],
): StateRulesVerdict {
  const day = isoDay(input.at);
  const locations = knownLocations(input.player, input.locations ?? []);
  const here = locations[locations.length - 1] ?? null;
  const minimumAge = Math.max(
    ...locations.map((l) => minimumAgeFor(ageRules, l, day)),
    minimumAgeFor(ageRules, null, day),
  );
  const base = { minimumAge, country: here?.country ?? null, region: here?.region ?? null };
  for (const location of locations) {
    const rule = restrictions.find(
      (r) =>
        r.country === location.country &&
        r.region !== null &&
        r.region === location.region &&
        ruleInEffect(r, day),
    );
    if (rule)
      return {
        ...base,
        sweepstakes: 'closed',
        reason: 'stateClosed',
        country: location.country,
        region: location.region,
        since: rule.effectiveFrom,
      };
  }
  const birthDay = input.player?.birthDay;
  if (birthDay && ageOn(birthDay, day) < minimumAge)
    return { ...base, sweepstakes: 'closed', reason: 'underAge', since: null };
  return { ...base, sweepstakes: 'open', reason: null, since: null };
}

/** judgeWithRules on the rules as the database holds them now. */
export async function judgeSweepstakes(
  db: Db,
  input: {
    player: Pick<Player, 'state' | 'geoRegion' | 'birthDay'> | null;
    locations?: readonly (JudgedLocation | null)[];
    at: Date;
  },
): Promise<StateRulesVerdict> {
  const [restrictions, ageRules] = await Promise.all([loadRestrictionRules(db), loadAgeRules(db)]);
  return judgeWithRules(input, restrictions, ageRules);
}

const REFUSAL: Record<StateRuleReason, string> = {
  stateClosed: VALIDATION.stateRules.stateClosed,
  underAge: VALIDATION.stateRules.underAge,
};

/** The 403 a refused verdict answers with: the reason in the player's language, Coin play offered. */
export const stateRulesRefusal = (reason: StateRuleReason) =>
  new DomainError({ status: 403, code: STATE_RULE_ERROR_CODE, message: REFUSAL[reason] });

/**
 * Call before Entries are played or bought (bets, game launch, mode switch, purchase): 403 with the
 * reason when the player's state is closed or they are under its minimum age today.
 */
export async function assertStateRulesAllowSweepstakes(
  db: Db,
  input: { playerId: string; player?: Player | null; ip: string | null; at: Date },
): Promise<void> {
  const player = input.player ?? (await findPlayer(db, input.playerId));
  if (!player) return;
  const verdict = await judgeSweepstakes(db, {
    player,
    locations: [input.ip ? resolveIp(input.ip) : null],
    at: input.at,
  });
  if (verdict.reason) throw stateRulesRefusal(verdict.reason);
}
