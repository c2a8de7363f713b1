// Public surface of fortune investment: its view, shown on the /fortune-investment page (reached from the
// rewards hub's row). A page rather than a modal keeps it out of every page's first load.
export { FortuneInvestmentView } from './fortune-investment-view.tsx';
