import { createStore } from 'zustand/vanilla';
import type { AppInit, FeatureKey, FeatureState } from '@casino/contracts';

/**
 * The signed-in player's engagement features as this tab knows them: app init's `features` and
 * `featuresPriority`, refreshed after the pushes that change them (engagement-root.tsx) and switched off
 * locally when a finish time passes (feature timers). The modal rules get them through the modal context.
 */
export interface FeatureStates {
  /** Whose states these are (the player's login); a different player's page ignores them. */
  owner: string | null;
  features: readonly FeatureState[];
  /** `featuresPriority.onMainPage`: the order the popup sequencer offers the features in. */
  priority: readonly FeatureKey[];
}

const NONE: FeatureStates = { owner: null, features: [], priority: [] };

const ownerOf = (appInit: AppInit) => appInit.login ?? '';

const fromAppInit = (appInit: AppInit): FeatureStates =>
  appInit.isGuest
    ? NONE
    : { owner: ownerOf(appInit), features: appInit.features, priority: appInit.featuresPriority.onMainPage };

const store = createStore<FeatureStates>()(() => NONE);

export const featureStates = {
  get: store.getState,
  subscribe: store.subscribe,
  /** App init (the page's or a fresh one): replaces whatever this tab knew. */
  seed: (appInit: AppInit) => store.setState(fromAppInit(appInit), true),
  /** A feature's finish time passed: it is off here until the server says otherwise. */
  switchOff: (key: FeatureKey) =>
    store.setState((state) => ({
      features: state.features.map((f) =>
        f.key === key ? { ...f, isActive: false, isAvailable: false } : f,
      ),
    })),
};

/** The states of `appInit`'s player: the live ones once this tab holds them, else app init's own. */
export function featureStatesFor(appInit: AppInit | null, live = store.getState()): FeatureStates {
  if (!appInit || appInit.isGuest) return NONE;
  return live.owner === ownerOf(appInit) ? live : fromAppInit(appInit);
}

export const findFeature = (states: FeatureStates, key: FeatureKey): FeatureState | null =>
  states.features.find((f) => f.key === key) ?? null;
