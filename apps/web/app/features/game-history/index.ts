export { GameHistory } from './game-history.tsx';
