// The rewards hub and the onboarding steps, one chunk: the hub opens the onboarding modal.
export { default as RewardsHubModal } from './rewards-hub-modal.tsx';
export { default as OnboardingRewardsModal } from './onboarding-rewards-modal.tsx';
