import type { ReactNode } from 'react';

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
