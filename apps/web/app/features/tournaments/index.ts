// The tournaments feature's public surface: its pages (route modules import these).
export { TournamentsPage } from './tournaments-page.tsx';
export { TournamentDetail } from './tournament-detail.tsx';
export { TournamentsHowItWorks } from './how-it-works.tsx';
