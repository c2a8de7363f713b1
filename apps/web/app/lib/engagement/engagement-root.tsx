import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { POPUP_SEQUENCER, type FeatureState } from '@casino/contracts';
import { stripLocale } from '../../i18n/locale.ts';
import { setModalContext } from '../modals/modal-context.ts';
import { isAnyModalOpen, isModalOpen, openModal } from '../modals/open-modal.ts';
import { useRefreshOn } from '../realtime/use-push.ts';
import { useRootData } from '../root-data.ts';
import { isServerClockKnown } from '../server-clock.ts';
import { featureStates, featureStatesFor } from './feature-states.ts';
import { watchPlayerIdle } from './player-idle.ts';
import { runPopupSequencer } from './popup-sequencer.ts';
import type { PopupDefinition } from './popups.ts';
import { refreshFeatureStatesSoon, useFeatureEnd, useFeatureStates } from './use-engagement.ts';

const isLobby = (pathname: string) => /^\/lobby\/?$/.test(stripLocale(pathname));

/** Keeps the feature states current: app init seeds them, the pushes that change them read them again. */
function useFeatureStatesSync(owner: string | null): void {
  const { appInit } = useRootData();
  useEffect(() => featureStates.seed(appInit), [appInit]);
  // The modals' open rules (a feature's modal opens while it is active) read the live states.
  useEffect(() => {
    const share = () =>
      setModalContext({ features: featureStates.get().owner === null ? null : featureStates.get().features });
    share();
    const unsubscribe = featureStates.subscribe(share);
    // Signed out, this root unmounts (FEATURE_ROOTS): the modal rules see no features.
    return () => {
      unsubscribe();
      setModalContext({ features: null });
    };
  }, []);

  // The first page of a tab reads them once more: the answer's Date header sets the server clock.
  useEffect(() => {
    if (owner !== null && !isServerClockKnown()) refreshFeatureStatesSoon();
  }, [owner]);

  const refresh = () => {
    if (owner !== null) refreshFeatureStatesSoon();
  };
  useRefreshOn(
    {
      feature: ['started', 'finished', 'periodStarted', 'claimed'],
      // Balances decide some availability (chests open while the balance is low).
      balance: ['setBalance'],
      activity: ['day_24h'],
    },
    refresh,
  );
}

/**
 * Runs the popup sequencer 1 s after login, every 60 s, and on returning to the lobby from another page.
 * While the player types (a field has the focus, or a keystroke in the last few seconds) a run waits and
 * comes back once they are idle: a popup never takes the focus from a form.
 */
function usePopupSequencer(owner: string | null, popups: readonly PopupDefinition[]): void {
  const { appInit } = useRootData();
  const { pathname, search, hash } = useLocation();
  const startedAt = useRef(0);
  const idle = useRef<ReturnType<typeof watchPlayerIdle> | null>(null);
  const run = useEffectEvent((): void => {
    if (idle.current?.isBusy()) {
      idle.current.wait();
      return;
    }
    runPopupSequencer({
      popups,
      states: featureStatesFor(appInit),
      ctx: { appInit, pathname, search, hash, elapsedMs: Date.now() - startedAt.current },
      storage: window.localStorage,
      now: Date.now(),
      isAnyModalOpen,
      isModalOpen,
      openModal,
    });
  });
  useEffect(() => {
    if (owner === null) return;
    startedAt.current = Date.now();
    idle.current = watchPlayerIdle(document, () => run());
    const first = window.setTimeout(run, POPUP_SEQUENCER.firstDelayMs);
    const every = window.setInterval(run, POPUP_SEQUENCER.intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
      idle.current?.stop();
      idle.current = null;
    };
  }, [owner]);

  const previous = useRef(pathname);
  useEffect(() => {
    const was = previous.current;
    previous.current = pathname;
    if (owner !== null && isLobby(pathname) && !isLobby(was)) run();
  }, [owner, pathname]);
}

/** Switches a feature off here when its finish time passes. */
function FeatureTimer({ feature }: { feature: FeatureState }) {
  useFeatureEnd(feature.finishedAt, () => featureStates.switchOff(feature.key), feature.key);
  return null;
}

/**
 * The engagement features' always-mounted part, mounted for signed-in players only: their live states, a
 * finish timer for each active feature that has a finish time, and the popup sequencer offering `popups`.
 * Render once (AppRoot does).
 */
export function EngagementRoot({ popups }: { popups: readonly PopupDefinition[] }) {
  const { appInit } = useRootData();
  const owner = appInit.isGuest ? null : (appInit.login ?? '');
  useFeatureStatesSync(owner);
  usePopupSequencer(owner, popups);
  const { features } = useFeatureStates();
  return features
    .filter((feature) => feature.isActive && feature.finishedAt !== null)
    .map((feature) => <FeatureTimer key={`${feature.key}:${feature.finishedAt}`} feature={feature} />);
}
