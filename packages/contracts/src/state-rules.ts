import { z } from 'zod';
import { ok } from './api.ts';

/**
 * State and age rules (issue #18, docs/free-entry-and-state-rules.md). Where sweepstakes play is closed
 * lives in restricted_regions (geo); the minimum age per state in minimum_age_rules. Both carry effective
 * dates and are judged on the injected clock's UTC day.
 */

export const STATE_RULES_PATHS = {
  /** GET: what applies where the visitor is (IP, or the browser's position when given). */
  check: '/rest/state-rules/check/',
} as const;

/** Why sweepstakes play is refused; the texts are validation codes (both languages). */
export const STATE_RULE_REASONS = ['stateClosed', 'underAge'] as const;
export const StateRuleReasonSchema = z.enum(STATE_RULE_REASONS);
export type StateRuleReason = z.infer<typeof StateRuleReasonSchema>;

/**
 * A prize's Entries not paid because the state rules close SweepStakes to the player today (the Coins are
 * paid): the reason and its sentence in the player's language, answered with the claim.
 */
export const EntriesWithheldSchema = z.object({ reason: StateRuleReasonSchema, message: z.string() });
export type EntriesWithheld = z.infer<typeof EntriesWithheldSchema>;

/** The DomainError code a refusal carries, so clients can offer Coin play instead. */
export const STATE_RULE_ERROR_CODE = 'state_rules';

export const StateRulesCheckQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

export const StateRulesVerdictSchema = z.object({
  /** Whether sweepstakes (Entries) play is open here for this visitor. */
  sweepstakes: z.enum(['open', 'closed']),
  reason: StateRuleReasonSchema.nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  /** The minimum age for sweepstakes play where the visitor is (18 when unknown). */
  minimumAge: z.number().int(),
  /** The day the closing rule took effect, when closed by state. */
  since: z.string().nullable(),
});
export type StateRulesVerdict = z.infer<typeof StateRulesVerdictSchema>;

export const StateRulesCheckSchema = ok({ data: StateRulesVerdictSchema });
export type StateRulesCheck = z.infer<typeof StateRulesCheckSchema>;
