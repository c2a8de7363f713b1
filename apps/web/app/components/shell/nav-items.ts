import { featureModules } from '../../lib/feature-module.ts';
import type { IconName } from './icons.tsx';

export interface NavItem {
  to: string;
  /** Key under shell.nav */
  label: string;
  icon: IconName;
}

/** Main sections, in the order players scan them: the site's own, then the features' by position. */
export const mainNav = (): NavItem[] => [
  { to: '/lobby/', label: 'lobby', icon: 'lobby' },
  { to: '/promotions/', label: 'promotions', icon: 'gift' },
  ...featureModules()
    .flatMap((module) => module.mainNav ?? [])
    .sort((a, b) => a.position - b.position),
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
