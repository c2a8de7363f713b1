export { CookieBanner } from './cookie-banner.tsx';
