// The public surface of the self-exclusion feature (docs/self-exclusion.md). The session root is lazy
// (composition/features.ts imports it from its file).
export { SelfExclusionPanel } from './self-exclusion-panel.tsx';
