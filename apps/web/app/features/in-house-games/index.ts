// Public surface of the game frame: the page loaded into the in-house game iframe.
export { GameFramePage } from './game-frame-page.tsx';
