/** Modal names of this feature; `app-onboarding-rewards` is a spec openModal value. */
export const REWARDS_MODALS = {
  hub: 'rewards',
  onboarding: 'app-onboarding-rewards',
} as const;
