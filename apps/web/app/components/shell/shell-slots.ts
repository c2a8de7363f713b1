import type { ReactNode } from 'react';
import type { AppInit } from '@casino/contracts';

/**
 * What the shell shows but does not own: features' widgets, filled in by the layout (routes/layouts),
 * so the shell never imports a feature. An empty slot renders nothing.
 */
export interface ShellSlots {
  /** The signed-in player's balance and mode switch in the header. */
  balance?: ReactNode;
  /** The badge beside every Promotions link; the tab bar passes its own class to place it. */
  promotionsCounter?: (className?: string) => ReactNode;
  /** The header's way into the rewards hub (players). */
  rewards?: ReactNode;
  /** The count of rewards ready, on the tab bar's Rewards tab; it passes its own class to place it. */
  rewardsCounter?: (className?: string) => ReactNode;
}

/** The site menu as its openers see it: they open the dialog and say whether it is open. */
export interface MenuOpener {
  onOpenMenu: () => void;
  menuOpen: boolean;
}

/** What the site shell gives its bars (the header and the phone tab bar); `player` null is a guest. */
export interface ShellBarProps extends MenuOpener {
  player: AppInit | null;
  slots: ShellSlots;
}

/** The props of a button that opens the site menu. */
export const menuButtonProps = ({ onOpenMenu, menuOpen }: MenuOpener) =>
  ({ type: 'button', onClick: onOpenMenu, 'aria-haspopup': 'dialog', 'aria-expanded': menuOpen }) as const;
