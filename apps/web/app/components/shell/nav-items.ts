import type { IconName } from './icons.tsx';

export interface NavItem {
  to: string;
  /** Key under shell.nav */
  label: string;
  icon: IconName;
}

/** Main sections, in the order players scan them. */
export const MAIN_NAV: NavItem[] = [
  { to: '/lobby/', label: 'lobby', icon: 'lobby' },
  { to: '/promotions/', label: 'promotions', icon: 'gift' },
  { to: '/tournaments/', label: 'tournaments', icon: 'trophy' },
  { to: '/prize-drops/', label: 'prizeDrops', icon: 'drop' },
  { to: '/scratch-cards/', label: 'scratchCards', icon: 'ticket' },
];

export const HELP_NAV: NavItem[] = [
  { to: '/how-it-works/', label: 'howItWorks', icon: 'info' },
  { to: '/page/support', label: 'support', icon: 'headset' },
  { to: '/page/responsible-play', label: 'responsiblePlay', icon: 'heart' },
  { to: '/page/sweepstakes-rules', label: 'sweepstakesRules', icon: 'book' },
];

export const LEGAL_NAV: NavItem[] = [
  { to: '/page/terms', label: 'terms', icon: 'book' },
  { to: '/page/privacy', label: 'privacy', icon: 'lock' },
  { to: '/page/sweepstakes-rules', label: 'sweepstakesRules', icon: 'book' },
  { to: '/page/responsible-play', label: 'responsiblePlay', icon: 'heart' },
];
