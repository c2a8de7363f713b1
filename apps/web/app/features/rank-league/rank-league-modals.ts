// The rank league's two modals, one chunk: collecting the cashback in the first opens the second.
export { default as RankLeagueModal } from './rank-league-modal.tsx';
export { default as CashbackCongratsModal } from './cashback-congrats-modal.tsx';
