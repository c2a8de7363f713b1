// The season tower's public surface.
export { SEASON_MODAL } from './modals.ts';
