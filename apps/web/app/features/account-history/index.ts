export { AccountHistory } from './account-history.tsx';
