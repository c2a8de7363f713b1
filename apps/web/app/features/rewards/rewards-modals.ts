// The rewards hub, the onboarding steps and the free coins, one chunk: they open one another.
export { default as RewardsHubModal } from './rewards-hub-modal.tsx';
export { default as OnboardingRewardsModal } from './onboarding-rewards-modal.tsx';
export { default as FreeCoinsModal } from './free-coins-modal.tsx';
