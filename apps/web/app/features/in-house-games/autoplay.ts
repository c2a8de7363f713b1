/** Spins an autoplay may run, as offered in its dialog. */
export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;

export interface AutoplaySettings {
  spins: number;
  /** Stop after a round that wins more than this (minor units); null: never. */
  winAbove: number | null;
  /** Stop after a round that started free spins or hold-and-link. */
  onFeature: boolean;
  /** Stop once the balance is this much below where autoplay began (minor units); null: never. */
  lossLimit: number | null;
}

export type AutoplayStop = 'done' | 'feature' | 'win' | 'loss';

/**
 * Whether autoplay stops after a round: `played` rounds so far (this one included), the round's win and
 * whether it started a feature, and the balance it left. A refusal from the server (limits, a break, funds)
 * stops autoplay without asking this.
 */
export function autoplayStop(
  settings: AutoplaySettings,
  progress: { played: number; startBalance: number },
  round: { win: number; feature: boolean; balance: number },
): AutoplayStop | null {
  if (settings.onFeature && round.feature) return 'feature';
  if (settings.winAbove !== null && round.win > settings.winAbove) return 'win';
  if (settings.lossLimit !== null && progress.startBalance - round.balance >= settings.lossLimit)
    return 'loss';
  if (progress.played >= settings.spins) return 'done';
  return null;
}
