/** Modal names of this feature; `app-onboarding-rewards` is a spec openModal value, `free-coins` a spec modal. */
export const REWARDS_MODALS = {
  hub: 'rewards',
  onboarding: 'app-onboarding-rewards',
  freeCoins: 'free-coins',
} as const;
