// The rank league's public surface (its root and modals are lazy: composition/features.ts).
export { RANK_LEAGUE_MODALS } from './modal-names.ts';
