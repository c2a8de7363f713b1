// Public surface of fortune investment: its view, shown on the /fortune-investment page (reached from the
// promotions page's card). A page rather than a modal keeps it out of every page's first load.
export { FortuneInvestmentView } from './fortune-investment-view.tsx';
