import type { IconName } from '../../../components/shell/icons.tsx';

export interface AccountNavItem {
  path: string;
  /** Key under account.nav */
  label: string;
  icon: IconName;
  /** Listed only while the verification status is duplicateCredentials. */
  onlyForDuplicates?: boolean;
}

/** The account area's screens, in the order players look for them. */
export const ACCOUNT_NAV: AccountNavItem[] = [
  { path: '/account/personal-info', label: 'personalInfo', icon: 'user' },
  { path: '/account/documents', label: 'documents', icon: 'book' },
  { path: '/account/verification', label: 'verification', icon: 'shield' },
  { path: '/account/history', label: 'accountHistory', icon: 'book' },
  { path: '/account/game-history', label: 'gameHistory', icon: 'coins' },
  { path: '/account/redeem', label: 'redeem', icon: 'gift' },
  { path: '/account/limits', label: 'limits', icon: 'shield' },
  { path: '/account/free-entry', label: 'freeEntry', icon: 'book' },
  { path: '/account/security', label: 'security', icon: 'lock' },
  { path: '/account/socials', label: 'socials', icon: 'globe' },
  { path: '/account/subscription', label: 'subscription', icon: 'bell' },
  { path: '/account/self-exclusion', label: 'selfExclusion', icon: 'heart' },
  { path: '/account/duplicate-account', label: 'duplicateAccount', icon: 'info', onlyForDuplicates: true },
];
