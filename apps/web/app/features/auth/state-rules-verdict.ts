import type { TFunction } from '../../i18n/translator.ts';
import { US_STATES, type StateRulesVerdict } from '@casino/contracts';
import { toast } from '../../components/ui/toast.ts';

/** The toast's id: a second sign-in (or a sign-up then a sign-in) replaces it instead of stacking. */
export const STATE_RULES_TOAST_ID = 'state-rules-verdict';

/** What the player reads when the verdict closed Entries play; null when it is open. */
export function stateRulesVerdictText(
  verdict: StateRulesVerdict | undefined,
  t: TFunction,
): { title: string; text: string } | null {
  if (!verdict || verdict.sweepstakes !== 'closed') return null;
  if (verdict.reason === 'underAge')
    return {
      title: t('auth.stateRules.underAgeTitle', { age: verdict.minimumAge }),
      text: t('auth.stateRules.underAgeText'),
    };
  const region = verdict.region;
  const place =
    verdict.country === 'US' && region ? (US_STATES[region as keyof typeof US_STATES] ?? region) : region;
  return {
    title: place ? t('auth.stateRules.closedTitle', { place }) : t('auth.stateRules.closedTitleUnknown'),
    text: t('auth.stateRules.closedText'),
  };
}

/**
 * After a sign-in or sign-up whose answer says the state or age rules close Entries play (issue #18): a
 * long toast says why and that Coin play stays open. The server already put the account in
 * TournamentPoints mode; nothing to do when play is open.
 */
export function tellStateRulesVerdict(verdict: StateRulesVerdict | undefined, t: TFunction): void {
  const words = stateRulesVerdictText(verdict, t);
  if (!words) return;
  toast(words.title, { id: STATE_RULES_TOAST_ID, description: words.text, duration: 15_000 });
}
