import type { AppInit, Locale } from '@casino/contracts';
import type { ShellSlots } from '../components/shell/shell-slots.ts';
import { FEATURE_MODULES } from './features.ts';

/** What the feature modules put in the site shell's slots, for the layouts that frame pages with it. */
export function siteShellSlots(player: AppInit | null, locale: Locale): ShellSlots {
  return Object.assign({}, ...FEATURE_MODULES.map((module) => module.shellSlots?.(player, locale)));
}
