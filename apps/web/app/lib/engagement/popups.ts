import type { AppInit, FeatureKey } from '@casino/contracts';

/** What a popup's rules look at when the sequencer runs. */
export interface PopupContext {
  appInit: AppInit;
  pathname: string;
  search: string;
  hash: string;
  /** Since the sequencer started on this page for this player. */
  elapsedMs: number;
}

/**
 * A popup the sequencer may open. A feature's popup names its feature key: it is offered while the
 * feature is active and available, in `featuresPriority.onMainPage` order, once in 24 h. Any other
 * automatic popup (the preset package popup) is offered after them whenever `isDue` says so, and keeps
 * its own memory of when it was shown (`onShown`).
 */
export type PopupDefinition =
  | { modal: string; feature: FeatureKey }
  | {
      modal: string;
      feature?: undefined;
      isDue: (ctx: PopupContext) => boolean;
      props?: (ctx: PopupContext) => object;
      onShown?: () => void;
    };

/** Typed where a feature writes it (its modals.ts), registered by app/composition. */
export const definePopup = (popup: PopupDefinition): PopupDefinition => popup;
