export { PlayLimitsPanel } from './play-limits-panel.tsx';
