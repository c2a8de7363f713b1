// Public surface of the rewards feature: the hub and onboarding modals and the shell's entries to them.
export { rewardsModals } from './modals.ts';
export { REWARDS_MODALS } from './modal-names.ts';
