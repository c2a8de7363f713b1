export { ReferralPage } from './referral-page.tsx';
